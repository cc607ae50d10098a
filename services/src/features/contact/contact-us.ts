import { randomUUID } from 'node:crypto';
import { contactFormSchema } from '@app/shared/schemas/contact';
import { createContactLead, getContactLead } from '../../data/contact-lead';
import { newLeadMeta } from '../../data/lead-store';
import { attributeConversion, recordConversion } from '../../lib/analytics/conversion';
import { defineHandler } from '../../lib/handler';
import { idempotent } from '../../lib/idempotency';
import { countLead } from '../../lib/sales/lead-counters';
import { parseOrThrow } from '../../lib/zod-errors';
import { deliverNewLeadMails } from '../../mail/lead-delivery';
import { countNewLead } from './count-lead';
import { accepted, formBody, isSpam } from './form-body';
import { earlierIdenticalLead, storeClaimed } from './merge-identical';

/**
 * POST /contact/contact-us: store the contact lead, then mail sales and the
 * visitor. A retry with the same Idempotency-Key, or the same e-mail and
 * message within 10 minutes, answers with the first lead (no second lead or mail).
 */
export const contactUs = idempotent(
  defineHandler({
    body: formBody,
    run: async ({ body, commit, event }) => {
      if (isSpam(body, 'contact-us')) return accepted(randomUUID());
      const form = parseOrThrow(contactFormSchema, body);
      const meta = newLeadMeta();
      const attribution = await attributeConversion(event, body.attribution);
      const parts = [form.email, form.message ?? ''];
      const exists = async (id: string) => (await getContactLead(id)) !== null;
      const first = await earlierIdenticalLead('contact-us', parts, meta.id, exists);
      if (first) return accepted(first);
      const lead = await storeClaimed('contact-us', parts, meta.id, () =>
        createContactLead(form, meta, attribution),
      );
      commit(accepted(lead.id));
      await countNewLead('contact');
      await recordConversion('contact', attribution);
      await countLead('contact', lead);
      await deliverNewLeadMails({ kind: 'contact', lead });
      return accepted(lead.id);
    },
  }),
);
