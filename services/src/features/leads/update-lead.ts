import * as clock from '@app/shared/clock';
import { leadUpdateSchema } from '@app/shared/schemas/lead-admin';
import { updateLead as update } from '../../data/lead-store';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { countFirstResponse } from '../../lib/sales/lead-counters';
import { leadId, leadKind } from './lead-kind';

/** PATCH /admin/leads/{kind}/{id}: move along the pipeline and/or add a note (conditional update). */
export const updateLead = defineHandler({
  body: leadUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    const now = clock.now();
    const lead = await update(leadKind(params), leadId(params), body, user.email, now);
    // The first status change is the lead's first response (sales reports: time to first response).
    if (lead.firstResponseAt === now.toISOString())
      await countFirstResponse(lead.dateRaised, lead.firstResponseAt);
    return { data: lead };
  },
});
