/** Fired by sign-in and sign-out in this tab; `storage` covers other tabs. */
export const STORED_USER_EVENT = 'stored-user-change';
