/**
 * Every user-facing text of SPEC §5 and §8, verbatim, so the web app and the
 * services import them instead of retyping strings. Re-exported from ./constants.
 *
 * Decisions:
 * - Texts the spec quotes are copied exactly (including its "Password do not
 *   match" wording and the trailing punctuation where the spec has it). A
 *   period that only ends the spec's sentence is not part of the text.
 * - Texts the spec describes but does not quote (content/industry/OTP rules,
 *   image upload successes, the apology after "Something went wrong.", field
 *   rule messages) are our wording and are marked "ours" below.
 */
export const MESSAGES = {
  /** ours (issue 25): a write whose handler takes no query string was sent one. */
  queryNotAccepted: 'This request takes no query parameters.',
  // Errors (SPEC §8)
  invalidCredentials: 'Invalid credentials',
  errorSendingOtp: 'Error sending OTP',
  resetFailed: 'Reset failed',
  failedToSendInvitation: 'Failed to send invitation',
  errorSendingInvitation: 'Error sending invitation',
  failedToDeleteMember: 'Failed to delete member',
  errorDeletingMember: 'Error deleting member',
  failedToUpdateRoles: 'Failed to update roles',
  errorUpdatingRoles: 'Error updating roles',
  failedToUploadHeroImage: 'Failed to upload hero image',
  failedToDeleteHeroImage: 'Failed to delete hero image',
  failedToUploadOgImage: 'Failed to upload open graph image',
  failedToDeleteOgImage: 'Failed to delete open graph image',
  failedToDeleteFeaturedImage: 'Failed to delete featured image',
  failedToUpdateBlog: 'Failed to update blog.',
  failedToDeleteBlog: 'Failed to delete the blog. Please try again.',
  deleteFailed: 'Delete failed',
  errorInSubmittingForm: 'Error in submitting form',
  errorSubmittingTheForm: 'There was an error submitting the form.',
  somethingWentWrong: 'Something went wrong.',
  /** ours: the apology text shown with "Something went wrong." */
  somethingWentWrongApology: 'We apologize for the inconvenience. Please try again later.',
  errorFetchingRecommendedBlogs: 'Error fetching recommended blogs',
  errorSubmittingFormTryAgain: 'Error submitting form. Please try again.',
  errorUploadingFile: 'Error uploading file. Please try again.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',

  // Empty states (SPEC §2, §6, §8)
  noDataFound: 'No Data Found',
  noMembersFound: 'No members found',
  noMembersFoundHint: 'Try adjusting your filters or invite new members',
  noRelatedArticles: 'No related articles found',
  noMoreListings: 'No more listings available',
  noPositions: "We've reached the stars - no new positions available at this moment",
  noDashboardItems: 'Your role does not have any dashboard items to display.',

  // Successes (SPEC §8)
  loginSuccessful: 'Login successful!',
  accountCreated: 'Account created and logged in successfully!',
  otpSent: 'OTP sent to your email',
  passwordResetSuccessful: 'Password reset successful',
  invitationSent: 'Invitation sent successfully!',
  memberDeleted: 'Member deleted successfully',
  rolesUpdated: 'Roles updated successfully',
  blogPosted: 'Blog posted successfully',
  blogUpdated: 'Blog updated successfully!',
  blogDeleted: 'Blog deleted successfully',
  /** ours: image upload and delete successes (texts not shown in the spec) */
  heroImageUploaded: 'Hero image uploaded successfully',
  heroImageDeleted: 'Hero image deleted successfully',
  ogImageUploaded: 'Open graph image uploaded successfully',
  ogImageDeleted: 'Open graph image deleted successfully',
  featuredImageUploaded: 'Featured image uploaded successfully',
  featuredImageDeleted: 'Featured image deleted successfully',
  urlCopied: 'URL Copied Successfully',
  /** ours (issue 27): Instagram has no web share link; the post's address is copied for the visitor to paste. */
  instagramLinkReady: 'Link copied: paste it into your Instagram post or story.',
  formSubmitted: 'Form Submitted Successfully',
  formSubmittedExclaim: 'Form submitted successfully!',

  // Progress labels (SPEC §4)
  deleting: 'Deleting...',
  sending: 'Sending...',

  // Validation (SPEC §5)
  titleEmpty: 'Title cannot be empty.',
  /** ours */
  contentEmpty: 'Content cannot be empty.',
  /** ours */
  industryRequired: 'Please select an industry.',
  heroImageRequired: 'Hero image must be uploaded first.',
  ogImageRequired: 'Open graph image must be uploaded first.',
  invalidSlug: 'Invalid slug. Please enter a valid URL slug.',
  tagsMin: 'Add at least one tag.',
  tagsMax: 'You cannot add more than 10 tags.',
  /** ours */
  tagsUnique: 'Each tag can only be added once.',
  /** ours: SEO hint for titles over 60 characters */
  titleTooLongHint: 'For best SEO, keep the title to 60 characters or fewer.',
  /** ours */
  emailRequired: 'Email is required.',
  enterValidEmail: 'Enter valid email',
  rolesMin: 'Please select at least one role',
  /** ours */
  passwordRequired: 'Password is required.',
  /** ours */
  passwordTooShort: 'Password must be at least 12 characters.',
  passwordsMismatch: 'Password do not match',
  /** ours */
  otpInvalid: 'OTP must be 6 digits.',
  resumeRequired: 'Please upload your resume.',
  resumeNotPdf: 'Please select a PDF file.',
  /** ours */
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  /** ours */
  ctcInvalid: 'Enter an amount or N/A.',
  fillRequired: 'Fill all the required details.',
  requiredFieldsHint: 'Fields marked * are required.',
  /** ours */
  nameNoLinksOrHtml: 'Name cannot contain links or HTML.',
  /** ours */
  nameInvalidCharacters: 'Name can only contain letters, spaces, apostrophes, hyphens and periods.',
  /** ours */
  textNoHtml: 'HTML is not allowed in this field.',
  /** ours */
  phoneInvalid: 'Enter a valid phone number.',
  /** ours */
  urlInvalid: 'Enter a valid URL.',
  /** ours */
  linkInvalid: 'Enter a valid URL or a path starting with /.',
  /** ours */
  dateInvalid: 'Enter a valid date.',
  /** ours */
  locationRequired: 'Select at least one location.',
  /** ours */
  locationDuplicate: 'Each location can only be selected once.',
  /** ours */
  salaryRange: 'Minimum salary cannot be greater than maximum salary.',
  /** ours */
  experienceRange: 'Minimum experience cannot be greater than maximum experience.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** ours: "<Label> is required." */
export function requiredMessage(label: string): string {
  return `${label} is required.`;
}

/** ours: "<Label> must be at most <max> characters." */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/** ours: "Please select <what>." for select inputs, e.g. "Please select a budget." */
export function selectMessage(what: string): string {
  return `Please select ${what}.`;
}

/** ours: numeric range message, e.g. "Number of openings must be between 1 and 1000." */
export function rangeMessage(label: string, min: number, max: number): string {
  return `${label} must be between ${min} and ${max}.`;
}

/** ours (issue 27): the title of a form's error summary (GOV.UK's pattern, with the count). */
export function errorSummaryTitle(count: number): string {
  return count === 1 ? 'There is 1 problem to fix' : `There are ${count} problems to fix`;
}
