import { ACTIVITY_LABELS } from '@app/shared/deals';
import type { DealActivity } from '@app/shared/schemas/deal';
import { staffDateTime } from '@app/shared/staff-time';
import { Stack, Text } from '@mantine/core';
import { useStaffZone } from '../../../lib/staff-zone';

/** A deal's timeline, newest first as stored; each time in the member's zone (the page names it once). */
export function DealActivities({ activities }: { activities: readonly DealActivity[] }) {
  const zone = useStaffZone();
  return (
    <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {activities.map((a) => (
        <li key={a.id}>
          <Text size="sm">
            <b>{ACTIVITY_LABELS[a.type]}</b> · {a.text}
          </Text>
          <Text size="xs" c="dimmed" data-activity-at={a.at}>
            {staffDateTime(a.at, zone)} · {a.by}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
