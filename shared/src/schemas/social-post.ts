/**
 * A planned social media post (shared/src/social.ts has the networks and
 * statuses). One post is for one network, tied to a blog post, case study or
 * job (by slug or id, resolved from the stored record) or to a free link.
 * The text is plain text: never HTML, rendered escaped everywhere.
 */
import {
  EDITABLE_SOCIAL_STATUSES,
  MAX_SOCIAL_TEXT,
  NETWORKS,
  overLimitMessage,
  postLength,
  SOCIAL_LINK_KINDS,
  SOCIAL_NETWORKS,
  type SocialLinkKind,
  type SocialNetwork,
  type SocialStatus,
} from '../social';
import { SOCIAL_MESSAGES } from '../social-messages';
import { isHttpUrl, isSitePath, optionalText } from './common';
import { recordVersion } from './record-version';
import * as z from './zod-mini';

export { SOCIAL_MESSAGES };

/** A UTM tag value (as the campaigns' UTM_VALUE). */
const UTM_TAG = /^[a-z0-9][a-z0-9._-]*$/;
/** A content reference: a blog or case study slug, or a job id. */
const REF = /^[a-z0-9][a-z0-9-]*$/;

const text = z.string({ error: SOCIAL_MESSAGES.textRequired }).check(
  z.trim(),
  z.minLength(1, { error: SOCIAL_MESSAGES.textRequired, abort: true }),
  z.maxLength(MAX_SOCIAL_TEXT, {
    error: `The text must be at most ${MAX_SOCIAL_TEXT} characters.`,
    abort: true,
  }),
  // Control characters other than newline and tab have no place in a post.
  z.refine((v) => ![...v].some((c) => c < ' ' && c !== '\n' && c !== '\t') && !v.includes('\u007f'), {
    error: 'The text contains control characters.',
  }),
);

const fields = {
  network: z.enum(SOCIAL_NETWORKS, { error: SOCIAL_MESSAGES.networkRequired }),
  text,
  linkKind: z.enum(SOCIAL_LINK_KINDS, { error: SOCIAL_MESSAGES.linkRequired }),
  /** Slug (blog, case study) or id (job) of the linked record. */
  linkRef: z.optional(z.string().check(z.trim(), z.maxLength(200, { error: SOCIAL_MESSAGES.linkNotFound }))),
  /** A free link: a path on this site or an http(s) URL. */
  linkUrl: z.optional(z.string().check(z.trim(), z.maxLength(2000, { error: SOCIAL_MESSAGES.urlInvalid }))),
  scheduledAt: z.iso.datetime({ offset: true, error: SOCIAL_MESSAGES.timeInvalid }),
  status: z.enum(EDITABLE_SOCIAL_STATUSES, { error: 'Status must be draft, scheduled, posted or skipped.' }),
  campaign: z.optional(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(100, { error: 'Campaign must be at most 100 characters.', abort: true }),
      z.refine((v) => v === '' || UTM_TAG.test(v), { error: SOCIAL_MESSAGES.campaignInvalid }),
    ),
  ),
  postUrl: z.optional(
    z.string().check(z.trim(), z.maxLength(2000, { error: SOCIAL_MESSAGES.postUrlInvalid })),
  ),
  notes: optionalText('Notes', 2000),
};

export interface SocialPostFields {
  network: SocialNetwork;
  text: string;
  linkKind: SocialLinkKind;
  linkRef?: string;
  linkUrl?: string;
  scheduledAt: string;
  status: SocialStatus;
  campaign?: string;
  postUrl?: string;
  notes?: string;
}

type Ctx = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/** The rules across fields: the network's limit, the link of its kind, the live URL of a posted one. */
export function checkSocialPost(p: SocialPostFields, ctx: Ctx): void {
  if (postLength(p.network, p.text) > NETWORKS[p.network].limit)
    ctx.addIssue({ code: 'custom', path: ['text'], message: overLimitMessage(p.network, p.text) });
  if (p.linkKind === 'url') {
    if (!p.linkUrl || !(isSitePath(p.linkUrl) || isHttpUrl(p.linkUrl)))
      ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: SOCIAL_MESSAGES.urlInvalid });
  } else if (!p.linkRef || !REF.test(p.linkRef)) {
    ctx.addIssue({ code: 'custom', path: ['linkRef'], message: SOCIAL_MESSAGES.linkRequired });
  }
  if (p.status === 'posted' && !p.postUrl)
    ctx.addIssue({ code: 'custom', path: ['postUrl'], message: SOCIAL_MESSAGES.postUrlRequired });
  if (p.postUrl && !isHttpUrl(p.postUrl))
    ctx.addIssue({ code: 'custom', path: ['postUrl'], message: SOCIAL_MESSAGES.postUrlInvalid });
}

/** POST /admin/social-posts. */
export const socialPostInputSchema = z.object(fields).check(z.superRefine(checkSocialPost));
export type SocialPostInput = z.infer<typeof socialPostInputSchema>;

/**
 * PATCH /admin/social-posts/{id}: any of the fields plus the `version` they
 * were based on (record-version.ts). `status` may also repeat `due` (a due
 * post's text fixed before posting); the merged post is checked whole.
 */
export const socialPostPatchSchema = z.extend(z.partial(z.object(fields)), {
  status: z.optional(
    z.enum([...EDITABLE_SOCIAL_STATUSES, 'due'], {
      error: 'Status must be draft, scheduled, posted or skipped.',
    }),
  ),
  version: recordVersion,
});
export type SocialPostPatch = z.infer<typeof socialPostPatchSchema>;

/** GET /admin/social-posts: a calendar range (from/to) or the list (newest first), with a cursor. */
export const socialPostListQuery = z.object({
  from: z.optional(z.iso.datetime({ offset: true, error: SOCIAL_MESSAGES.rangeInvalid })),
  to: z.optional(z.iso.datetime({ offset: true, error: SOCIAL_MESSAGES.rangeInvalid })),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
});

/** GET /admin/social-links: the site's own pages a post can link to, of one kind. */
export const socialLinksQuery = z.object({
  kind: z.enum(['blog', 'case-study', 'job'], { error: 'Kind must be blog, case-study or job.' }),
});

/** The Open Graph card of the linked page, from its stored record (never fetched). */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute image URL, when the page has one. */
  image?: string;
  /** The page's absolute URL, without tags. */
  url: string;
}

export interface SocialLinkOption {
  kind: Exclude<SocialLinkKind, 'url'>;
  ref: string;
  label: string;
  preview: LinkPreview;
}

export interface SocialPost extends SocialPostFields {
  id: string;
  /** Stable per post: the default utm_campaign and always utm_content. */
  slug: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The member who planned it: the sweep mails them when it is due. */
  author: string;
  /** The link with its UTM tags. */
  taggedUrl: string;
  /** null for a free link off this site (no preview: the server fetches no URL). */
  preview: LinkPreview | null;
  dueAt?: string;
  postedAt?: string;
  /** The due mail: pending until sent; failed after its last attempt. */
  mail?: { status: 'pending' | 'sending' | 'sent' | 'failed'; at: string; attempts?: number; error?: string };
}

export interface SocialPostStats {
  visitors: number;
  conversions: number;
}

export type SocialPostView = SocialPost & { stats: SocialPostStats | null };

export interface SocialPostList {
  items: SocialPostView[];
  nextCursor: string | null;
}
