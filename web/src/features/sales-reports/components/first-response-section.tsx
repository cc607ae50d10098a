import type { FirstResponseFigures, FirstResponseWeek } from '@app/shared/sales';
import { Paper, Select, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TableScroll } from '../../../components/admin-list/table-scroll';
import { formatCount } from './format';

/** "2 h 05 min", "45 min", "3 d 4 h": a first-response time at a glance. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}

const share = (f: FirstResponseFigures) => (f.share === null ? '—' : `${Math.round(f.share * 100)}%`);

const weekLabel = (monday: string) =>
  `Week of ${new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;

function Figures({
  rows,
  first,
}: {
  rows: Array<FirstResponseFigures & { key: string; label: string }>;
  first: string;
}) {
  return (
    <TableScroll minWidth={460} label={first}>
      <Table striped aria-label={first}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th ta="right">Leads</Table.Th>
            <Table.Th ta="right">Answered</Table.Th>
            <Table.Th ta="right">Median first response</Table.Th>
            <Table.Th ta="right">Within one business day</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key} data-row={r.key}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.label}</Table.Td>
              <Table.Td ta="right">{formatCount(r.leads)}</Table.Td>
              <Table.Td ta="right">{formatCount(r.answered)}</Table.Td>
              <Table.Td ta="right" data-cell="median">
                {formatMinutes(r.medianMinutes)}
              </Table.Td>
              <Table.Td ta="right" data-cell="share" title={`${r.withinPromise} of ${r.decided} decided`}>
                {share(r)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Median first response and the share answered within the promise, per week and per owner (issue 30, item 6). */
export function FirstResponseSection({ weeks }: { weeks: FirstResponseWeek[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const week = weeks.find((w) => w.week === picked) ?? weeks[0];
  return (
    <Paper withBorder p="sm" radius="md" miw={0} data-testid="first-response">
      <Title order={2} size="h5" mb="xs">
        First response
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Leads by the week they came in. Within one business day: answered by the owner within the promise, of
        the leads answered or already past due.
      </Text>
      {weeks.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing in this period.
        </Text>
      ) : (
        <>
          <Figures first="Week" rows={weeks.map((w) => ({ ...w, key: w.week, label: weekLabel(w.week) }))} />
          {week && (
            <>
              <Select
                mt="sm"
                maw={260}
                label="Per owner, for the"
                data={weeks.map((w) => ({ value: w.week, label: weekLabel(w.week) }))}
                value={week.week}
                onChange={setPicked}
                allowDeselect={false}
              />
              <Figures
                first="Owner"
                rows={week.byOwner.map((o) => ({
                  ...o,
                  key: o.owner || 'none',
                  label: o.owner || 'Unassigned',
                }))}
              />
              {week.truncated && (
                <Text size="xs" c="dimmed">
                  More leads than one report reads: the figures cover the first {formatCount(week.leads)}.
                </Text>
              )}
            </>
          )}
        </>
      )}
    </Paper>
  );
}
