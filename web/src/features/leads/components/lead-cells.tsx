import type { MeetingOfficeId } from '@app/shared/leads';
import { Text } from '@mantine/core';
import { formatMeetingLocal, formatMeetingParts, formatRaisedParts } from './lead-format';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Date raised on one line and the time below, each unbroken: a narrow column once stacked it in four. */
export function RaisedCell({ iso }: { iso: string }) {
  const [date, time] = formatRaisedParts(iso);
  return (
    <>
      <Text size="sm" style={NO_WRAP}>
        {date}
      </Text>
      <Text size="xs" c="dimmed" style={NO_WRAP}>
        {time}
      </Text>
    </>
  );
}

/** The booked time in the office's zone, the office, and the time in the viewer's zone. */
export function MeetingCell({ meeting }: { meeting?: { start: string; office?: MeetingOfficeId } }) {
  if (!meeting)
    return (
      <Text size="sm" c="dimmed">
        No slot (let's connect)
      </Text>
    );
  const { when, office } = formatMeetingParts(meeting.start, meeting.office);
  return (
    <>
      <Text size="sm" style={NO_WRAP}>
        {when}
      </Text>
      <Text size="sm">{office}</Text>
      <Text size="xs" c="dimmed" style={NO_WRAP}>
        {formatMeetingLocal(meeting.start)}
      </Text>
    </>
  );
}
