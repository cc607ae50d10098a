import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { TOAST } from '@app/shared/constants';
import { Notifications } from '@mantine/notifications';
import { MantineScope } from './mantine-scope';

/** The toast container, loaded on demand (see provider.tsx). Toasts: top-right, 5000 ms (SPEC §2, §9). */
export default function NotificationsHost() {
  return (
    <MantineScope>
      <Notifications position={TOAST.position} autoClose={TOAST.autoClose} />
    </MantineScope>
  );
}
