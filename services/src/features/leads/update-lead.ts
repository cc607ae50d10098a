import { leadUpdateSchema } from '@app/shared/schemas/lead-admin';
import { updateLead as update } from '../../data/lead-store';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { leadId, leadKind } from './lead-kind';

/** PATCH /admin/leads/{kind}/{id}: move along the pipeline and/or add a note (conditional update). */
export const updateLead = defineHandler({
  body: leadUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    return { data: await update(leadKind(params), leadId(params), body, user.email) };
  },
});
