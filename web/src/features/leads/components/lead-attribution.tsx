import { type Attribution, SOURCE_LABELS } from '@app/shared/analytics';
import { Stack, Table, Text } from '@mantine/core';

/** 'E-mail · spring-test' (source and campaign), or a dash when the lead has no attribution. */
export function SourceCell({ attribution }: { attribution?: Attribution }) {
  if (!attribution)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{SOURCE_LABELS[attribution.source]}</Text>
      {attribution.utmCampaign && (
        <Text size="xs" c="dimmed" ff="monospace">
          {attribution.utmCampaign}
        </Text>
      )}
    </Stack>
  );
}

const VIA = {
  landing: 'Landing page sent with the form',
  visit: 'First visit of the day (server)',
} as const;

/** The lead's first touch in the drawer: source, UTM tags, landing page and how it was known. */
export function AttributionTable({ attribution }: { attribution?: Attribution }) {
  if (!attribution)
    return (
      <Text size="sm" c="dimmed" data-testid="lead-attribution">
        No attribution: the visit was not recorded (Global Privacy Control, or no page view from this visitor
        today).
      </Text>
    );
  const rows: Array<[string, string | undefined]> = [
    ['Source', SOURCE_LABELS[attribution.source]],
    ['Referrer', attribution.referrer],
    ['UTM campaign', attribution.utmCampaign],
    ['UTM source', attribution.utmSource],
    ['UTM medium', attribution.utmMedium],
    ['UTM term', attribution.utmTerm],
    ['UTM content', attribution.utmContent],
    ['Landing page', attribution.landingPage],
    ['Known from', VIA[attribution.via]],
  ];
  return (
    <Table variant="vertical" withTableBorder data-testid="lead-attribution">
      <Table.Tbody>
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
