import { AppShell, Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminHeader } from './admin-header';
import { AdminNavbar } from './admin-navbar';
import classes from './admin-shell.module.css';

/** Parts of the public layout the shell shows, created by admin-routes.tsx (see AdminChrome there). */
export interface AdminChrome {
  /** The site footer (SPEC §2: on every page but /login and /dashboard). */
  footer: ReactNode;
  /** Scrolls to the top after a navigation, as on public pages. */
  scrollToTop: ReactNode;
}

/**
 * Mantine's AppShell around every signed-in admin screen: the navbar beside
 * the content from SPEC §9's md breakpoint (900 px) up, behind a burger below
 * it. `bare` (/dashboard, SPEC §2) leaves out the top bar and the footer; the
 * burger then sits above the page.
 */
export function AdminShell({
  bare = false,
  chrome,
  children,
}: {
  bare?: boolean;
  chrome: AdminChrome;
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  // A link in the navbar closes it on small screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => close(), [pathname, search]);

  return (
    <AppShell
      header={bare ? undefined : { height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {chrome.scrollToTop}
      {bare ? null : <AdminHeader opened={opened} onToggle={toggle} />}
      <AdminNavbar onClose={bare ? close : undefined} />
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        {bare ? (
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            size="sm"
            mb="sm"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={opened}
          />
        ) : null}
        {children}
      </AppShell.Main>
      {bare ? null : <Box className={classes.footer}>{chrome.footer}</Box>}
    </AppShell>
  );
}
