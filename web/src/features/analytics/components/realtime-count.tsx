import type { RealtimeCount as Realtime } from '@app/shared/analytics';
import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getRealtime } from '../api/get-realtime';

const REFRESH_MS = 30_000;

/** Visitors in the last 30 minutes, refreshed every 30 seconds while the screen is open. */
export function RealtimeCount() {
  const [value, setValue] = useState<Realtime | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    const load = () =>
      getRealtime(ctrl.signal)
        .then(setValue)
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      clearInterval(timer);
      ctrl.abort();
    };
  }, []);
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
