import { CAMPAIGN_MESSAGES, campaignInputSchema, campaignUpdateSchema } from '@app/shared/schemas/campaign';
import * as z from '@app/shared/schemas/zod-mini';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from '../../data/campaign';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { withStats } from './campaign-stats';

const listQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  /**
   * 'rows': the page of campaigns only; 'untracked': the untracked tags only (a Query per day of
   * their 90 days, so the screen asks for them apart and its rows need not wait); absent: both.
   */
  view: z.optional(z.enum(['rows', 'untracked'])),
});

const idOf = (params: Record<string, string>) => {
  const id = params.id ?? '';
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
  return id;
};

/** GET /admin/campaigns: a page of campaigns, newest first, with their figures; and untracked UTM campaigns. */
export const listCampaignsHandler = defineHandler({
  query: listQuery,
  run: async ({ query }) => {
    if (query.view === 'untracked') {
      const { untracked, untrackedRange } = await withStats([]);
      return { data: { items: [], nextCursor: null, untracked, untrackedRange } };
    }
    const page = await listCampaigns({ cursor: query.cursor, limit: query.limit ?? 50 });
    const { items, untracked, untrackedRange } = await withStats(page.items, {
      untracked: query.view !== 'rows',
    });
    return { data: { items, nextCursor: page.nextCursor, untracked, untrackedRange } };
  },
});

export const createCampaignHandler = defineHandler({
  body: campaignInputSchema,
  run: async ({ body, user }) => {
    const campaign = await createCampaign(body, user?.email ?? 'unknown');
    const [withFigures] = (await withStats([campaign], { untracked: false })).items;
    return { statusCode: 201, data: withFigures };
  },
});

export const getCampaignHandler = defineHandler({
  run: async ({ params }) => {
    const campaign = await getCampaign(idOf(params));
    if (!campaign) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
    const [withFigures] = (await withStats([campaign], { untracked: false })).items;
    return { data: withFigures };
  },
});

export const updateCampaignHandler = defineHandler({
  body: campaignUpdateSchema,
  run: async ({ params, body }) => {
    const campaign = await updateCampaign(idOf(params), body);
    const [withFigures] = (await withStats([campaign], { untracked: false })).items;
    return { data: withFigures };
  },
});

export const deleteCampaignHandler = defineHandler({
  run: async ({ params }) => {
    const removed = await deleteCampaign(idOf(params));
    return { data: { id: removed.id, deleted: true } };
  },
});
