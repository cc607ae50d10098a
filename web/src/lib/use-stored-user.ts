import { useMemo, useSyncExternalStore } from 'react';
import { parseStoredUser, readStoredUserRaw, type StoredUser } from './stored-user';

/** Fired by sign-in and sign-out in this tab; `storage` covers other tabs. */
export const STORED_USER_EVENT = 'stored-user-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORED_USER_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORED_USER_EVENT, onChange);
  };
}

/**
 * The stored user, re-read on every render and on storage events. The server
 * snapshot is "signed out", so prerendered HTML hydrates without a mismatch
 * and the client then switches to the stored user.
 */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readStoredUserRaw, () => null);
  return useMemo(() => parseStoredUser(raw), [raw]);
}
