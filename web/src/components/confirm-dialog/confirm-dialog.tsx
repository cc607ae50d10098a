import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming button's text, e.g. "Close job". */
  confirmLabel: string;
  /** Shown on the confirming button while the action runs, e.g. "Deleting...". */
  busyLabel?: string;
  busy?: boolean;
  /** Red confirm button for actions that remove something. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (close a job, reset a section, remove an image, delete). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {typeof children === 'string' ? <Text mb="md">{children}</Text> : children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={onConfirm}
          disabled={busy}
          loading={busy && !busyLabel}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
