import { formatMoney, formatRupees } from '@app/shared/currency';
import { formatUsShortDate } from '@app/shared/dates';
import type { CampaignWithStats } from '@app/shared/schemas/campaign';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { AdminTable } from '../../../components/admin-list/admin-table';
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

/** Return on spend: (won value − spend) / spend, as a percentage. */
/** Won value per currency ("₹3.0L + $40K"); the rupee figure alone when nothing was won in dollars. */
function wonText(stats: CampaignWithStats['stats']): string {
  const usd = typeof stats.wonValueUSD === 'number' ? stats.wonValueUSD : 0;
  const inr = stats.wonValue ?? 0;
  if (!usd) return formatRupees(inr) || '₹0';
  return inr ? `${formatRupees(inr)} + ${formatMoney(usd, 'USD')}` : formatMoney(usd, 'USD');
}

function roiText(roi: number | null | undefined): string {
  return roi === null || roi === undefined ? '—' : `${Math.round(roi * 100)}%`;
}

/** Campaigns with their money (₹, shared formatter) and figures from real traffic; a row opens its links. */
export function CampaignsTable(props: Props) {
  return (
    <AdminTable<CampaignWithStats>
      label="Campaigns"
      rows={props.items}
      rowKey={(c) => c.id}
      rowData={(c) => ({ 'data-campaign': c.utmCampaign })}
      onOpen={props.onLinks}
      columns={[
        {
          header: 'Campaign',
          cell: (c) => (
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {c.name}
              </Text>
              <Group gap={6}>
                <Badge variant="light" size="sm">
                  {c.channel}
                </Badge>
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {c.utmCampaign}
                </Text>
              </Group>
            </Stack>
          ),
        },
        { header: 'Dates', priority: 2, cell: (c) => <Text size="sm">{period(c)}</Text> },
        { header: 'Budget', priority: 3, align: 'right', cell: (c) => formatRupees(c.budget) || '—' },
        { header: 'Spend', align: 'right', cell: (c) => formatRupees(c.spend) || '—' },
        {
          header: 'Visits',
          align: 'right',
          cellData: { 'data-stat': 'visitors' },
          cell: (c) => count.format(c.stats.visitors),
        },
        {
          header: 'Leads',
          align: 'right',
          cellData: { 'data-stat': 'conversions' },
          cell: (c) => count.format(c.stats.conversions),
        },
        {
          header: 'Cost per lead',
          priority: 3,
          align: 'right',
          cell: (c) => (c.stats.costPerLead === null ? '—' : formatRupees(c.stats.costPerLead)),
        },
        {
          header: 'Deals',
          priority: 2,
          align: 'right',
          cellData: { 'data-stat': 'deals' },
          cell: (c) => count.format(c.stats.deals ?? 0),
        },
        {
          header: 'Won value',
          align: 'right',
          cellData: { 'data-stat': 'wonValue' },
          cell: (c) => wonText(c.stats),
        },
        {
          header: 'ROI',
          align: 'right',
          cellData: { 'data-stat': 'roi' },
          // Spend is in rupees: dollar wins count at the SuperAdmin's rate, named beside the figure.
          cell: (c) =>
            c.stats.wonValueUSD ? (
              <span title={c.stats.rateLabel}>
                {roiText(c.stats.roi)}{' '}
                <Text span size="xs" c="dimmed">
                  ({c.stats.rateLabel})
                </Text>
              </span>
            ) : (
              roiText(c.stats.roi)
            ),
        },
      ]}
      actions={(c) => <Actions c={c} {...props} />}
    />
  );
}
