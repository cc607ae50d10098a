/**
 * Social media planning (issue 19, our design after Buffer): the networks,
 * their limits, the statuses of a planned post, the UTM tags of its link and
 * the share-intent links of its "time to post" mail. Defined once here: the
 * editor counts with these, the API validates with them and the sweep's mail
 * builds its links with them.
 */

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface NetworkInfo {
  label: string;
  /** Characters a post may have on the network. */
  limit: number;
  /**
   * How the link counts against the limit: X's intent appends it to the text
   * and shortens every link to 23 characters (t.co); LinkedIn and Facebook
   * show it as a card beside the text; Instagram captions hold no clickable
   * link at all. null: the link does not count.
   */
  linkCost: number | null;
  /** Whether the network needs an image (Instagram has no text-only post). */
  needsImage: boolean;
}

export const NETWORKS: Record<SocialNetwork, NetworkInfo> = {
  linkedin: { label: 'LinkedIn', limit: 3000, linkCost: null, needsImage: false },
  x: { label: 'X', limit: 280, linkCost: 23, needsImage: false },
  facebook: { label: 'Facebook', limit: 63206, linkCost: null, needsImage: false },
  instagram: { label: 'Instagram', limit: 2200, linkCost: null, needsImage: true },
};

/** The longest text any network takes: the schema's outer bound before the per-network check. */
export const MAX_SOCIAL_TEXT = Math.max(...SOCIAL_NETWORKS.map((n) => NETWORKS[n].limit));

/**
 * Characters a post uses on its network: Unicode code points (an emoji is
 * one, as the networks count it), plus the link where the network counts it
 * (a space and 23 characters on X).
 */
export function postLength(network: SocialNetwork, text: string): number {
  let n = 0;
  for (const _ of text) n++;
  const cost = NETWORKS[network].linkCost;
  return cost === null ? n : n + 1 + cost;
}

export function charactersLeft(network: SocialNetwork, text: string): number {
  return NETWORKS[network].limit - postLength(network, text);
}

export function overLimitMessage(network: SocialNetwork, text: string): string {
  const info = NETWORKS[network];
  const over = -charactersLeft(network, text);
  const withLink = info.linkCost === null ? '' : ' (the link counts as 23)';
  return `The text is ${over} character${over === 1 ? '' : 's'} over ${info.label}'s limit of ${info.limit}${withLink}.`;
}

/**
 * draft: being written; scheduled: the sweep will mark it due at its time;
 * due: its author was mailed to post it; posted: live (with its URL);
 * skipped: decided against. Only the sweep sets `due`.
 */
export const SOCIAL_STATUSES = ['draft', 'scheduled', 'due', 'posted', 'skipped'] as const;
export type SocialStatus = (typeof SOCIAL_STATUSES)[number];
export const SOCIAL_STATUS_LABELS: Record<SocialStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  due: 'Due',
  posted: 'Posted',
  skipped: 'Skipped',
};
/** Statuses staff may set; `due` is the sweep's. */
export const EDITABLE_SOCIAL_STATUSES = ['draft', 'scheduled', 'posted', 'skipped'] as const;

/** What a post links to: site content (resolved from its stored record) or a free link. */
export const SOCIAL_LINK_KINDS = ['blog', 'case-study', 'job', 'url'] as const;
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];
export const SOCIAL_LINK_LABELS: Record<SocialLinkKind, string> = {
  blog: 'Blog post',
  'case-study': 'Case study',
  job: 'Job opening',
  url: 'Free link',
};

/**
 * The post's link with its UTM tags, so part 1's analytics attributes its
 * visits and leads: utm_source the network, utm_medium social, utm_campaign
 * the campaign tag or else the post's slug, and utm_content the post's slug
 * (unique per post), which is what the planner's per-post figures count.
 */
export function taggedLink(
  url: string,
  post: { network: SocialNetwork; campaign?: string; slug: string },
): string {
  const out = new URL(url);
  out.searchParams.set('utm_source', post.network);
  out.searchParams.set('utm_medium', 'social');
  out.searchParams.set('utm_campaign', post.campaign || post.slug);
  out.searchParams.set('utm_content', post.slug);
  return out.toString();
}

/**
 * One-click share links of the networks' documented web intents. LinkedIn's
 * and Facebook's take only the URL (the text is pasted from the mail);
 * X's takes the text and the URL. Instagram has no web intent: the mail gives
 * the text to copy and the image to download.
 */
export function shareIntent(network: SocialNetwork, text: string, link: string): string | null {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url: link })}`;
    case 'x':
      return `https://x.com/intent/post?${q({ text, url: link })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: link })}`;
    case 'instagram':
      return null;
  }
}

/** The day of an ISO instant in UTC, 'YYYY-MM-DD'. */
export const isoDay = (iso: string) => iso.slice(0, 10);
