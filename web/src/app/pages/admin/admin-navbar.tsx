import { type AdminScreen, type SidebarSection, sidebarFor } from '@app/shared/admin-screens';
import { ROLE_LABELS } from '@app/shared/roles';
import { AppShell, CloseButton, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { preloadScreens, SCREEN_PAGES } from './screens';

/**
 * Up to this many screens the navbar lists every group open; beyond it (a
 * SuperAdmin has 20+) each group folds and one is open at a time (the one of
 * the current screen to start with), so every screen stays reachable without
 * an inner scroll at 900 px of height.
 */
const FLAT_LIMIT = 12;

const labelOf = (s: AdminScreen) => s.navLabel ?? s.title;

function ScreenLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  const client = useQueryClient();
  // Pointing at a link (or tabbing to it) loads its screen and its first read, so the click finds them.
  const prefetch = () => void SCREEN_PAGES[to]?.prefetch(client).catch(() => undefined);
  return (
    <NavLink
      component={Link}
      to={to}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="filled"
      // The site's unlayered `a { color }` (global.css) beats Mantine's layered active colour: set it inline.
      c={active ? 'white' : undefined}
      py={6}
    />
  );
}

/**
 * The screens the member's roles allow, by dashboard group
 * (shared/src/admin-screens.ts). `onClose` adds a close button for small
 * screens when there is no top bar with the burger (/dashboard).
 */
export function AdminNavbar({ onClose }: { onClose?: () => void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const sections = sidebarFor(user?.roles ?? []);
  const paths = sections.flatMap((s) => s.screens.map((x) => x.path)).join(' ');
  // After sign-in, while the member looks at the page, every screen of the sidebar loads in the
  // background, one chunk after the other, so a click no longer waits for a download.
  useEffect(() => {
    if (!paths) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void preloadScreens(paths.split(' ')));
    return () => cancel(handle);
  }, [paths]);
  const folded = sections.reduce((n, s) => n + s.screens.length, 0) > FLAT_LIMIT;
  const current = sections.find((s) => s.screens.some((x) => x.path === pathname))?.group ?? null;
  const [open, setOpen] = useState<string | null>(current);
  // Navigating to another group's screen (e.g. from a dashboard card) opens that group.
  useEffect(() => {
    if (current) setOpen(current);
  }, [current]);
  const link = (s: AdminScreen) => (
    <ScreenLink key={s.path} to={s.path} label={labelOf(s)} active={pathname === s.path} />
  );
  const group = (section: SidebarSection) =>
    folded ? (
      <NavLink
        key={section.group}
        label={section.group}
        fw={600}
        py={6}
        opened={open === section.group}
        onChange={(opened) => setOpen(opened ? section.group : null)}
        childrenOffset="sm"
      >
        {section.screens.map(link)}
      </NavLink>
    ) : (
      <Stack key={section.group} gap={0} mt={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" py={4}>
          {section.group}
        </Text>
        {section.screens.map(link)}
      </Stack>
    );

  return (
    <AppShell.Navbar aria-label="Admin" p="xs">
      <AppShell.Section px="xs" py={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate="end">
            {user?.email}
          </Text>
          {onClose ? <CloseButton hiddenFrom="md" onClick={onClose} aria-label="Close navigation" /> : null}
        </Group>
        <Text size="xs" c="dimmed">
          {user?.roles.length ? user.roles.map((r) => ROLE_LABELS[r]).join(', ') : 'No roles'}
        </Text>
      </AppShell.Section>
      <Divider my={6} />
      <AppShell.Section grow style={{ overflowY: 'auto' }}>
        <ScreenLink
          to="/dashboard"
          label="Dashboard"
          active={pathname === '/dashboard' || pathname === '/admin'}
        />
        {sections.map(group)}
      </AppShell.Section>
      <Divider my={6} />
      <AppShell.Section>
        <ScreenLink to="/admin/logout" label="Logout" active={false} />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
