/**
 * The admin area's Mantine: the complete stylesheet of @mantine/core plus the
 * dates, notifications and tiptap styles, loaded once with this chunk, so no
 * admin screen can miss a component's CSS (issue 13). The `.layer.css`
 * variants put all of it in `@layer mantine`, so the site's own unlayered CSS
 * (app/styles.ts: brand variables, focus rings) keeps precedence whatever
 * order the files arrive in.
 *
 * Public pages never load this: the form islands and toasts use the small
 * per-component set in mantine-scope.tsx. Leaving the admin for a public
 * page is a full page load (lib/admin-area.ts), so this CSS never reaches one.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/tiptap/styles.layer.css';
import './admin-scope.css';
import { Anchor, Badge, createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import type { ReactNode } from 'react';
import { accessibleColors } from '../config/accessible-colors';
import { theme } from '../config/theme';
import { markAdminScopeLoaded } from '../lib/admin-area';

markAdminScopeLoaded();

/**
 * Admin-only adjustments: a badge in a narrow table column keeps its whole
 * word (Mantine's ellipsis turned "New" into "NE…"); links are underlined, so
 * a link inside a sentence is not told apart by colour alone (WCAG 1.4.1).
 */
const adminTheme = mergeThemeOverrides(
  theme,
  createTheme({
    components: {
      Badge: Badge.extend({ styles: { label: { overflow: 'visible' } } }),
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    },
  }),
);

export default function AdminScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={adminTheme} forceColorScheme="light" cssVariablesResolver={accessibleColors}>
      {children}
    </MantineProvider>
  );
}
