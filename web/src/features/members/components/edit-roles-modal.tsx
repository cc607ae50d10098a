import { MESSAGES } from '@app/shared/constants';
import type { Role } from '@app/shared/roles';
import { type MemberSummary, memberRolesUpdateSchema } from '@app/shared/schemas/member';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useUpdateMemberRoles } from '../api/update-member-roles';
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
  const updateMemberRoles = useUpdateMemberRoles();
  const form = useForm({
    initialValues: { email: '', roles: [] as Role[] },
    validate: schemaResolver(memberRolesUpdateSchema),
  });
  // Each opened member starts from their own roles, without the last one's error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable enough; reset on member only.
  useEffect(() => {
    form.setValues({ email: member?.email ?? '', roles: member?.roles ?? [] });
    form.clearErrors();
  }, [member]);

  const save = form.onSubmit(async (values) => {
    if (!member) return;
    try {
      await updateMemberRoles.run(memberRolesUpdateSchema.parse(values));
      notifySuccess(MESSAGES.rolesUpdated);
      onSaved();
      onClose();
    } catch (caught) {
      notifyFailure(caught, { failed: MESSAGES.failedToUpdateRoles, error: MESSAGES.errorUpdatingRoles });
    }
  });

  return (
    <Modal opened={member !== null} onClose={onClose} title="Edit roles" centered>
      <Stack>
        <Text size="sm">{member?.email}</Text>
        <RoleCheckboxes
          value={form.values.roles}
          onChange={(roles) => form.setFieldValue('roles', roles)}
          error={form.errors.roles ?? form.errors['roles.0']}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => save()} loading={updateMemberRoles.isPending}>
            Save roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
