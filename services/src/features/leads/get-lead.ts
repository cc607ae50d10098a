import { getLead as readLead } from '../../data/lead-store';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { leadId, leadKind } from './lead-kind';

/** GET /admin/leads/{kind}/{id}: one lead, for the side panel a staff mail links to (`?lead=`). */
export const getLead = defineHandler({
  run: async ({ params }) => {
    const lead = await readLead(leadKind(params), leadId(params));
    if (!lead) throw new NotFoundError('Lead not found');
    return { data: lead };
  },
});
