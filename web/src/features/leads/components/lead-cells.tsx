import { LEAD_FORM_LABELS, type LeadForm, type MeetingOfficeId } from '@app/shared/leads';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { ADMIN_NO_WRAP } from '../../../components/admin-list/admin-table';
import { useStaffZone } from '../../../lib/staff-zone';
import { formatMeetingLocal, formatMeetingParts, formatRaisedParts } from './lead-format';

/** Date raised on one line and the time below, each unbroken: a narrow column once stacked it in four. */
export function RaisedCell({ iso }: { iso: string }) {
  const [date, time] = formatRaisedParts(iso, useStaffZone());
  return (
    <>
      <Text size="sm" className={ADMIN_NO_WRAP}>
        {date}
      </Text>
      <Text size="xs" c="dimmed" className={ADMIN_NO_WRAP}>
        {time}
      </Text>
    </>
  );
}

/** The lead's kind as a badge: a booked meeting or a let's-connect enquiry (which has no slot). */
export function KindBadge({ form }: { form: LeadForm }) {
  return (
    <Badge variant="light" color={form === 'schedule-meeting' ? 'blue' : 'grape'} tt="none">
      {LEAD_FORM_LABELS[form]}
    </Badge>
  );
}

/** The kind, then for a meeting the booked time in the office's zone, the office, and the time in the member's zone. */
export function MeetingCell({
  form,
  meeting,
}: {
  form: LeadForm;
  meeting?: { start: string; office?: MeetingOfficeId };
}) {
  const zone = useStaffZone();
  if (!meeting) return <KindBadge form={form} />;
  const { when, office } = formatMeetingParts(meeting.start, meeting.office);
  return (
    <Stack gap={2} align="flex-start">
      <KindBadge form={form} />
      <Text size="sm" className={ADMIN_NO_WRAP}>
        {when}
      </Text>
      <Text size="sm">{office}</Text>
      <Text size="xs" c="dimmed" className={ADMIN_NO_WRAP}>
        {formatMeetingLocal(meeting.start, zone)}
      </Text>
    </Stack>
  );
}

/**
 * A name or company, wrapped at its spaces as before, two lines at most and never wider than
 * the column's cap (the title and the drawer show it whole): one long word is clipped there
 * instead of widening the table until its actions leave the screen.
 */
export function ClippedText({ text, width = 180 }: { text: string; width?: number }) {
  return (
    // The floor keeps a squeezed table from breaking an ordinary name mid-word.
    <Text size="sm" lineClamp={2} miw={96} maw={width} title={text}>
      {text}
    </Text>
  );
}

/** The e-mail as a mailto link on one line (as it always was), cut with an ellipsis past 240 px. */
export function EmailCell({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} size="sm" truncate="end" maw={240} display="block" title={email}>
      {email}
    </Anchor>
  );
}
