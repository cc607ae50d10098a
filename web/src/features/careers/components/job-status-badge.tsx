import type { JobDisplayStatus } from '@app/shared/careers';
import { Badge } from '@mantine/core';

const COLORS: Record<JobDisplayStatus, string> = { open: 'green', closed: 'gray', expired: 'orange' };
const LABELS: Record<JobDisplayStatus, string> = { open: 'Open', closed: 'Closed', expired: 'Expired' };

export function JobStatusBadge({ status }: { status: JobDisplayStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {LABELS[status]}
    </Badge>
  );
}
