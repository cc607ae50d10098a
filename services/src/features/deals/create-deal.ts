import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { DEFAULT_CURRENCY } from '@app/shared/currency';
import { DEAL_MESSAGES, DEAL_STAGE_LABELS } from '@app/shared/deals';
import { type Deal, dealCreateSchema } from '@app/shared/schemas/deal';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { UNSAVED_VERSION } from '@app/shared/schemas/record-version';
import { putDeal } from '../../data/deal';
import { addActivity } from '../../data/deal-activity';
import { claimLead, followDeal, releaseLead } from '../../data/deal-lead';
import { getLead } from '../../data/lead-store';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { countDealChange } from '../../lib/sales/deal-counters';
import { countFirstResponse } from '../../lib/sales/lead-counters';
import { applyStage, assertOwnerIsMember, leadDefaults, withoutEmpty } from './deal-fields';

/**
 * POST /admin/deals: a deal on its own, or from a lead (`leadKind` + `leadId`):
 * the lead is claimed first (one deal per lead; a second conversion gets 409),
 * then the deal is stored, then the lead points at it and follows its stage.
 */
export const createDeal = defineHandler({
  body: dealCreateSchema,
  run: async ({ body, user }) => {
    if (!user) throw new UnauthorizedError();
    const { leadKind, leadId, ...sent } = body;
    if ((leadKind === undefined) !== (leadId === undefined))
      throw new ValidationError('Send both leadKind and leadId.', {
        leadId: 'Send both leadKind and leadId.',
      });
    const lead =
      leadKind && leadId ? await getLead<LeadMeta & Record<string, unknown>>(leadKind, leadId) : null;
    if (leadKind && !lead) throw new NotFoundError(DEAL_MESSAGES.leadNotFound);
    const fields = { ...(lead ? leadDefaults(lead) : {}), ...withoutEmpty(sent) };
    if (!fields.title)
      throw new ValidationError(DEAL_MESSAGES.titleRequired, { title: DEAL_MESSAGES.titleRequired });
    // The creator is a member (their record was read to authorise this call).
    await assertOwnerIsMember(fields.owner, user.email);

    const now = clock.now();
    const at = now.toISOString();
    const id = randomUUID();
    const draft = {
      ...fields,
      id,
      title: fields.title,
      value: fields.value ?? 0,
      currency: fields.currency ?? DEFAULT_CURRENCY,
      stage: fields.stage ?? 'qualified',
      // As sent, else applyStage gives the stage's default (issue 25 finding 7: this once overwrote the sent value).
      probability: fields.probability ?? 0,
      owner: fields.owner ?? user.email,
      ...(lead && leadKind ? { leadKind, leadId: lead.id } : {}),
      createdAt: at,
      updatedAt: at,
      createdBy: user.email,
      enteredStageAt: at,
      version: UNSAVED_VERSION,
    } as Deal;
    const deal = applyStage(null, draft, sent, at);

    if (lead && leadKind) await claimLead(leadKind, lead.id, id, at);
    let stored: Deal;
    try {
      stored = await putDeal(deal, UNSAVED_VERSION);
    } catch (error) {
      if (lead && leadKind) await releaseLead(leadKind, lead.id, id);
      throw error;
    }
    await addActivity(id, {
      type: 'created',
      text: `Created in ${DEAL_STAGE_LABELS[stored.stage]}${lead ? ' from a lead' : ''}`,
      at,
      by: user.email,
      to: stored.stage,
    });
    if (lead && leadKind) {
      const followed = await followDeal(leadKind, lead.id, stored, user.email, now);
      if (followed?.firstResponse) await countFirstResponse(followed.lead.dateRaised, at);
    }
    await countDealChange(null, stored);
    return { statusCode: 201, data: stored };
  },
});
