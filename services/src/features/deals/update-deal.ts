import * as clock from '@app/shared/clock';
import { DEAL_MESSAGES, DEAL_STAGE_LABELS } from '@app/shared/deals';
import { type Deal, dealUpdateSchema } from '@app/shared/schemas/deal';
import { getDeal, putDeal } from '../../data/deal';
import { addActivity } from '../../data/deal-activity';
import { followDeal } from '../../data/deal-lead';
import { assertVersion } from '../../data/record-version';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { countDealChange } from '../../lib/sales/deal-counters';
import { countFirstResponse } from '../../lib/sales/lead-counters';
import { applyStage, assertOwnerIsMember, dealIdOf } from './deal-fields';

/** Fields a PATCH may set; '' clears an optional one. */
const EDITABLE = [
  'title',
  'company',
  'contactName',
  'contactEmail',
  'value',
  'currency',
  'stage',
  'probability',
  'expectedCloseDate',
  'owner',
  'interest',
  'budget',
  'notes',
  'source',
  'campaign',
  'reason',
] as const;

/**
 * PATCH /admin/deals/{id} with the `version` it was read at: one conditional
 * put (409 when stale, 404 when deleted). A stage change stamps the stage
 * time, logs a stage activity, moves the lead along and updates the counters.
 */
export const updateDeal = defineHandler({
  body: dealUpdateSchema,
  run: async ({ params, body, user }) => {
    if (!user) throw new UnauthorizedError();
    const id = dealIdOf(params);
    const { version, ...sent } = body;
    const current = await getDeal(id);
    assertVersion(current, version, DEAL_MESSAGES.notFound);
    const before = current as Deal;
    await assertOwnerIsMember(sent.owner, before.owner);
    const now = clock.now();
    const at = now.toISOString();
    const merged: Record<string, unknown> = { ...before, updatedAt: at };
    for (const field of EDITABLE) {
      const value = (sent as Record<string, unknown>)[field];
      if (value === undefined) continue;
      if (value === '') delete merged[field];
      else merged[field] = value;
    }
    const next = applyStage(before, merged as unknown as Deal, sent, at);
    const stored = await putDeal(next, version);

    if (stored.stage !== before.stage) {
      await addActivity(id, {
        type: 'stage',
        text: `${DEAL_STAGE_LABELS[before.stage]} → ${DEAL_STAGE_LABELS[stored.stage]}${stored.reason && stored.closedAt ? `: ${stored.reason}` : ''}`,
        at,
        by: user.email,
        from: before.stage,
        to: stored.stage,
      });
      if (stored.leadKind && stored.leadId) {
        const followed = await followDeal(stored.leadKind, stored.leadId, stored, user.email, now);
        if (followed?.firstResponse) await countFirstResponse(followed.lead.dateRaised, at);
      }
    }
    await countDealChange(before, stored);
    const staged = stored.stage !== before.stage;
    return {
      data: stored,
      audit: {
        entityId: id,
        ...(staged ? { changes: { stage: { before: before.stage, after: stored.stage } } } : {}),
      },
    };
  },
});
