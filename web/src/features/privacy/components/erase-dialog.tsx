import { PRIVACY_MESSAGES } from '@app/shared/schemas/privacy';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface Props {
  email: string;
  opened: boolean;
  erasing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Erasure cannot be undone: the person's address must be typed to confirm (case and spaces do not matter). */
export function EraseDialog({ email, opened, erasing, onClose, onConfirm }: Props) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();
  return (
    <Modal opened={opened} onClose={onClose} title="Erase this person's data" centered>
      <Stack gap="sm">
        <Text size="sm">
          Every record found is deleted, résumé files with every stored version; deals keep their figures and
          lose the person. This cannot be undone.
        </Text>
        <TextInput
          label="Type the e-mail address to confirm"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={typed && !matches ? PRIVACY_MESSAGES.confirmMismatch : undefined}
          autoComplete="off"
          data-testid="erase-confirm-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={erasing}>
            Cancel
          </Button>
          <Button color="red" disabled={!matches} loading={erasing} onClick={onConfirm}>
            Erase everything
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
