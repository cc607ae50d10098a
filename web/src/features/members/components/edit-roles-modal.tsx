import { MESSAGES } from '@app/shared/constants';
import type { Role } from '@app/shared/roles';
import { type MemberSummary, memberRolesSchema } from '@app/shared/schemas/member';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { updateMemberRoles } from '../api/update-member-roles';
import { notifyFailure, notifySuccess } from './outcome';
import { RoleCheckboxes } from './role-checkboxes';

export function EditRolesModal({
  member,
  onClose,
  onSaved,
}: {
  member: MemberSummary | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [roles, setRoles] = useState<Role[]>([]);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setRoles(member?.roles ?? []);
    setError(undefined);
  }, [member]);

  async function save() {
    if (!member) return;
    const parsed = memberRolesSchema.safeParse(roles);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.rolesMin);
      return;
    }
    setSaving(true);
    try {
      await updateMemberRoles({ email: member.email, roles: parsed.data });
      notifySuccess(MESSAGES.rolesUpdated);
      onSaved();
      onClose();
    } catch (caught) {
      notifyFailure(caught, { failed: MESSAGES.failedToUpdateRoles, error: MESSAGES.errorUpdatingRoles });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={member !== null} onClose={onClose} title="Edit roles" centered>
      <Stack>
        <Text size="sm">{member?.email}</Text>
        <RoleCheckboxes value={roles} onChange={setRoles} error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving}>
            Save roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
