import { TOAST } from '@app/shared/constants';
import { Notifications } from '@mantine/notifications';
import AdminScope from './admin-scope';

/**
 * The toast container inside the admin area. It brings no CSS of its own: the
 * admin's complete stylesheet has the notifications styles already, and a
 * second copy of a component's CSS arriving later would beat rules of the same
 * weight there (the public set's UnstyledButton once wiped the current navbar
 * entry's background).
 */
/** The admin top bar's height (admin-shell.tsx) plus a small gap. */
export const ADMIN_TOAST_TOP = 60 + 8;

export default function AdminNotificationsHost() {
  return (
    <AdminScope>
      {/* Top right (SPEC), but below the admin's 60 px top bar: on top of it a toast hid the
          header's buttons at 1366 px and the whole bar on a phone. */}
      <Notifications position={TOAST.position} autoClose={TOAST.autoClose} style={{ top: ADMIN_TOAST_TOP }} />
    </AdminScope>
  );
}
