import { formatRupees } from '@app/shared/currency';
import { formatUsShortDate } from '@app/shared/dates';
import type { CampaignWithStats } from '@app/shared/schemas/campaign';
import { Badge, Box, Button, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ConfirmDeleteButton } from '../../../components/confirm-delete/confirm-delete-button';
import { useDeleteCampaign } from '../api/delete-campaign';

const count = new Intl.NumberFormat('en-IN');

interface Props {
  items: CampaignWithStats[];
  canWrite: boolean;
  onEdit: (c: CampaignWithStats) => void;
  onLinks: (c: CampaignWithStats) => void;
  onDeleted: (id: string) => void;
}

function period(c: CampaignWithStats) {
  return c.endDate
    ? `${formatUsShortDate(c.startDate)} – ${formatUsShortDate(c.endDate)}`
    : `From ${formatUsShortDate(c.startDate)}`;
}

function Actions({
  c,
  canWrite,
  onEdit,
  onLinks,
  onDeleted,
}: Omit<Props, 'items'> & { c: CampaignWithStats }) {
  const remove = useDeleteCampaign();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="light" onClick={() => onLinks(c)}>
        Links
      </Button>
      {canWrite && (
        <>
          <Button size="xs" variant="default" onClick={() => onEdit(c)}>
            Edit
          </Button>
          <ConfirmDeleteButton
            what={`campaign ${c.name}`}
            onConfirm={() => remove.mutateAsync(c.id)}
            onDeleted={() => onDeleted(c.id)}
            success="Campaign deleted"
          />
        </>
      )}
    </Group>
  );
}

/** Phones: one card per campaign instead of a wide table. */
function CampaignCards(props: Props) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {props.items.map((c) => (
        <Paper key={c.id} withBorder p="sm" radius="md" data-campaign-card={c.utmCampaign}>
          <Text fw={600}>{c.name}</Text>
          <Group gap={6} mb={4}>
            <Badge variant="light" size="sm">
              {c.channel}
            </Badge>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {c.utmCampaign}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {period(c)}
          </Text>
          <SimpleGrid cols={3} spacing={4} my="xs">
            {(
              [
                ['Visits', count.format(c.stats.visitors)],
                ['Leads', count.format(c.stats.conversions)],
                ['Cost per lead', c.stats.costPerLead === null ? '—' : formatRupees(c.stats.costPerLead)],
                ['Budget', formatRupees(c.budget) || '—'],
                ['Spend', formatRupees(c.spend) || '—'],
                ['Deals', count.format(c.stats.deals ?? 0)],
                ['Won value', formatRupees(c.stats.wonValue ?? 0) || '₹0'],
                ['ROI', roiText(c.stats.roi)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Actions c={c} {...props} />
        </Paper>
      ))}
    </Stack>
  );
}

/** Return on spend: (won value − spend) / spend, as a percentage. */
function roiText(roi: number | null | undefined): string {
  return roi === null || roi === undefined ? '—' : `${Math.round(roi * 100)}%`;
}

/** Campaigns with their money (₹, shared formatter) and figures from real traffic. */
export function CampaignsTable(props: Props) {
  const { items } = props;
  return (
    <>
      <CampaignCards {...props} />
      <Box visibleFrom="sm">
        <ScrollArea type="auto" offsetScrollbars>
          <Table striped highlightOnHover miw={980} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campaign</Table.Th>
                <Table.Th>Dates</Table.Th>
                <Table.Th ta="right">Budget</Table.Th>
                <Table.Th ta="right">Spend</Table.Th>
                <Table.Th ta="right">Visits</Table.Th>
                <Table.Th ta="right">Leads</Table.Th>
                <Table.Th ta="right">Cost per lead</Table.Th>
                <Table.Th ta="right">Deals</Table.Th>
                <Table.Th ta="right">Won value</Table.Th>
                <Table.Th ta="right">ROI</Table.Th>
                <Table.Th>
                  <span style={{ position: 'absolute', left: -10000 }}>Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((c) => (
                <Table.Tr key={c.id} data-campaign={c.utmCampaign}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {c.name}
                      </Text>
                      <Group gap={6}>
                        <Badge variant="light" size="sm">
                          {c.channel}
                        </Badge>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {c.utmCampaign}
                        </Text>
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{period(c)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatRupees(c.budget) || '—'}</Table.Td>
                  <Table.Td ta="right">{formatRupees(c.spend) || '—'}</Table.Td>
                  <Table.Td ta="right" data-stat="visitors">
                    {count.format(c.stats.visitors)}
                  </Table.Td>
                  <Table.Td ta="right" data-stat="conversions">
                    {count.format(c.stats.conversions)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {c.stats.costPerLead === null ? '—' : formatRupees(c.stats.costPerLead)}
                  </Table.Td>
                  <Table.Td ta="right" data-stat="deals">
                    {count.format(c.stats.deals ?? 0)}
                  </Table.Td>
                  <Table.Td ta="right" data-stat="wonValue">
                    {formatRupees(c.stats.wonValue ?? 0) || '₹0'}
                  </Table.Td>
                  <Table.Td ta="right" data-stat="roi">
                    {roiText(c.stats.roi)}
                  </Table.Td>
                  <Table.Td>
                    <Actions c={c} {...props} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>
    </>
  );
}
