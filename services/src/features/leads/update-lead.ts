import * as clock from '@app/shared/clock';
import { LEAD_OWNER_MESSAGES, leadUpdateSchema } from '@app/shared/schemas/lead-admin';
import { getLead, updateLead as update } from '../../data/lead-store';
import { memberRolesByEmail } from '../../data/member-directory';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { countFirstResponse } from '../../lib/sales/lead-counters';
import { leadId, leadKind } from './lead-kind';

/** Who may own a lead: the rotation's members (Sales) and its fallback (SuperAdmin). */
const OWNER_ROLES = ['Sales', 'SuperAdmin'] as const;

/**
 * PATCH /admin/leads/{kind}/{id}: move along the pipeline, add a note and/or
 * hand it to another owner (conditional update); a move tells the audit log
 * the status before and after. The owner moving it from New or adding a note
 * is its first response (issue 30, item 6); a lead nobody owns is answered by
 * whoever does so.
 */
export const updateLead = defineHandler({
  body: leadUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    const now = clock.now();
    const kind = leadKind(params);
    const id = leadId(params);
    if (body.owner) {
      const roles = await memberRolesByEmail(body.owner);
      if (!roles?.some((r) => (OWNER_ROLES as readonly string[]).includes(r)))
        throw new ValidationError(LEAD_OWNER_MESSAGES.notOwner, { owner: LEAD_OWNER_MESSAGES.notOwner });
    }
    const stored = await getLead(kind, id);
    if (!stored) throw new NotFoundError('Lead not found');
    // The status before, for the audit log: what the write was conditional on, else read just before.
    const before = body.expectedStatus ?? stored.status;
    const byOwner = !stored.owner || stored.owner === user.email;
    const answers = !!body.note || (!!body.status && before === 'New' && body.status !== 'New');
    const lead = await update(kind, id, body, user.email, now, byOwner && answers && !stored.firstResponseAt);
    // The first response feeds the sales reports (time to first response).
    if (lead.firstResponseAt === now.toISOString())
      await countFirstResponse(lead.dateRaised, lead.firstResponseAt);
    const moved = body.status && before && before !== lead.status;
    const handed = body.owner && body.owner !== stored.owner;
    return {
      data: lead,
      audit: {
        entityId: `${kind}/${id}`,
        ...(moved || handed
          ? {
              changes: {
                ...(moved ? { status: { before, after: lead.status } } : {}),
                ...(handed ? { owner: { before: stored.owner ?? '', after: body.owner as string } } : {}),
              },
            }
          : {}),
      },
    };
  },
});
