import { readableZoneName } from '@app/shared/time-zones';
import { Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { browserZone, savedStaffZone, setStaffZone, useStaffZone } from '../../../lib/staff-zone';

function allZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** Settings › Time zone: the zone every staff screen shows times in (this browser's by default). */
export function TimeZoneCard() {
  const zone = useStaffZone();
  const saved = savedStaffZone();
  const zones = useMemo(allZones, []);
  return (
    <Paper withBorder radius="md" p="md" aria-label="Time zone" id="time-zone">
      <Title order={2} fz="h4" mb="sm">
        Time zone
      </Title>
      <Text size="sm" mb="sm">
        Staff screens show dates and times in {readableZoneName(zone)}.{' '}
        {saved ? '' : "That is this browser's zone."}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Show times in"
          searchable
          data={zones}
          value={zone}
          onChange={(value) => value && setStaffZone(value)}
          w={280}
          allowDeselect={false}
        />
        <Button variant="default" disabled={!saved} onClick={() => setStaffZone(null)}>
          Use this browser's zone ({browserZone()})
        </Button>
      </Group>
    </Paper>
  );
}
