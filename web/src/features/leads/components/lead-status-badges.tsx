import type { LeadStatus, NotificationState } from '@app/shared/leads';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<LeadStatus, string> = {
  New: 'blue',
  Contacted: 'cyan',
  Qualified: 'violet',
  Won: 'green',
  Lost: 'gray',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}

const NOTIFICATION_LABELS: Record<NotificationState, { label: string; color: string }> = {
  sent: { label: 'Notified', color: 'green' },
  failed: { label: 'Not notified', color: 'red' },
  pending: { label: 'Not notified yet', color: 'yellow' },
};

/** Whether the sales inbox got the lead's notification mail. */
export function NotificationBadge({ state }: { state: NotificationState }) {
  const { label, color } = NOTIFICATION_LABELS[state] ?? NOTIFICATION_LABELS.pending;
  return (
    <Badge color={color} variant={state === 'sent' ? 'light' : 'filled'}>
      {label}
    </Badge>
  );
}
