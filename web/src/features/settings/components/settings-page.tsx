import { groupsFor } from '@app/shared/permissions';
import { ROLE_LABELS } from '@app/shared/roles';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { pageTitle } from '../../../config/page-title';
import { useAuth } from '../../../lib/auth-context';
import { ChangePasswordForm } from './change-password-form';
import { CurrencyCard } from './currency-card';
import { DisplayNameForm } from './display-name-form';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';
import { TimeZoneCard } from './time-zone-card';

/** /admin/settings: the member's profile (Employee "profile" item), the password change and "Sign out everywhere". */
export default function SettingsPage() {
  const { user } = useAuth();
  useDocumentTitle(pageTitle('Settings'));
  const roles = user?.roles ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Settings</Title>
      <Paper withBorder radius="md" p="md" aria-label="Profile">
        <Title order={2} fz="h4" mb="sm">
          Profile
        </Title>
        <Table variant="vertical" withTableBorder={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>Email</Table.Th>
              <Table.Td>{user?.email}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Display name</Table.Th>
              <Table.Td>{typeof user?.displayName === 'string' ? user.displayName : '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Roles</Table.Th>
              <Table.Td>{roles.map((r) => ROLE_LABELS[r]).join(', ') || '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Dashboard groups</Table.Th>
              <Table.Td>
                <Text size="sm">{groupsFor(roles).join(', ') || '—'}</Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <DisplayNameForm />
      <TimeZoneCard />
      <CurrencyCard />
      <ChangePasswordForm />
      <SignOutEverywhereCard />
    </Stack>
  );
}
