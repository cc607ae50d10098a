import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { getLead } from '../../data/lead-store';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { resendNotification as resend } from '../../mail/lead-delivery';
import { leadId, leadKind } from './lead-kind';

/**
 * POST /admin/leads/{kind}/{id}/resend-notification: send the sales
 * notification again (after an SES outage). Answers 200 with the new mail
 * status either way; the lead records it.
 */
export const resendNotification = defineHandler({
  run: async ({ params }) => {
    const kind = leadKind(params);
    const id = leadId(params);
    const lead = await getLead<ContactLeadView & MeetingLeadView>(kind, id);
    if (!lead) throw new NotFoundError('Lead not found');
    const notification = await resend(kind === 'contact' ? { kind, lead } : { kind, lead });
    return { data: { id, notification: notification.status, mail: notification } };
  },
});
