import * as clock from '@app/shared/clock';
import { DEAL_MESSAGES, DEAL_STAGES } from '@app/shared/deals';
import { dealActivitySchema, dealListQuerySchema } from '@app/shared/schemas/deal';
import { versionBodySchema } from '@app/shared/schemas/record-version';
import { deleteDealItem, getDeal, listDeals, listStage } from '../../data/deal';
import { addActivity, deleteActivities, listActivities } from '../../data/deal-activity';
import { releaseLead, unlinkLead } from '../../data/deal-lead';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { countDealChange } from '../../lib/sales/deal-counters';
import { parseOrThrow } from '../../lib/zod-errors';
import { dealIdOf } from './deal-fields';

/**
 * GET /admin/deals. `view=board`: the first page of each stage column (one
 * Query per stage); `stage` + `cursor`: the next page of a column; otherwise
 * the filtered list, newest first.
 */
export const listDealsHandler = defineHandler({
  query: dealListQuerySchema,
  run: async ({ query }) => {
    if (query.view === 'board') {
      const pages = await Promise.all(DEAL_STAGES.map((s) => listStage(s, { limit: query.limit })));
      return { data: { columns: Object.fromEntries(DEAL_STAGES.map((s, i) => [s, pages[i]])) } };
    }
    return { data: await listDeals(query) };
  },
});

export const getDealHandler = defineHandler({
  run: async ({ params }) => {
    const id = dealIdOf(params);
    const [deal, activities] = await Promise.all([getDeal(id), listActivities(id)]);
    if (!deal) throw new NotFoundError(DEAL_MESSAGES.notFound);
    return { data: { ...deal, activities } };
  },
});

/**
 * DELETE /admin/deals/{id} with body `{version}`, the version the member saw
 * (409 when stale): the deal, its timeline and its counts; the lead is
 * unlinked and editable again. The body is parsed here, so a client that
 * sends none is told the version is missing.
 */
export const deleteDealHandler = defineHandler({
  run: async ({ params, body }) => {
    const id = dealIdOf(params);
    const { version } = parseOrThrow(versionBodySchema, body ?? {});
    const removed = await deleteDealItem(id, version);
    if (removed.leadKind && removed.leadId) {
      await unlinkLead(removed.leadKind, removed.leadId, removed.id);
      await releaseLead(removed.leadKind, removed.leadId, removed.id);
    }
    await countDealChange(removed, null);
    await deleteActivities(removed.id);
    return { data: { id: removed.id, deleted: true } };
  },
});

/** POST /admin/deals/{id}/activities: a call, mail, meeting or note logged by hand. */
export const addDealActivityHandler = defineHandler({
  body: dealActivitySchema,
  run: async ({ params, body, user }) => {
    if (!user) throw new UnauthorizedError();
    const id = dealIdOf(params);
    if (!(await getDeal(id))) throw new NotFoundError(DEAL_MESSAGES.notFound);
    const activity = await addActivity(id, {
      type: body.type,
      text: body.text,
      at: body.at ? new Date(body.at).toISOString() : clock.now().toISOString(),
      by: user.email,
    });
    return { statusCode: 201, data: activity };
  },
});
