import { formatUsShortDate } from '@app/shared/dates';
import type { UntrackedCampaign } from '@app/shared/schemas/campaign';
import { Button, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';

interface Props {
  items: UntrackedCampaign[];
  range: { from: string; to: string };
  canWrite: boolean;
  onCreate: (utmCampaign: string) => void;
}

/** UTM campaigns that brought visits but have no campaign record (a typo, or a partner's own link). */
export function UntrackedCampaigns({ items, range, canWrite, onCreate }: Props) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h4">
        Seen in traffic, not created
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        utm_campaign values from {formatUsShortDate(range.from)} to {formatUsShortDate(range.to)} that no
        campaign uses.
      </Text>
      {items.length === 0 ? (
        <Text size="sm">Every tagged visit in this period belongs to a campaign.</Text>
      ) : (
        <ScrollArea type="auto">
          <Table verticalSpacing={4} fz="sm" miw={360}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>utm_campaign</Table.Th>
                <Table.Th ta="right">Visits</Table.Th>
                <Table.Th ta="right">Leads</Table.Th>
                {canWrite && (
                  <Table.Th>
                    <span style={{ position: 'absolute', left: -10000 }}>Actions</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((u) => (
                <Table.Tr key={u.utmCampaign} data-untracked={u.utmCampaign}>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {u.utmCampaign}
                  </Table.Td>
                  <Table.Td ta="right">{u.visitors}</Table.Td>
                  <Table.Td ta="right">{u.conversions}</Table.Td>
                  {canWrite && (
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onCreate(u.utmCampaign)}
                        aria-label={`Create a campaign for ${u.utmCampaign}`}
                      >
                        Create
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
