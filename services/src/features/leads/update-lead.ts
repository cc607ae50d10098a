import * as clock from '@app/shared/clock';
import { leadUpdateSchema } from '@app/shared/schemas/lead-admin';
import { getLead, updateLead as update } from '../../data/lead-store';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { countFirstResponse } from '../../lib/sales/lead-counters';
import { leadId, leadKind } from './lead-kind';

/** PATCH /admin/leads/{kind}/{id}: move along the pipeline and/or add a note (conditional update); a move tells the audit log the status before and after. */
export const updateLead = defineHandler({
  body: leadUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    const now = clock.now();
    const kind = leadKind(params);
    const id = leadId(params);
    // The status before, for the audit log: what the write was conditional on, else read just before.
    const before =
      body.status && !body.expectedStatus ? (await getLead(kind, id))?.status : body.expectedStatus;
    const lead = await update(kind, id, body, user.email, now);
    // The first status change is the lead's first response (sales reports: time to first response).
    if (lead.firstResponseAt === now.toISOString())
      await countFirstResponse(lead.dateRaised, lead.firstResponseAt);
    const moved = body.status && before && before !== lead.status;
    return {
      data: lead,
      audit: {
        entityId: `${kind}/${id}`,
        ...(moved ? { changes: { status: { before, after: lead.status } } } : {}),
      },
    };
  },
});
