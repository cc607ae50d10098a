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
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { AdminTable } from '../../../components/admin-list/admin-table';
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
          <div aria-busy={members.loading}>
            <AdminTable<MemberSummary>
              label="Members"
              rows={members.items}
              rowKey={(m) => m.id}
              rowData={(m) => ({ 'data-email': m.email })}
              panelTitle={(m) => m.displayName ?? m.email}
              columns={[
                {
                  header: 'Email',
                  cell: (m) => (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {m.email}
                    </Text>
                  ),
                },
                { header: 'Name', cell: (m) => m.displayName ?? '—' },
                {
                  header: 'Roles',
                  cell: (m) => (
                    <Group gap={4}>
                      {m.roles.map((r) => (
                        <Badge key={r} variant="light">
                          {ROLE_LABELS[r]}
                        </Badge>
                      ))}
                    </Group>
                  ),
                },
                { header: 'Status', cell: (m) => STATUS_LABELS[m.status] ?? m.status },
              ]}
              actions={(member) => (
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
                    title={member.email === selfEmail ? 'You cannot delete your own account.' : undefined}
                    onClick={() => setDeleting(member)}
                  >
                    Delete
                  </Button>
                </Group>
              )}
            />
          </div>
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
