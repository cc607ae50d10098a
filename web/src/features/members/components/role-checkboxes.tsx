import { ROLE_LABELS, ROLES, type Role } from '@app/shared/roles';
import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The six roles of SPEC §6 (ContentWriter shown as "Content Writer"). */
export function RoleCheckboxes({
  value,
  onChange,
  error,
  label = 'Roles',
}: {
  value: Role[];
  onChange: (roles: Role[]) => void;
  error?: ReactNode;
  label?: string;
}) {
  return (
    <Checkbox.Group
      label={label}
      value={value}
      onChange={(v) => onChange(v as Role[])}
      error={error}
      withAsterisk
    >
      <Group mt="xs" gap="md">
        {ROLES.map((role) => (
          <Checkbox key={role} value={role} label={ROLE_LABELS[role]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
