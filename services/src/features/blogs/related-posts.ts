/**
 * Related articles: the candidates are the newest live posts (one bounded
 * Query, RELATED_CANDIDATES items, no content), scored against the current
 * post: the same industry counts 3, each shared tag 2 (tags compared without
 * case). Ties, and posts that share nothing, go newest first, so the list is
 * never empty while any other post is live (it falls back to the latest).
 */
export const RELATED_CANDIDATES = 50;
export const INDUSTRY_SCORE = 3;
export const TAG_SCORE = 2;

export interface RelatedInput {
  _id: string;
  industry?: string;
  tags?: readonly string[];
  publishAt?: string;
}

export function relatedScore(current: RelatedInput, candidate: RelatedInput): number {
  const tags = new Set((current.tags ?? []).map((t) => t.toLowerCase()));
  const shared = (candidate.tags ?? []).filter((t) => tags.has(t.toLowerCase())).length;
  const industry = current.industry && candidate.industry === current.industry ? INDUSTRY_SCORE : 0;
  return industry + shared * TAG_SCORE;
}

/** The best `count` candidates for `current` (never itself): by score, then newest. */
export function pickRelated<T extends RelatedInput>(
  current: RelatedInput,
  candidates: readonly T[],
  count: number,
): T[] {
  return candidates
    .filter((c) => c._id !== current._id)
    .map((c) => ({ c, score: relatedScore(current, c) }))
    .sort((a, b) => b.score - a.score || (b.c.publishAt ?? '').localeCompare(a.c.publishAt ?? ''))
    .slice(0, count)
    .map((s) => s.c);
}
