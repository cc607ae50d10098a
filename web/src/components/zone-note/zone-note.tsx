import { zoneNote } from '@app/shared/staff-time';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useStaffZone } from '../../lib/staff-zone';

/** Names the screen's zone once ("Times in Eastern Time (New York)."), with a link to change it. */
export function ZoneNote() {
  const zone = useStaffZone();
  return (
    <Text size="sm" c="dimmed" data-zone-note={zone}>
      {zoneNote(zone)}{' '}
      <Anchor component={Link} to="/admin/settings#time-zone" size="sm">
        Change
      </Anchor>
    </Text>
  );
}
