import { randomUUID } from 'node:crypto';
import { canonicalSlot, SLOT_MESSAGES, slotEnd, slotProblem } from '@app/shared/meeting-slots';
import { MESSAGES } from '@app/shared/messages';
import { scheduleMeetingFormSchema } from '@app/shared/schemas/schedule-meeting';
import { createMeetingLead, getMeetingLead, newLeadMeta } from '../../data/meeting-lead';
import { claimSlot, confirmSlot, releaseSlot } from '../../data/meeting-slot';
import { attributeConversion, recordConversion } from '../../lib/analytics/conversion';
import { ConflictError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { logger } from '../../lib/logger';
import { parseOrThrow } from '../../lib/zod-errors';
import { deliverNewLeadMails } from '../../mail/lead-delivery';
import { countNewLead } from './count-lead';
import { accepted, formBody, isSpam } from './form-body';

function knownTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * POST /contact/schedule-meeting: the lets-connect fields plus a slot. The
 * slot item is claimed with a conditional put (the race decider), then the
 * lead is stored and the claim confirmed; if the lead write fails the slot is
 * given back (or, if that fails too, frees itself: see meeting-slot.ts).
 * Then the mails.
 */
export const scheduleMeeting = defineHandler({
  body: formBody,
  run: async ({ body, event }) => {
    if (isSpam(body, 'schedule-meeting')) return accepted(randomUUID(), MESSAGES.formSubmittedExclaim);
    const form = parseOrThrow(scheduleMeetingFormSchema, body);
    const now = new Date();
    const problem = slotProblem(form.slotStart, now);
    if (problem) throw new ValidationError(SLOT_MESSAGES[problem], { slotStart: SLOT_MESSAGES[problem] });
    const start = canonicalSlot(form.slotStart) as string;
    const meeting = { start, end: slotEnd(start), timeZone: knownTimeZone(form.timeZone) };

    const attribution = await attributeConversion(event, body.attribution, now);
    const meta = newLeadMeta(now);
    const leadExists = async (id: string) => (await getMeetingLead(id)) !== null;
    if ((await claimSlot(start, meeting.end, meta.id, leadExists, now)) === 'taken')
      throw new ConflictError(SLOT_MESSAGES.taken, { slotStart: SLOT_MESSAGES.taken });
    let lead: Awaited<ReturnType<typeof createMeetingLead>>;
    try {
      lead = await createMeetingLead(form, meta, meeting, attribution);
    } catch (error) {
      await releaseSlot(start, meta.id).catch((e) => logger.error('slot not released', { start, error: e }));
      throw error;
    }
    // Best effort: an unconfirmed claim whose lead exists is confirmed by the next booking attempt.
    await confirmSlot(start, meta.id).catch((error) => logger.warn('slot not confirmed', { start, error }));
    await countNewLead('meeting');
    await recordConversion('schedule-meeting', attribution, now);
    await deliverNewLeadMails({ kind: 'meeting', lead });
    return accepted(lead.id, MESSAGES.formSubmittedExclaim, { meeting: { start, end: meeting.end } });
  },
});
