import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The submit button's label, e.g. "Create campaign" or "Save changes". */
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  /** An action on the left, apart from Cancel and submit (e.g. delete); omitted when there is none. */
  start?: ReactNode;
}

/**
 * The last row of a form in a dialog: an optional action on the left, then
 * Cancel and the submit button on the right (Cancel is off while saving; the
 * submit button shows the progress).
 */
export function FormFooter({ submitLabel, saving, onCancel, start }: Props) {
  return (
    <Group justify="space-between">
      <div>{start}</div>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
