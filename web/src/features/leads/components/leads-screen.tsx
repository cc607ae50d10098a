import './admin-styles';
import type { LeadKind } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import type { LeadListQuery, LeadMeta, LeadPage } from '@app/shared/schemas/lead-admin';
import { Alert, Button, Center, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { notifyApiError } from '../../../lib/notify-api-error';
import { exportLeads } from '../api/export-leads';
import { type DetailRow, LeadDetailDrawer } from './lead-detail-drawer';
import { LeadFilters } from './lead-filters';
import { NotificationBadge, StatusBadge } from './lead-status-badges';
import { useLeadList } from './use-lead-list';

export interface LeadColumn<T> {
  header: string;
  cell: (lead: T) => ReactNode;
}

export interface LeadsScreenProps<T extends LeadMeta> {
  kind: LeadKind;
  title: string;
  searchLabel: string;
  fetcher: (query: LeadListQuery, signal?: AbortSignal) => Promise<LeadPage<T>>;
  columns: LeadColumn<T>[];
  detailTitle: (lead: T) => string;
  detailRows: (lead: T) => DetailRow[];
}

/** A sales list: filters, newest-first table with "Load more", status and mail badges, detail drawer. */
export function LeadsScreen<T extends LeadMeta>(props: LeadsScreenProps<T>) {
  const list = useLeadList(props.fetcher);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const open = list.items.find((l) => l.id === openId) ?? null;

  const onExport = async () => {
    setExporting(true);
    try {
      const { rows, truncated } = await exportLeads(props.kind, list.query);
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

  let body: ReactNode;
  if (list.error && list.items.length === 0)
    body = (
      <Alert color="red" title="Could not load the leads">
        <Button size="xs" variant="light" onClick={list.reload}>
          Try again
        </Button>
      </Alert>
    );
  else if (list.loading && list.items.length === 0)
    body = (
      <Center py="xl">
        <Loader aria-label="Loading leads" />
      </Center>
    );
  else if (list.items.length === 0)
    body = (
      <Text ta="center" py="xl" c="dimmed">
        {MESSAGES.noDataFound}
      </Text>
    );
  else
    body = (
      <ScrollArea>
        <Table striped highlightOnHover miw={800}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((c) => (
                <Table.Th key={c.header}>{c.header}</Table.Th>
              ))}
              <Table.Th>Status</Table.Th>
              <Table.Th>Notification</Table.Th>
              <Table.Th>
                <span style={{ position: 'absolute', left: -10000 }}>Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((lead) => (
              <Table.Tr key={lead.id} data-lead-id={lead.id}>
                {props.columns.map((c) => (
                  <Table.Td key={c.header}>{c.cell(lead)}</Table.Td>
                ))}
                <Table.Td>
                  <StatusBadge status={lead.status} />
                </Table.Td>
                <Table.Td>
                  <NotificationBadge state={lead.notification} />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setOpenId(lead.id)}>
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );

  return (
    <Stack gap="md" p="md">
      <Title order={1}>{props.title}</Title>
      <LeadFilters
        value={list.filters}
        onChange={list.setFilters}
        onExport={onExport}
        exporting={exporting}
        searchLabel={props.searchLabel}
      />
      {body}
      {list.hasMore ? (
        <Button
          variant="default"
          onClick={list.loadMore}
          loading={list.loading}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      ) : null}
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
