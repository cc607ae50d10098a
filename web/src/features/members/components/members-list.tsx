import { MESSAGES } from '@app/shared/constants';
import { ROLE_LABELS, ROLES, type Role } from '@app/shared/roles';
import type { MemberSummary } from '@app/shared/schemas/member';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useMembers } from '../api/list-members';
import { DeleteMemberModal } from './delete-member-modal';
import { EditRolesModal } from './edit-roles-modal';
import { ResendInviteButton } from './resend-invite-button';

const STATUS_LABELS: Record<string, string> = {
  CONFIRMED: 'Active',
  FORCE_CHANGE_PASSWORD: 'Invited',
  RESET_REQUIRED: 'Password reset required',
};

/**
 * The member directory: search anywhere in the e-mail or name (debounced; the
 * server answers from the member records with a bounded Query), role filter,
 * load more, edit roles, resend an invitation, delete.
 */
export function MembersList({ selfEmail, version }: { selfEmail: string; version: number }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [debounced] = useDebouncedValue(search, 300);
  const filters = useMemo(() => ({ q: debounced, role, version }), [debounced, role, version]);
  const members = useMembers(filters);
  const [editing, setEditing] = useState<MemberSummary | null>(null);
  const [deleting, setDeleting] = useState<MemberSummary | null>(null);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <Title order={2} fz="h4">
          Members
        </Title>
        <Group align="flex-end">
          <TextInput
            label="Search by e-mail or name"
            placeholder="Any part of an e-mail or name"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <NativeSelect
            label="Role"
            data={[
              { value: '', label: 'All roles' },
              ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
            ]}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as Role | '')}
            w={200}
          />
        </Group>
        {members.error !== null && (
          <Alert color="red" variant="light">
            {apiErrorMessage(members.error, MESSAGES.somethingWentWrong)}
          </Alert>
        )}
        {!members.loading && members.error === null && members.items.length === 0 ? (
          <Stack gap={4} align="center" py="xl">
            <Text fw={600}>{MESSAGES.noMembersFound}</Text>
            <Text c="dimmed" size="sm">
              {MESSAGES.noMembersFoundHint}
            </Text>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720} type="native">
            <Table striped verticalSpacing="sm" aria-busy={members.loading}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Roles</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.items.map((member) => (
                  <Table.Tr key={member.id} data-email={member.email}>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{member.displayName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {member.roles.map((r) => (
                          <Badge key={r} variant="light">
                            {ROLE_LABELS[r]}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{STATUS_LABELS[member.status] ?? member.status}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing(member)}>
                          Edit roles
                        </Button>
                        {member.status === 'FORCE_CHANGE_PASSWORD' && <ResendInviteButton member={member} />}
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          disabled={member.email === selfEmail}
                          title={
                            member.email === selfEmail ? 'You cannot delete your own account.' : undefined
                          }
                          onClick={() => setDeleting(member)}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {members.hasMore && (
          <Group justify="center">
            <Button variant="default" loading={members.loading} onClick={() => void members.loadMore()}>
              Load more
            </Button>
          </Group>
        )}
      </Stack>
      <EditRolesModal member={editing} onClose={() => setEditing(null)} onSaved={members.reload} />
      <DeleteMemberModal member={deleting} onClose={() => setDeleting(null)} onDeleted={members.reload} />
    </Paper>
  );
}
