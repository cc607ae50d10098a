import { MESSAGES } from '@app/shared/messages';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';

export interface ConfirmDeleteButtonProps {
  /** What is deleted, e.g. `testimonial by Priya Sharma` (also the button's accessible name). */
  what: string;
  onConfirm: () => Promise<unknown>;
  onDeleted: () => void;
  success: string;
  failure?: string;
}

/** Delete with a confirmation dialog; "Deleting..." during the call; toasts for both outcomes. */
export function ConfirmDeleteButton({
  what,
  onConfirm,
  onDeleted,
  success,
  failure = MESSAGES.deleteFailed,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      notifications.show({ color: 'green', message: success });
      setOpen(false);
      onDeleted();
    } catch (error) {
      notifications.show({ color: 'red', title: failure, message: apiErrorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${what}`}
      >
        Delete
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Delete ${what}?`} centered>
        <Text mb="md">This removes it from the website. It cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} disabled={busy}>
            {busy ? MESSAGES.deleting : 'Delete'}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
