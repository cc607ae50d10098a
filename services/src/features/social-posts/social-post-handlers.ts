import {
  SOCIAL_MESSAGES,
  socialLinksQuery,
  socialPostInputSchema,
  socialPostListQuery,
  socialPostPatchSchema,
} from '@app/shared/schemas/social-post';
import { deleteSocialPost, isSocialPostId, listSocialPosts, requireSocialPost } from '../../data/social-post';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { linkOptions } from './social-links';
import { createPost, patchPost } from './social-post-service';
import { withPostStats } from './social-stats';

/** A calendar request spans at most this many days (a month view with its leading and trailing weeks). */
export const MAX_CALENDAR_DAYS = 45;

const idOf = (params: Record<string, string>) => {
  const id = params.id ?? '';
  if (!isSocialPostId(id)) throw new NotFoundError(SOCIAL_MESSAGES.notFound);
  return id;
};

/** GET /admin/social-posts?from&to (calendar, oldest first) or without them (list, newest first); cursor paged. */
export const listSocialPostsHandler = defineHandler({
  query: socialPostListQuery,
  run: async ({ query }) => {
    const { from, to } = query;
    if ((from === undefined) !== (to === undefined)) throw new ValidationError(SOCIAL_MESSAGES.rangeInvalid);
    let range: { from: string; to: string } | undefined;
    if (from !== undefined && to !== undefined) {
      range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
      const span = Date.parse(range.to) - Date.parse(range.from);
      if (span < 0 || span > MAX_CALENDAR_DAYS * 86_400_000)
        throw new ValidationError(SOCIAL_MESSAGES.rangeInvalid);
    }
    const page = await listSocialPosts({
      ...range,
      cursor: query.cursor,
      limit: query.limit ?? (range ? 200 : 50),
    });
    return { data: { items: await withPostStats(page.items), nextCursor: page.nextCursor } };
  },
});

export const createSocialPostHandler = defineHandler({
  body: socialPostInputSchema,
  run: async ({ body, user }) => {
    const post = await createPost(body, user?.email ?? 'unknown');
    const [view] = await withPostStats([post]);
    return { statusCode: 201, data: view };
  },
});

export const getSocialPostHandler = defineHandler({
  run: async ({ params }) => {
    const [view] = await withPostStats([await requireSocialPost(idOf(params))]);
    return { data: view };
  },
});

export const updateSocialPostHandler = defineHandler({
  body: socialPostPatchSchema,
  run: async ({ params, body }) => {
    const [view] = await withPostStats([await patchPost(idOf(params), body)]);
    return { data: view };
  },
});

export const deleteSocialPostHandler = defineHandler({
  run: async ({ params }) => {
    const id = idOf(params);
    await deleteSocialPost(id);
    return { data: { id, deleted: true } };
  },
});

/** GET /admin/social-links?kind=: the site's own pages of one kind, with their Open Graph cards. */
export const listSocialLinksHandler = defineHandler({
  query: socialLinksQuery,
  run: async ({ query }) => ({ data: { items: await linkOptions(query.kind) } }),
});
