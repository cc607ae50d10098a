import { notificationsStore } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { hasAdminScope } from '../lib/admin-area';

const NotificationsHost = lazy(() => import('./notifications-host'));
const AdminNotificationsHost = lazy(() => import('./admin-notifications-host'));

/**
 * Mounts the toast container the first time anything calls
 * `notifications.show(...)`: the store keeps the queued toast, and public
 * pages do not download the notifications code until a toast is needed.
 */
function NotificationsOnDemand() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notificationsStore.getState().notifications.length > 0) setNeeded(true);
    return notificationsStore.subscribe(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  // In the admin (leaving or entering it is a full page load) the admin's own stylesheet serves.
  const Host = hasAdminScope() ? AdminNotificationsHost : NotificationsHost;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}

/**
 * App-wide providers. Deliberately no MantineProvider here: public pages are
 * plain elements and CSS modules; Mantine's provider comes with the parts
 * that use Mantine components (see mantine-scope.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <NotificationsOnDemand />
      {children}
    </>
  );
}
