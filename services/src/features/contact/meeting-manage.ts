/**
 * The visitor's own meeting, through the signed link (issue 30):
 * POST /contact/meeting/lookup, /reschedule and /cancel, the token in the body.
 * Public and rate-limited like the forms (they are public POST routes:
 * shared/src/api-routes.ts RATE_LIMITED_ROUTES).
 *
 * Reschedule claims the new slot first (the same conditional claim as a
 * booking), then moves the lead conditionally on its old start, then gives
 * the old slot back: when the claim or the move fails, nothing changed.
 * Repeating a reschedule to the time the meeting already has, or a cancel of
 * a cancelled meeting, answers the current state without mailing again, so a
 * retried request is harmless.
 */
import * as clock from '@app/shared/clock';
import { canonicalSlot, SLOT_MESSAGES, slotEnd } from '@app/shared/meeting-slots';
import {
  MEETING_LINK_MESSAGES,
  type MeetingChanged,
  type MeetingLookupView,
  meetingRescheduleSchema,
  meetingTokenSchema,
} from '@app/shared/schemas/meeting-link';
import { changeBooking } from '../../data/booking-limits';
import { cancelMeeting, getMeetingLead, moveMeeting } from '../../data/meeting-lead';
import { claimSlot, confirmSlot, releaseSlot } from '../../data/meeting-slot';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { logger } from '../../lib/logger';
import { checkMeetingToken, linkExpiry, meetingLinkUrl, signMeetingToken } from '../../lib/meeting-link';
import type { BookedLead } from '../../mail/lead-mails';
import { mailSiteUrl } from '../../mail/mail-site-url';
import { deliverMeetingChangeMails } from '../../mail/meeting-change-delivery';
import { slotRefusal } from './slot-rules';

type State = MeetingLookupView['state'];

const invalid = () =>
  new ValidationError(MEETING_LINK_MESSAGES.invalid, { token: MEETING_LINK_MESSAGES.invalid });

/** The booking the token names, and whether it can still be changed. */
async function open(token: string, now: Date): Promise<{ lead: BookedLead | null; state: State }> {
  const check = await checkMeetingToken(token, now.getTime());
  if (!check.ok) throw invalid();
  if (check.expired) return { lead: null, state: 'expired' };
  const lead = await getMeetingLead(check.id);
  // A signed id without a booking: erased on request, or not a meeting; the same answer as a bad link.
  if (!lead?.meeting) throw new NotFoundError(MEETING_LINK_MESSAGES.invalid);
  const booked = lead as BookedLead;
  if (booked.meeting.cancelledAt) return { lead: booked, state: 'cancelled' };
  if (Date.parse(booked.meeting.start) <= now.getTime()) return { lead: booked, state: 'past' };
  return { lead: booked, state: 'booked' };
}

function view(lead: BookedLead | null, state: State): MeetingLookupView {
  if (!lead) return { state };
  const { start, end, office, timeZone } = lead.meeting;
  return { state, meeting: { start, end, office: office ?? 'noida', ...(timeZone ? { timeZone } : {}) } };
}

function refuse(state: Exclude<State, 'booked'>): never {
  throw new ConflictError(MEETING_LINK_MESSAGES[state], { token: MEETING_LINK_MESSAGES[state] });
}

export const meetingLookup = defineHandler({
  body: meetingTokenSchema,
  run: async ({ body }) => {
    const { lead, state } = await open(body.token, clock.now());
    return { data: view(lead, state) };
  },
});

export const meetingReschedule = defineHandler({
  body: meetingRescheduleSchema,
  run: async ({ body }) => {
    const now = clock.now();
    const { lead, state } = await open(body.token, now);
    if (state !== 'booked' || !lead) return refuse(state as Exclude<State, 'booked'>);
    const start = canonicalSlot(body.start) as string;
    const old = { office: lead.meeting.office ?? 'noida', start: lead.meeting.start };
    const fresh = async (l: BookedLead): Promise<MeetingChanged> => ({
      ...view(l, 'booked'),
      token: await signMeetingToken(l.id, linkExpiry(l.meeting.start)),
    });
    if (old.office === body.office && old.start === start) return { data: await fresh(lead) };
    const problem = await slotRefusal(body.office, start, now, old);
    if (problem) throw new ValidationError(problem, { start: problem });
    const slot = { office: body.office, start };
    const end = slotEnd(start);
    const exists = async (id: string) => (await getMeetingLead(id)) !== null;
    if ((await claimSlot(slot, end, lead.id, exists, now)) === 'taken')
      throw new ConflictError(SLOT_MESSAGES.taken, { start: SLOT_MESSAGES.taken });
    // Reminders start over for the new time (reminded* left behind); movedAt says when it was moved.
    const { reminded24h: _r24, reminded1h: _r1, ...kept } = lead.meeting;
    const next = {
      ...kept,
      ...slot,
      end,
      sequence: (lead.meeting.sequence ?? 0) + 1,
      movedAt: now.toISOString(),
    };
    const moved = (await moveMeeting(lead.id, old.start, next, now)) as BookedLead | null;
    if (!moved) {
      await releaseSlot(slot, lead.id).catch((error) => logger.error('slot not released', { slot, error }));
      throw new ConflictError(MEETING_LINK_MESSAGES.changed, { token: MEETING_LINK_MESSAGES.changed });
    }
    await confirmSlot(slot, lead.id).catch((error) => logger.warn('slot not confirmed', { slot, error }));
    // Only this lead's claim is deleted (conditional on leadId); a failure leaves a slot booked, never a double booking.
    await releaseSlot(old, lead.id).catch((error) => logger.error('old slot not released', { old, error }));
    await changeBooking(lead.email, lead.id, start, now).catch((error) =>
      logger.warn('booking limit not moved', { error }),
    );
    const answer = await fresh(moved);
    const manageUrl = meetingLinkUrl(await mailSiteUrl(), answer.token);
    await deliverMeetingChangeMails(moved, 'rescheduled', { manageUrl, previousStart: old.start });
    return { data: answer };
  },
});

export const meetingCancel = defineHandler({
  body: meetingTokenSchema,
  run: async ({ body }) => {
    const now = clock.now();
    const { lead, state } = await open(body.token, now);
    if (state === 'cancelled') return { data: view(lead, state) };
    if (state !== 'booked' || !lead) return refuse(state as Exclude<State, 'booked'>);
    const sequence = (lead.meeting.sequence ?? 0) + 1;
    const cancelled = (await cancelMeeting(lead.id, lead.meeting.start, sequence, now)) as BookedLead | null;
    if (!cancelled) {
      const again = await open(body.token, now);
      if (again.state === 'cancelled') return { data: view(again.lead, again.state) };
      throw new ConflictError(MEETING_LINK_MESSAGES.changed, { token: MEETING_LINK_MESSAGES.changed });
    }
    const slot = { office: lead.meeting.office ?? 'noida', start: lead.meeting.start };
    await releaseSlot(slot, lead.id).catch((error) => logger.error('slot not released', { slot, error }));
    await changeBooking(lead.email, lead.id, null, now).catch((error) =>
      logger.warn('booking limit not released', { error }),
    );
    await deliverMeetingChangeMails(cancelled, 'cancelled', {});
    return { data: view(cancelled, 'cancelled') };
  },
});
