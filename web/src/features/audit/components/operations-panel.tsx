import { analyticsDay, lastDays } from '@app/shared/analytics-days';
import { OPS_LABELS, type OpsDay } from '@app/shared/schemas/audit';
import {
  Alert,
  Anchor,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useOperations } from '../api/get-operations';

const SHOWN: Array<keyof Omit<OpsDay, 'date'>> = [
  'leadsStored',
  'notificationsSent',
  'notificationsFailed',
  'applicationsStored',
  'beaconsAccepted',
  'beaconsRefused',
  'rerendersDone',
  'rerendersFailed',
  'staffRequests',
  'clientErrors',
  'serverErrors',
  'rateLimited',
  'uploadsRejected',
  'mailsSent',
  'mailsFailed',
  'mailsPending',
  'auditFailures',
];
const count = new Intl.NumberFormat('en-IN');

/** Operational figures of the last 14 days (counted when they happen) and content counts. */
export function OperationsPanel() {
  const { data: report, error } = useOperations(lastDays(14, analyticsDay()));
  if (error)
    return <Alert color="red">{apiErrorMessage(error, 'Could not load the operational figures')}</Alert>;
  if (!report) return <Loader aria-label="Loading the operational figures" />;
  const days = [...report.days].reverse();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {SHOWN.map((key) => (
          <Paper key={key} withBorder p="sm" radius="md" data-ops={key}>
            <Text size="sm" c="dimmed">
              {OPS_LABELS[key]}
            </Text>
            <Text fw={700} fz={22}>
              {count.format(report.totals[key] ?? 0)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Last 14 days, from the CloudWatch metrics the functions emit. Successful public requests count only
        what they did (a lead, a beacon); for latency, traffic and the firewall{' '}
        {report.dashboardUrl ? (
          <Anchor href={report.dashboardUrl} target="_blank" rel="noreferrer">
            open the CloudWatch dashboard
          </Anchor>
        ) : (
          'see the CloudWatch dashboard of the stage (AWS only)'
        )}
        .
      </Text>
      <Paper withBorder p="sm" radius="md">
        <Title order={2} size="h5" mb="xs">
          Per day
        </Title>
        <ScrollArea type="auto">
          <Table miw={1400} fz="sm" verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                {SHOWN.map((k) => (
                  <Table.Th key={k} ta="right">
                    {OPS_LABELS[k]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{d.date}</Table.Td>
                  {SHOWN.map((k) => (
                    <Table.Td key={k} ta="right">
                      {count.format(d[k])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Title order={2} size="h5" mb="xs">
          4xx and 5xx answers by route
        </Title>
        {report.byRoute.length === 0 ? (
          <Text size="sm" c="dimmed">
            No error answers in these 14 days.
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table miw={420} fz="sm" verticalSpacing={4} striped data-ops="by-route">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Route</Table.Th>
                  <Table.Th ta="right">{OPS_LABELS.clientErrors}</Table.Th>
                  <Table.Th ta="right">{OPS_LABELS.serverErrors}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.byRoute.map((r) => (
                  <Table.Tr key={r.route}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{r.route}</Table.Td>
                    <Table.Td ta="right">{count.format(r.clientErrors)}</Table.Td>
                    <Table.Td ta="right">{count.format(r.serverErrors)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Title order={2} size="h5" mb="xs">
          Content
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4}>
          {report.content.map((c) => (
            <Group key={c.label} justify="space-between" gap="xs">
              <Text size="sm">{c.label}</Text>
              <Text size="sm" fw={600}>
                {count.format(c.count)}
                {c.more ? '+' : ''}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
