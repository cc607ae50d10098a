import { sidebarFor } from '@app/shared/admin-screens';
import { ROLE_LABELS } from '@app/shared/roles';
import { Box, Divider, NavLink, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';

/** The screens the member's roles allow, by dashboard group (shared/src/admin-screens.ts). */
export function AdminSidebar() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const sections = sidebarFor(user?.roles ?? []);
  const link = (to: string, label: string) => (
    <NavLink key={to} component={Link} to={to} label={label} active={pathname === to} />
  );
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label="Admin">
      <Stack gap={2} px="xs" py={6}>
        <Text size="sm" fw={600} truncate>
          {user?.email}
        </Text>
        <Text size="xs" c="dimmed">
          {user?.roles.length ? user.roles.map((r) => ROLE_LABELS[r]).join(', ') : 'No roles'}
        </Text>
      </Stack>
      <Divider my={6} />
      <Box mah="70vh" style={{ overflowY: 'auto' }}>
        {link('/dashboard', 'Dashboard')}
        {sections.map((section) => (
          <Stack key={section.group} gap={0} mt="xs">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" py={4}>
              {section.group}
            </Text>
            {section.screens.map((s) => link(s.path, s.title))}
          </Stack>
        ))}
      </Box>
      <Divider my={6} />
      {link('/admin/logout', 'Logout')}
    </Paper>
  );
}
