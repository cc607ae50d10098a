import type { LeadKind } from '@app/shared/leads';
import type { LeadListQuery, LeadMeta, LeadPage } from '@app/shared/schemas/lead-admin';
import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminListBody } from '../../../components/admin-list/admin-list-body';
import { type AdminColumn, AdminTable } from '../../../components/admin-list/admin-table';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useStaffZone } from '../../../lib/staff-zone';
import { exportLeads } from '../api/export-leads';
import { useLinkedLead } from '../api/get-lead';
import { SourceCell } from './lead-attribution';
import { type DetailRow, LeadDetailDrawer } from './lead-detail-drawer';
import { LeadFilters } from './lead-filters';
import { OverdueBadge, OwnerCell } from './lead-owner';
import { NotificationBadge, StatusBadge } from './lead-status-badges';
import { useLeadList } from './use-lead-list';

/** A column of a lead list (its priority says when it gives way to the drawer). */
export type LeadColumn<T> = AdminColumn<T>;

export interface LeadsScreenProps<T extends LeadMeta> {
  kind: LeadKind;
  title: string;
  searchLabel: string;
  /** The list's cache key (its api file's, e.g. CONTACT_LEADS_KEY). */
  queryKey: readonly string[];
  fetcher: (query: LeadListQuery, signal?: AbortSignal) => Promise<LeadPage<T>>;
  columns: LeadColumn<T>[];
  detailTitle: (lead: T) => string;
  detailRows: (lead: T) => DetailRow[];
  /** The kind filter (meetings / let's-connect enquiries). */
  kindFilter?: boolean;
}

/** A sales list: filters, newest-first table with "Load more", status and mail badges, detail drawer. */
export function LeadsScreen<T extends LeadMeta>(props: LeadsScreenProps<T>) {
  const list = useLeadList(props.queryKey, props.fetcher);
  const zone = useStaffZone();
  // A staff mail links here with `?lead=<id>`: that lead's side panel opens.
  const [params, setParams] = useSearchParams();
  const [openId, setOpenIdState] = useState<string | null>(() => params.get('lead'));
  const setOpenId = (id: string | null) => {
    setOpenIdState(id);
    if (!id && params.has('lead')) {
      const next = new URLSearchParams(params);
      next.delete('lead');
      setParams(next, { replace: true });
    }
  };
  const [exporting, setExporting] = useState(false);
  const inList = list.items.find((l) => l.id === openId) ?? null;
  // A linked lead further down (or filtered out) is read on its own, beside the list.
  const linked = useLinkedLead<T>(props.kind, openId, !inList);
  const open = inList ?? linked.data ?? null;

  const onExport = async () => {
    setExporting(true);
    try {
      const { rows, truncated } = await exportLeads(props.kind, list.query, zone);
      notifications.show({
        color: truncated ? 'yellow' : 'green',
        title: 'Export',
        message: truncated
          ? `Exported the first ${rows} leads; narrow the filters for the rest.`
          : `Exported ${rows} leads`,
      });
    } catch (error) {
      notifyApiError(error, 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{props.title}</Title>
      <ZoneNote />
      <LeadFilters
        kindFilter={props.kindFilter}
        value={list.filters}
        onChange={list.setFilters}
        onExport={onExport}
        exporting={exporting}
        searchLabel={props.searchLabel}
      />
      <AdminListBody list={list} errorTitle="Could not load the leads" loaderLabel="Loading leads">
        <AdminTable<T>
          label={props.title}
          rows={list.items}
          rowKey={(lead) => lead.id}
          rowData={(lead) => ({ 'data-lead-id': lead.id })}
          onOpen={(lead) => setOpenId(lead.id)}
          columns={[
            ...props.columns,
            { header: 'Source', priority: 3, cell: (lead) => <SourceCell attribution={lead.attribution} /> },
            {
              // The owner under the status: one column fits beside the others at 1366 px (admin-layout).
              header: 'Status / owner',
              cell: (lead) => (
                <Stack gap={2}>
                  <Group gap={4}>
                    <StatusBadge status={lead.status} />
                    <OverdueBadge lead={lead} />
                  </Group>
                  <OwnerCell owner={lead.owner} />
                </Stack>
              ),
            },
            {
              header: 'Notification',
              priority: 2,
              cell: (lead) => <NotificationBadge state={lead.notification} />,
            },
          ]}
          actions={(lead) => (
            <Button size="xs" variant="light" onClick={() => setOpenId(lead.id)}>
              Open
            </Button>
          )}
        />
      </AdminListBody>
      <LeadDetailDrawer
        kind={props.kind}
        lead={open}
        title={props.detailTitle}
        rows={props.detailRows}
        onClose={() => setOpenId(null)}
        onChange={list.replace}
      />
    </Stack>
  );
}
