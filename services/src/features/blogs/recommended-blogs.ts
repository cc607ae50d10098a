import { recommendedBlogsQuerySchema } from '@app/shared/schemas/blog';
import { recommendedBlogs as related, toPublicBlog } from '../../data/blog';
import { defineHandler } from '../../lib/handler';

export const RECOMMENDED_COUNT = 3;

/** GET /blogs/recommended?currentBlogId=&industry= — newest live posts of the industry, without the current one. */
export const recommendedBlogs = defineHandler({
  query: recommendedBlogsQuerySchema,
  run: async ({ query }) => ({
    data: (await related(query.currentBlogId, query.industry, RECOMMENDED_COUNT)).map(toPublicBlog),
  }),
});
