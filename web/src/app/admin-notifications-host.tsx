import { TOAST } from '@app/shared/constants';
import { Notifications } from '@mantine/notifications';
import classes from './admin-notifications.module.css';
import AdminScope from './admin-scope';

/**
 * The toast container inside the admin area. It brings no CSS of its own: the
 * admin's complete stylesheet has the notifications styles already, and a
 * second copy of a component's CSS arriving later would beat rules of the same
 * weight there (the public set's UnstyledButton once wiped the current navbar
 * entry's background).
 */
export default function AdminNotificationsHost() {
  return (
    <AdminScope>
      <Notifications position={TOAST.position} autoClose={TOAST.autoClose} className={classes.root} />
    </AdminScope>
  );
}
