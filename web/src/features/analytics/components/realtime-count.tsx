import type { RealtimeCount as Realtime } from '@app/shared/analytics';
import { Badge } from '@mantine/core';
import { useRealtime } from '../api/get-realtime';

/** Visitors in the last 30 minutes, refreshed every 30 seconds while the screen is open. */
export function RealtimeCount() {
  // A failed read keeps the last count (or the placeholder): the badge is a hint, not an error.
  const value: Realtime | null = useRealtime().data ?? null;
  return (
    <Badge
      size="lg"
      variant="dot"
      tt="none"
      color="teal"
      data-testid="realtime"
      title="Visitors seen in the last 30 minutes"
    >
      {value === null
        ? 'Realtime…'
        : `${value.visitors} ${value.visitors === 1 ? 'visitor' : 'visitors'} in the last ${value.minutes} minutes`}
    </Badge>
  );
}
