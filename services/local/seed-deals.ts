/**
 * Demo deals for a first start (issue 19): deals in every stage, wins and
 * losses over the last two months, made from the seeded leads (wins and
 * losses first from leads that came through a seeded campaign), so the board
 * and Sales Reports are live at once. Written through the deals data layer
 * and the same counters as the handlers (countDealChange, followDeal), so
 * every figure matches the deals. Fixed ids: an interrupted seed completes
 * without duplicates. Runs after seedAnalytics (it needs its leads).
 */

import * as clock from '@app/shared/clock';
import { isClosedStage } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { UNSAVED_VERSION } from '@app/shared/schemas/record-version';
import { DEAL_PLANS } from './seed-data/deal-plans';
import { alreadyThere, seedOnce } from './seed-once';

const DAY_MS = 86_400_000;
const dealId = (i: number) => `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`;

export async function seedDeals(owner: string, now = clock.now()): Promise<void> {
  await seedOnce('deals-v1', async () => {
    const { DEAL_STAGE_LABELS, DEAL_STAGE_PROBABILITY } = await import('@app/shared/deals');
    const { putDeal } = await import('../src/data/deal');
    const { addActivity } = await import('../src/data/deal-activity');
    const { claimLead, followDeal } = await import('../src/data/deal-lead');
    const { listMeetingLeads } = await import('../src/data/meeting-lead');
    const { countDealChange } = await import('../src/lib/sales/deal-counters');
    const { countFirstResponse } = await import('../src/lib/sales/lead-counters');
    const { items } = await listMeetingLeads({ limit: 100 });
    // Leads of a campaign go to the closed deals first, so wins and losses show under campaigns.
    const tagged = items.filter((l) => l.attribution?.utmCampaign);
    const rest = items.filter((l) => !l.attribution?.utmCampaign);
    const closedFirst = [...DEAL_PLANS.entries()].sort(
      ([, a], [, b]) => Number(isClosedStage(b.stage)) - Number(isClosedStage(a.stage)),
    );
    const pool = [...tagged, ...rest];
    for (const [i, plan] of closedFirst) {
      const lead = pool.shift();
      // A deal from a lead is made a few hours after the lead came in (the first response); the plan's
      // days from creation to close are kept, never past now.
      const planned = now.getTime() - plan.createdDaysAgo * DAY_MS;
      const created = new Date(lead ? Date.parse(lead.dateRaised) + (2 + (i % 5)) * 3_600_000 : planned);
      const closed =
        plan.closedDaysAgo === undefined
          ? undefined
          : new Date(
              Math.min(
                now.getTime() - 3_600_000,
                created.getTime() + (plan.createdDaysAgo - plan.closedDaysAgo) * DAY_MS,
              ),
            );
      const id = dealId(i);
      const deal: Deal = {
        id,
        title: `${plan.company} — ${plan.interest}`,
        company: plan.company,
        value: plan.value,
        stage: plan.stage,
        probability: DEAL_STAGE_PROBABILITY[plan.stage],
        owner,
        interest: plan.interest,
        createdAt: created.toISOString(),
        updatedAt: (closed ?? created).toISOString(),
        createdBy: owner,
        enteredStageAt: (closed ?? created).toISOString(),
        ...(closed ? { closedAt: closed.toISOString(), reason: plan.reason } : {}),
        ...(lead
          ? {
              leadKind: 'meeting' as const,
              leadId: lead.id,
              contactName: lead.fullName,
              contactEmail: lead.email,
              ...(lead.budget ? { budget: lead.budget } : {}),
              ...(lead.attribution?.source ? { source: lead.attribution.source } : {}),
              ...(lead.attribution?.utmCampaign ? { campaign: lead.attribution.utmCampaign } : {}),
            }
          : { source: 'referral' as const }),
        version: UNSAVED_VERSION,
      } as Deal;
      try {
        if (lead) await claimLead('meeting', lead.id, id, deal.createdAt);
        const stored = await putDeal(deal, UNSAVED_VERSION);
        await addActivity(id, {
          type: 'created',
          text: `Created in ${DEAL_STAGE_LABELS.qualified}${lead ? ' from a lead' : ''}`,
          at: deal.createdAt,
          by: owner,
          to: 'qualified',
        });
        if (plan.stage !== 'qualified')
          await addActivity(id, {
            type: 'stage',
            text: `${DEAL_STAGE_LABELS.qualified} → ${DEAL_STAGE_LABELS[plan.stage]}${plan.reason ? `: ${plan.reason}` : ''}`,
            at: deal.enteredStageAt,
            by: owner,
            from: 'qualified',
            to: plan.stage,
          });
        if (lead) {
          const followed = await followDeal('meeting', lead.id, stored, owner, closed ?? created);
          if (followed?.firstResponse) await countFirstResponse(followed.lead.dateRaised, deal.createdAt);
        }
        await countDealChange(null, stored);
      } catch (error) {
        // Stored by an interrupted earlier run: its counters were applied then.
        if (!alreadyThere(error)) throw error;
      }
    }
  });
}
