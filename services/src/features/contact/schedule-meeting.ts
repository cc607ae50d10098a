import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { canonicalSlot, SLOT_MESSAGES, slotEnd } from '@app/shared/meeting-slots';
import { MESSAGES } from '@app/shared/messages';
import { scheduleMeetingFormSchema } from '@app/shared/schemas/schedule-meeting';
import { isKnownZone } from '@app/shared/zoned-time';
import { releaseBooking, reserveBooking } from '../../data/booking-limits';
import { createMeetingLead, getMeetingLead, newLeadMeta } from '../../data/meeting-lead';
import { claimSlot, confirmSlot, releaseSlot } from '../../data/meeting-slot';
import { releaseSubmission } from '../../data/submission';
import { attributeConversion, recordConversion } from '../../lib/analytics/conversion';
import { ConflictError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { idempotent } from '../../lib/idempotency';
import { logger } from '../../lib/logger';
import { linkExpiry, signMeetingToken } from '../../lib/meeting-link';
import { countLead } from '../../lib/sales/lead-counters';
import { parseOrThrow } from '../../lib/zod-errors';
import { deliverNewLeadMails } from '../../mail/lead-delivery';
import { countNewLead } from './count-lead';
import { accepted, formBody, isSpam } from './form-body';
import { earlierIdenticalLead } from './merge-identical';
import { slotRefusal } from './slot-rules';

function knownTimeZone(zone: string | undefined): string | undefined {
  return zone && isKnownZone(zone) ? zone : undefined;
}

/**
 * POST /contact/schedule-meeting: the lets-connect fields plus a slot (an
 * office and a start inside that office's hours). The slot item is claimed with a conditional put (the race decider), then the
 * lead is stored and the claim confirmed; if the lead write fails the slot is
 * given back (or, if that fails too, frees itself: see meeting-slot.ts).
 * Then the mails.
 */
export const scheduleMeeting = idempotent(
  defineHandler({
    body: formBody,
    run: async ({ body, commit, sourceIp, event }) => {
      if (isSpam(body, 'schedule-meeting')) return accepted(randomUUID(), MESSAGES.formSubmittedExclaim);
      const form = parseOrThrow(scheduleMeetingFormSchema, body);
      const now = clock.now();
      const problem = await slotRefusal(form.office, form.slotStart, now);
      if (problem) throw new ValidationError(problem, { slotStart: problem });
      const start = canonicalSlot(form.slotStart) as string;
      const slot = { office: form.office, start };
      const meeting = {
        start,
        end: slotEnd(start),
        timeZone: knownTimeZone(form.timeZone),
        office: form.office,
      };
      // The confirmation links to /meeting#t=… like the mail; a booking never fails over its link.
      const linkOf = (id: string) =>
        signMeetingToken(id, linkExpiry(start)).catch((error) => {
          logger.error('meeting link not signed', { error });
          return undefined;
        });
      const answer = (id: string, token: string | undefined) =>
        accepted(id, MESSAGES.formSubmittedExclaim, {
          meeting: { start, end: meeting.end, office: form.office },
          ...(token ? { manageToken: token } : {}),
        });

      const attribution = await attributeConversion(event, body.attribution, now);
      const meta = newLeadMeta(now);
      const parts = [form.email, form.additionalDetails ?? '', form.office, start];
      const leadExists = async (id: string) => (await getMeetingLead(id)) !== null;
      const first = await earlierIdenticalLead('schedule-meeting', parts, meta.id, leadExists);
      if (first) return answer(first, await linkOf(first));
      const booking = { start, leadId: meta.id };
      // Abuse limits first (2 upcoming per e-mail, 5 per address a day), then the slot race.
      await reserveBooking(form.email, sourceIp, booking, now).catch(async (error) => {
        await releaseSubmission('schedule-meeting', parts, meta.id).catch(() => {});
        throw error;
      });
      const undo = async () => {
        await releaseBooking(form.email, sourceIp, booking, now).catch((e) =>
          logger.error('booking not released', { e }),
        );
        await releaseSubmission('schedule-meeting', parts, meta.id).catch(() => {});
      };
      if ((await claimSlot(slot, meeting.end, meta.id, leadExists, now)) === 'taken') {
        await undo();
        throw new ConflictError(SLOT_MESSAGES.taken, { slotStart: SLOT_MESSAGES.taken });
      }
      let lead: Awaited<ReturnType<typeof createMeetingLead>>;
      try {
        lead = await createMeetingLead(form, meta, meeting, attribution);
      } catch (error) {
        await releaseSlot(slot, meta.id).catch((e) => logger.error('slot not released', { slot, error: e }));
        await undo();
        throw error;
      }
      const done = answer(lead.id, await linkOf(lead.id));
      commit(done);
      // Best effort: an unconfirmed claim whose lead exists is confirmed by the next booking attempt.
      await confirmSlot(slot, meta.id).catch((error) => logger.warn('slot not confirmed', { slot, error }));
      await countNewLead('meeting');
      await recordConversion('schedule-meeting', attribution, now);
      await countLead('schedule-meeting', lead);
      await deliverNewLeadMails({ kind: 'meeting', lead });
      return done;
    },
  }),
);
