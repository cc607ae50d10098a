import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { type AuditEntryView, describeChanges } from '@app/shared/schemas/audit';
import { staffDateTime } from '@app/shared/staff-time';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AdminListBody } from '../../../components/admin-list/admin-list-body';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useStaffZone } from '../../../lib/staff-zone';
import { usePagedList } from '../../../lib/use-paged-list';
import { exportAudit } from '../api/export-audit';
import { AUDIT_LOG_KEY, listAudit } from '../api/list-audit';

/** Kinds of change staff make: the features of the non-public write routes ('case-studies' reads 'Case studies'). */
const KINDS = [
  ...new Set(
    (API_ROUTES as readonly RouteDef[])
      .filter((r) => r.access !== 'public' && r.method !== 'GET' && r.method !== 'ANY')
      .map((r) => r.feature),
  ),
]
  .sort()
  .map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1).replaceAll('-', ' ') }));

interface Filters {
  q?: string;
  member: string;
  entity: string;
  from: string;
  to: string;
}

/** The technical detail a manager rarely needs, behind a disclosure: route, request id, record id, status. */
function TechnicalDetail({ entry }: { entry: AuditEntryView }) {
  return (
    <details data-audit-detail>
      <Text component="summary" fz="xs" c="dimmed" style={{ cursor: 'pointer' }}>
        Technical detail
      </Text>
      <Text ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
        {entry.route} → {entry.status}
        <br />
        Request id: {entry.requestId}
        {entry.entityId && (
          <>
            <br />
            Record id: {entry.entityId}
          </>
        )}
      </Text>
    </details>
  );
}

/** The audit log: newest first, each entry a sentence; filtered by member, kind and days, exported as CSV. */
export function AuditLogPanel() {
  const zone = useStaffZone();
  const list = usePagedList<AuditEntryView, Filters>(
    AUDIT_LOG_KEY,
    listAudit,
    { member: '', entity: '', from: '', to: '' },
    50,
  );
  const [exporting, setExporting] = useState(false);
  const set = (patch: Partial<Filters>) => list.setFilters({ ...list.filters, ...patch });

  const onExport = async () => {
    setExporting(true);
    try {
      const { rows, truncated } = await exportAudit(list.query as Omit<Filters, 'q'>);
      notifications.show({
        color: truncated ? 'yellow' : 'green',
        message: truncated
          ? `Exported the first ${rows} entries; narrow the filters for the rest.`
          : `Exported ${rows} entries`,
      });
    } catch (error) {
      notifyApiError(error, 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Member (e-mail)"
          value={list.filters.member}
          onChange={(e) => set({ member: e.currentTarget.value })}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label="Kind"
          value={list.filters.entity}
          data={[{ value: '', label: 'All kinds' }, ...KINDS]}
          onChange={(e) => set({ entity: e.currentTarget.value })}
        />
        <TextInput
          label="From"
          type="date"
          value={list.filters.from}
          max={list.filters.to || undefined}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={list.filters.to}
          min={list.filters.from || undefined}
          onChange={(e) => set({ to: e.currentTarget.value })}
        />
        <Button variant="default" onClick={onExport} loading={exporting}>
          Export CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Every change staff make is recorded when it succeeds; entries cannot be edited or deleted here and
        expire after the stage's retention period. Names are shown as they are now; a person whose data was
        erased reads as erased.
      </Text>
      <ZoneNote />
      <AdminListBody
        list={list}
        errorTitle="Could not load the audit log"
        loaderLabel="Loading the audit log"
      >
        <AdminTable<AuditEntryView>
          label="Audit log"
          rows={list.items}
          rowKey={(e) => e.requestId}
          rowData={(e) => ({ 'data-audit-entity': e.entity })}
          panelTitle={(e) => e.sentence}
          columns={[
            { header: 'When', cell: (e) => staffDateTime(e.at, zone) },
            {
              header: 'What happened',
              cell: (e) => (
                <Text fz="sm" data-audit-sentence style={{ overflowWrap: 'anywhere' }}>
                  {e.sentence}
                  {e.changes && (
                    <Text component="span" display="block" fz="xs" c="dimmed">
                      {describeChanges(e.changes)}
                    </Text>
                  )}
                </Text>
              ),
            },
            { header: 'Member', priority: 2, cell: (e) => e.actorEmail || e.actorSub },
            // The technical detail gives way first, and even then stays folded.
            { header: 'Detail', priority: 3, cell: (e) => <TechnicalDetail entry={e} /> },
          ]}
        />
      </AdminListBody>
    </Stack>
  );
}
