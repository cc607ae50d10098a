import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@app/shared/messages';
import { letsConnectFormSchema } from '@app/shared/schemas/lets-connect';
import { createMeetingLead } from '../../data/meeting-lead';
import { attributeConversion, recordConversion } from '../../lib/analytics/conversion';
import { defineHandler } from '../../lib/handler';
import { parseOrThrow } from '../../lib/zod-errors';
import { deliverNewLeadMails } from '../../mail/lead-delivery';
import { countNewLead } from './count-lead';
import { accepted, formBody, isSpam } from './form-body';

/** POST /contact/lets-connect: store a schedule-meeting lead (no slot), then mail. */
export const letsConnect = defineHandler({
  body: formBody,
  run: async ({ body, event }) => {
    if (isSpam(body, 'lets-connect')) return accepted(randomUUID(), MESSAGES.formSubmittedExclaim);
    const form = parseOrThrow(letsConnectFormSchema, body);
    const attribution = await attributeConversion(event, body.attribution);
    const lead = await createMeetingLead(form, undefined, undefined, attribution);
    await countNewLead('meeting');
    await recordConversion('lets-connect', attribution);
    await deliverNewLeadMails({ kind: 'meeting', lead });
    return accepted(lead.id, MESSAGES.formSubmittedExclaim);
  },
});
