import { useMemo, useSyncExternalStore } from 'react';
import { parseStoredUser, readStoredUserRaw, type StoredUser } from './stored-user';

import { STORED_USER_EVENT } from './stored-user-event';

export { STORED_USER_EVENT };

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
