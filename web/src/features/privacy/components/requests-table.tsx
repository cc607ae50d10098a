import { Badge, Table, Text } from '@mantine/core';
import { usePrivacyRequests } from '../api/privacy-requests';

const day = (iso?: string) => (iso ? iso.slice(0, 10) : '—');

/** The request queue: type, who asked, when, the 30-day due date, status; overdue ones flagged. */
export function RequestsTable() {
  const { data, isLoading, isError } = usePrivacyRequests();
  if (isLoading) return <Text size="sm">Loading requests…</Text>;
  if (isError || !data)
    return (
      <Text size="sm" c="red">
        The request queue could not be read.
      </Text>
    );
  if (data.items.length === 0) return <Text size="sm">No data requests yet.</Text>;
  return (
    <>
      {data.overdue > 0 ? (
        <Text c="red" fw={600} data-testid="privacy-overdue">
          {data.overdue} open {data.overdue === 1 ? 'request is' : 'requests are'} past the 30-day due date.
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="privacy-requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Person (hash)</Table.Th>
              <Table.Th>Asked by</Table.Th>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.type === 'export' ? 'Export' : 'Erasure'}</Table.Td>
                <Table.Td>
                  <code>{r.emailHash.slice(0, 12)}</code>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.requestedBy}</Table.Td>
                <Table.Td>{day(r.requestedAt)}</Table.Td>
                <Table.Td>{day(r.dueAt)}</Table.Td>
                <Table.Td>
                  {r.overdue ? (
                    <Badge color="red">Overdue</Badge>
                  ) : r.status === 'done' ? (
                    <Badge color="green" variant="light">
                      Done {day(r.completedAt)}
                    </Badge>
                  ) : (
                    <Badge variant="light">Open</Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
