/**
 * Mantine's provider and the small component CSS set the parts of public
 * pages that use Mantine share: the lead-form islands, the blog staff actions
 * and the toasts. Public pages render without it (plain elements and CSS
 * modules), which keeps Mantine's runtime out of their initial JavaScript;
 * each of those parts loads this chunk. The admin area has its own scope with
 * Mantine's complete stylesheet (admin-scope.tsx). All of it is layered, as
 * app/styles.ts explains, so the toasts' CSS cannot restyle the admin.
 */
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Badge.layer.css';
// The visitor's meeting and talent-pool pages say what happened in an Alert.
import '@mantine/core/styles/Alert.layer.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { accessibleColors } from '../config/accessible-colors';
import { theme } from '../config/theme';

export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={accessibleColors}>
      {children}
    </MantineProvider>
  );
}
