import { randomUUID } from 'node:crypto';
import { contactFormSchema } from '@app/shared/schemas/contact';
import { createContactLead } from '../../data/contact-lead';
import { attributeConversion, recordConversion } from '../../lib/analytics/conversion';
import { defineHandler } from '../../lib/handler';
import { parseOrThrow } from '../../lib/zod-errors';
import { deliverNewLeadMails } from '../../mail/lead-delivery';
import { countNewLead } from './count-lead';
import { accepted, formBody, isSpam } from './form-body';

/** POST /contact/contact-us: store the contact lead, then mail sales and the visitor. */
export const contactUs = defineHandler({
  body: formBody,
  run: async ({ body, event }) => {
    if (isSpam(body, 'contact-us')) return accepted(randomUUID());
    const form = parseOrThrow(contactFormSchema, body);
    const attribution = await attributeConversion(event, body.attribution);
    const lead = await createContactLead(form, new Date(), attribution);
    await countNewLead('contact');
    await recordConversion('contact', attribution);
    await deliverNewLeadMails({ kind: 'contact', lead });
    return accepted(lead.id);
  },
});
