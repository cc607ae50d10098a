/**
 * Each post's visits and leads from the analytics counters (part 1): the
 * utm_content dimension holds the post's own slug (shared/src/social.ts
 * taggedLink), summed over the POST_STATS_DAYS days from the post's day.
 * One counter Query per day of the union of those windows, narrowed to
 * utm_content and capped at MAX_STATS_DAYS: O(days), whatever the traffic.
 */
import { addDays, analyticsDay, daysOf, earlierDay } from '@app/shared/analytics-days';
import type { SocialPost, SocialPostStats, SocialPostView } from '@app/shared/schemas/social-post';
import { readCounters } from '../../data/analytics-counters';

/** A post's figures count the visits it brought in this many days from its day. */
export const POST_STATS_DAYS = 30;
/** At most this many days of counters are read for one page of posts (the newest ones). */
export const MAX_STATS_DAYS = 186;

function windowOf(post: SocialPost, today: string): string[] | null {
  const day = analyticsDay(new Date(post.scheduledAt));
  if (day > today || post.status === 'draft') return null;
  return daysOf(day, earlierDay(addDays(day, POST_STATS_DAYS - 1), today));
}

export async function withPostStats(posts: SocialPost[], today = analyticsDay()): Promise<SocialPostView[]> {
  const windows = new Map(posts.map((p) => [p.id, windowOf(p, today)]));
  const union = new Set<string>();
  for (const w of windows.values()) for (const d of w ?? []) union.add(d);
  const days = [...union].sort().slice(-MAX_STATS_DAYS);
  const kept = new Set(days);
  const read = days.length > 0 ? await readCounters(days, 'utm_content#') : { days: new Map() };
  return posts.map((post) => {
    const window = windows.get(post.id);
    if (!window?.every((d) => kept.has(d))) return { ...post, stats: null };
    const stats: SocialPostStats = { visitors: 0, conversions: 0 };
    for (const day of window) {
      const item = read.days.get(day)?.get(`utm_content#${post.slug}`);
      stats.visitors += item?.visitors ?? 0;
      stats.conversions += item?.conversions ?? 0;
    }
    return { ...post, stats };
  });
}
