import { TOAST } from '@app/shared/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { theme } from '../config/theme';

/** App-wide providers. Toasts: top-right, 5000 ms (SPEC §2, §9). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position={TOAST.position} autoClose={TOAST.autoClose} />
      {children}
    </MantineProvider>
  );
}
