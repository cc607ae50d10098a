/**
 * Mantine's provider and the small component CSS set the parts of public
 * pages that use Mantine share: the lead-form islands, the blog staff actions
 * and the toasts. Public pages render without it (plain elements and CSS
 * modules), which keeps Mantine's runtime out of their initial JavaScript;
 * each of those parts loads this chunk. The admin area has its own scope with
 * Mantine's complete stylesheet (admin-scope.tsx).
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
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

export default MantineScope;
