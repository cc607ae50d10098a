/**
 * Member-management answers the SPEC does not quote (ours). The SPEC's own
 * texts ('Invitation sent successfully!', 'Failed to delete member', ...) are
 * in MESSAGES.
 */
export const MEMBER_TEXTS = {
  alreadyMember: 'A member with this e-mail already exists.',
  notFound: 'No member with this e-mail was found.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastSuperAdmin: 'The last SuperAdmin cannot be removed. Make another member SuperAdmin first.',
  invalidCursor: 'The page link is no longer valid. Reload the list.',
  superAdminBusy: 'Another change to SuperAdmins is in progress. Try again in a moment.',
  alreadyActive: 'This member has already signed in. They can use "Forgot password?" on the sign-in page.',
  resendTooSoon:
    'An invitation was sent to this member less than a minute ago. Please wait before resending.',
  invitationResent: 'Invitation sent again',
  failedToResend: 'Failed to resend the invitation',
  displayNameSaved: 'Display name saved',
  failedToSaveDisplayName: 'Failed to save the display name',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;
