import type { ApplicationStatus } from '@app/shared/careers';
import { Badge } from '@mantine/core';

/**
 * A colour per stage, so a list reads at a glance: early stages blue, interview and offer warm,
 * Hired green and Rejected red (one colour for all once made Rejected look like Hired).
 */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  New: 'blue',
  Screening: 'cyan',
  Interview: 'violet',
  Offer: 'orange',
  Hired: 'green',
  Rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={APPLICATION_STATUS_COLORS[status]} variant="light" data-status={status}>
      {status}
    </Badge>
  );
}
