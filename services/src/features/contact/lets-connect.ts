import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@app/shared/messages';
import { letsConnectFormSchema } from '@app/shared/schemas/lets-connect';
import { newLeadMeta } from '../../data/lead-store';
import { createMeetingLead, getMeetingLead } from '../../data/meeting-lead';
import { attributeConversion, recordConversion } from '../../lib/analytics/conversion';
import { defineHandler } from '../../lib/handler';
import { idempotent } from '../../lib/idempotency';
import { countLead } from '../../lib/sales/lead-counters';
import { parseOrThrow } from '../../lib/zod-errors';
import { deliverNewLeadMails } from '../../mail/lead-delivery';
import { countNewLead } from './count-lead';
import { accepted, formBody, isSpam } from './form-body';
import { earlierIdenticalLead, storeClaimed } from './merge-identical';

/** POST /contact/lets-connect: store a schedule-meeting lead (no slot), then mail; idempotent like contact-us. */
export const letsConnect = idempotent(
  defineHandler({
    body: formBody,
    run: async ({ body, commit, event }) => {
      if (isSpam(body, 'lets-connect')) return accepted(randomUUID(), MESSAGES.formSubmittedExclaim);
      const form = parseOrThrow(letsConnectFormSchema, body);
      const meta = newLeadMeta();
      const attribution = await attributeConversion(event, body.attribution);
      const parts = [form.email, form.additionalDetails ?? ''];
      const exists = async (id: string) => (await getMeetingLead(id)) !== null;
      const first = await earlierIdenticalLead('lets-connect', parts, meta.id, exists);
      if (first) return accepted(first, MESSAGES.formSubmittedExclaim);
      const lead = await storeClaimed('lets-connect', parts, meta.id, () =>
        createMeetingLead(form, meta, undefined, attribution),
      );
      commit(accepted(lead.id, MESSAGES.formSubmittedExclaim));
      await countNewLead('meeting');
      await recordConversion('lets-connect', attribution);
      await countLead('lets-connect', lead);
      await deliverNewLeadMails({ kind: 'meeting', lead });
      return accepted(lead.id, MESSAGES.formSubmittedExclaim);
    },
  }),
);
