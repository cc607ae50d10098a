import { MESSAGES } from '@app/shared/messages';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

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
      <ConfirmDialog
        opened={open}
        title={`Delete ${what}?`}
        confirmLabel="Delete"
        busyLabel={MESSAGES.deleting}
        busy={busy}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        This removes it from the website. It cannot be undone.
      </ConfirmDialog>
    </>
  );
}
