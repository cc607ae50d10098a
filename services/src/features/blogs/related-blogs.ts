import * as clock from '@app/shared/clock';
import { latestLiveBlogs, type StoredBlog } from '../../data/blog';
import { pickRelated, RELATED_CANDIDATES } from './related-posts';

/** How many related articles a post shows (its page and GET /blogs/recommended). */
export const RECOMMENDED_COUNT = 3;

/** Related live posts for `current` (see related-posts.ts): one bounded Query of the newest posts, scored. */
export async function relatedBlogs(
  current: Pick<StoredBlog, '_id' | 'industry' | 'tags'>,
  count = RECOMMENDED_COUNT,
  now = clock.now(),
): Promise<StoredBlog[]> {
  return pickRelated(current, await latestLiveBlogs(RELATED_CANDIDATES, now), count);
}
