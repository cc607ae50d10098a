import { SOURCE_LABELS, TRAFFIC_SOURCES } from '@app/shared/analytics';
import { currencyOf, formatMoney } from '@app/shared/currency';
import { DEAL_LIMITS, DEAL_STAGE_LABELS, DEAL_STAGES } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { staffDay } from '@app/shared/staff-time';
import { Alert, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { saveCsv } from '../../../lib/save-csv';
import { type DealListFilters, listDeals, useDealList } from '../api/list-deals';
import { DEAL_CSV_HEAD, dealCsvRow } from './deal-csv';

type SortKey = 'createdAt' | 'value' | 'expectedCloseDate' | 'title';
const SORTS: Array<{ value: SortKey; label: string }> = [
  { value: 'createdAt', label: 'Newest' },
  { value: 'value', label: 'Value' },
  { value: 'expectedCloseDate', label: 'Close date' },
  { value: 'title', label: 'Title' },
];

function sorted(items: Deal[], key: SortKey) {
  const copy = [...items];
  if (key === 'value') return copy.sort((a, b) => b.value - a.value);
  if (key === 'title') return copy.sort((a, b) => a.title.localeCompare(b.title));
  if (key === 'expectedCloseDate')
    return copy.sort((a, b) => (a.expectedCloseDate ?? '9999').localeCompare(b.expectedCloseDate ?? '9999'));
  return copy;
}

/** The list view: filters on the server (owner, stage, close month, source), sort of the loaded rows, CSV. */
export function DealList({ onOpen }: { onOpen: (deal: Deal) => void }) {
  const [filters, setFilters] = useState<DealListFilters>({});
  const [sort, setSort] = useState<SortKey>('createdAt');
  const list = useDealList(filters);
  const items = list.data ? list.data.pages.flatMap((p) => p.items) : null;
  const [exportError, setExportError] = useState<string | null>(null);
  const error = exportError ?? (list.error ? apiErrorMessage(list.error, 'Could not load the deals') : null);
  const [exporting, setExporting] = useState(false);
  const more = () => void list.fetchNextPage();
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all: Deal[] = [];
      let next: string | null | undefined;
      do {
        const page = await listDeals({
          ...filters,
          limit: DEAL_LIMITS.maxPageSize,
          cursor: next ?? undefined,
        });
        all.push(...page.items);
        next = page.nextCursor;
      } while (next && all.length < DEAL_LIMITS.maxExportRows);
      saveCsv('deals', [DEAL_CSV_HEAD, ...sorted(all, sort).map(dealCsvRow)]);
    } catch (e) {
      setExportError(apiErrorMessage(e, 'Export failed'));
    } finally {
      setExporting(false);
    }
  };
  const set = (k: keyof DealListFilters, v: string) => setFilters((f) => ({ ...f, [k]: v || undefined }));
  const rows = useMemo(() => sorted(items ?? [], sort), [items, sort]);

  return (
    <>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Owner"
          placeholder="e-mail"
          w={200}
          onBlur={(e) => set('owner', e.currentTarget.value.trim())}
        />
        <NativeSelect
          label="Stage"
          data={[
            { value: '', label: 'All' },
            ...DEAL_STAGES.map((s) => ({ value: s, label: DEAL_STAGE_LABELS[s] })),
          ]}
          onChange={(e) => set('stage', e.currentTarget.value)}
        />
        <TextInput
          label="Close month"
          type="month"
          w={170}
          onChange={(e) => set('closeMonth', e.currentTarget.value)}
        />
        <NativeSelect
          label="Source"
          data={[
            { value: '', label: 'All' },
            ...TRAFFIC_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] })),
          ]}
          onChange={(e) => set('source', e.currentTarget.value)}
        />
        <NativeSelect
          label="Sort"
          data={SORTS}
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value as SortKey)}
        />
        <Button variant="default" onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {items && items.length === 0 && <Text>No deals match.</Text>}
      {rows.length > 0 && (
        <AdminTable<Deal>
          label="Deals table"
          rows={rows}
          rowKey={(d) => d.id}
          onOpen={onOpen}
          columns={[
            {
              header: 'Title',
              cell: (d) => (
                <Text fz="sm" fw={500}>
                  {d.title}
                </Text>
              ),
            },
            { header: 'Stage', cell: (d) => DEAL_STAGE_LABELS[d.stage] },
            { header: 'Value', cell: (d) => formatMoney(d.value, currencyOf(d)) },
            { header: 'Close', cell: (d) => (d.expectedCloseDate ? staffDay(d.expectedCloseDate) : '') },
            { header: 'Owner', priority: 2, cell: (d) => d.owner },
            { header: 'Source', priority: 2, cell: (d) => (d.source ? SOURCE_LABELS[d.source] : '') },
            { header: 'Campaign', priority: 3, cell: (d) => d.campaign ?? '' },
          ]}
          actions={(d) => (
            <Button size="xs" variant="light" onClick={() => onOpen(d)}>
              Open
            </Button>
          )}
        />
      )}
      {list.hasNextPage && (
        <Button variant="default" onClick={more} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      )}
    </>
  );
}
