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
} as const;
