import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { type AuditEntry, describeChanges } from '@app/shared/schemas/audit';
import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AdminListBody } from '../../../components/admin-list/admin-list-body';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { notifyApiError } from '../../../lib/notify-api-error';
import { usePagedList } from '../../../lib/use-paged-list';
import { exportAudit } from '../api/export-audit';
import { AUDIT_LOG_KEY, listAudit } from '../api/list-audit';

/** Entities staff can change: the features of the non-public write routes. */
const ENTITIES = [
  ...new Set(
    (API_ROUTES as readonly RouteDef[])
      .filter((r) => r.access !== 'public' && r.method !== 'GET' && r.method !== 'ANY')
      .map((r) => r.feature),
  ),
].sort();

interface Filters {
  q?: string;
  member: string;
  entity: string;
  from: string;
  to: string;
}

const ACTION_COLORS: Record<AuditEntry['action'], string> = { create: 'teal', update: 'blue', delete: 'red' };
const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The audit log: newest first, filtered by member, entity and days, exported as CSV. */
export function AuditLogPanel() {
  const list = usePagedList<AuditEntry, Filters>(
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
          label="Member e-mail"
          value={list.filters.member}
          onChange={(e) => set({ member: e.currentTarget.value })}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label="Entity"
          value={list.filters.entity}
          data={[{ value: '', label: 'All' }, ...ENTITIES]}
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
        expire after the stage's retention period.
      </Text>
      <AdminListBody
        list={list}
        errorTitle="Could not load the audit log"
        loaderLabel="Loading the audit log"
      >
        <AdminTable<AuditEntry>
          label="Audit log"
          rows={list.items}
          rowKey={(e) => e.requestId}
          rowData={(e) => ({ 'data-audit-entity': e.entity })}
          panelTitle={(e) => `${e.action} ${e.entity}`}
          columns={[
            { header: 'Time', cell: (e) => time.format(new Date(e.at)) },
            { header: 'Member', cell: (e) => e.actorEmail || e.actorSub },
            {
              header: 'Action',
              cell: (e) => (
                <Badge variant="light" color={ACTION_COLORS[e.action]}>
                  {e.action}
                </Badge>
              ),
            },
            { header: 'Entity', cell: (e) => e.entity },
            {
              header: 'Record',
              cell: (e) => (
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {e.entityId ?? '—'}
                  {e.changes && (
                    <Text component="span" display="block" fz="xs" c="dimmed">
                      {describeChanges(e.changes)}
                    </Text>
                  )}
                </Text>
              ),
            },
            // The technical detail gives way first: it is in the row's panel.
            {
              header: 'Route',
              priority: 3,
              cell: (e) => (
                <Text ff="monospace" fz="xs">
                  {e.route}
                </Text>
              ),
            },
            {
              header: 'Request id',
              priority: 3,
              cell: (e) => (
                <Text ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                  {e.requestId}
                </Text>
              ),
            },
          ]}
        />
      </AdminListBody>
    </Stack>
  );
}
