/**
 * The reminder sweep (issue 30, item 2): mails the visitor 24 hours and 1 hour
 * before a booked meeting, the time in their own zone, with their link to move
 * or cancel it. Reads the booked slots of the next 24 hours on the slot index
 * (a Query per month, never a Scan); cancelled meetings have no slot. Each
 * reminder is claimed on the lead first (claimReminder), so sweeps running at
 * the same moment send it once. A reminder whose moment had passed when the
 * meeting was booked or moved is skipped (the confirmation was the notice).
 */
import * as clock from '@app/shared/clock';
import { MEETING_REMINDERS, type MeetingReminder } from '@app/shared/schemas/meeting-link';
import { isKnownZone, zonedDay } from '@app/shared/zoned-time';
import { claimReminder, getMeetingLead } from '../data/meeting-lead';
import { bookedSlotsBetween } from '../data/meeting-slot';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { linkExpiry, meetingLinkUrl, signMeetingToken } from '../lib/meeting-link';
import {
  type BookedLead,
  type MailContext,
  officeOf,
  VISITOR_REASON,
  visitorMeetingTime,
} from './lead-mails';
import { SIGNATURES } from './mail-brand';
import { renderMail } from './mail-layout';
import { mailSiteUrl } from './mail-site-url';

const HOUR = 3_600_000;

/**
 * When the call is, as the reminder says it: "in one hour", or for the day-before reminder the
 * visitor's own day: "tomorrow", or "today" when it was due later than the day before (a meeting
 * booked or seeded for the same day).
 */
export function reminderLabel(lead: BookedLead, reminder: MeetingReminder, now: Date): string {
  if (reminder.field !== 'reminded24h') return reminder.label;
  const zone =
    lead.meeting.timeZone && isKnownZone(lead.meeting.timeZone)
      ? lead.meeting.timeZone
      : officeOf(lead).timeZone;
  return zonedDay(lead.meeting.start, zone) === zonedDay(now, zone) ? 'today' : reminder.label;
}

export function reminderMail(
  lead: BookedLead,
  reminder: MeetingReminder,
  ctx: MailContext,
  now = clock.now(),
) {
  const when = visitorMeetingTime(lead);
  const office = officeOf(lead);
  const label = reminderLabel(lead, reminder, now);
  return {
    to: [lead.email],
    replyTo: [ctx.salesInbox],
    subject: `Reminder: your call with Moondive ${label}`,
    ...renderMail({
      preheader: `${when}.`,
      heading: `Your call is ${label}`,
      paragraphs: [`A reminder of your 30-minute call with our ${office.name} office.`],
      rows: [
        ['When', when],
        ['Where', 'Video call; the link is in our e-mail to you'],
      ],
      ...(ctx.manageUrl ? { button: { label: 'Reschedule or cancel', href: ctx.manageUrl } } : {}),
      signature: SIGNATURES.sales,
      reason: VISITOR_REASON,
    }),
  };
}

/** The reminder due for a meeting at `now`, if any (the nearer one wins when both are due). */
export function dueReminder(lead: BookedLead, now: Date): MeetingReminder | undefined {
  const start = Date.parse(lead.meeting.start);
  const since = Date.parse(lead.meeting.movedAt ?? lead.dateRaised);
  const due = MEETING_REMINDERS.filter(
    (r) => start - r.hoursBefore * HOUR <= now.getTime() && since < start - r.hoursBefore * HOUR,
  );
  const nearest = due.at(-1);
  return nearest && !lead.meeting[nearest.field] ? nearest : undefined;
}

/** Sends the due reminders (`only`: a test's sweep scope, lead ids); returns how many were sent. */
export async function sendDueReminders(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  const slots = await bookedSlotsBetween(
    now.toISOString(),
    new Date(now.getTime() + 24 * HOUR).toISOString(),
  );
  const siteUrl = await mailSiteUrl();
  let sent = 0;
  for (const slot of slots) {
    if (slot.start <= now.toISOString() || (only && !only.has(slot.leadId))) continue;
    const lead = (await getMeetingLead(slot.leadId)) as BookedLead | null;
    if (!lead?.meeting || lead.meeting.cancelledAt || lead.meeting.start !== slot.start) continue;
    const reminder = dueReminder(lead, now);
    if (!reminder) continue;
    const claimed = (await claimReminder(
      lead.id,
      reminder.field,
      lead.meeting.start,
      now,
    )) as BookedLead | null;
    if (!claimed) continue;
    const manageUrl = await signMeetingToken(lead.id, linkExpiry(lead.meeting.start)).then(
      (token) => meetingLinkUrl(siteUrl, token),
      () => undefined,
    );
    const result = await sendMail(
      reminderMail(claimed, reminder, { salesInbox: env.SALES_INBOX, siteUrl, manageUrl }, now),
    );
    if (result.ok) sent++;
    else
      logger.error('meeting reminder not sent', {
        leadId: lead.id,
        reminder: reminder.field,
        error: result.error,
      });
  }
  return sent;
}
