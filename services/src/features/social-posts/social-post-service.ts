/**
 * Creating and editing planned posts: the link is resolved from the site's
 * records (social-links.ts), tagged with its UTM parameters, and the post is
 * stored under the record-version convention. Status moves the post in and
 * out of the sweep's queues (entities/social-post.ts: its gsi2 keys).
 */

import * as clock from '@app/shared/clock';
import {
  checkSocialPost,
  SOCIAL_MESSAGES,
  type SocialPost,
  type SocialPostFields,
  type SocialPostInput,
  type SocialPostPatch,
} from '@app/shared/schemas/social-post';
import { slugify } from '@app/shared/slug';
import { taggedLink } from '@app/shared/social';
import { trimEndChar } from '@app/shared/strings';
import { assertVersion } from '../../data/record-version';
import { getSocialPost, newSocialPostId, saveSocialPost } from '../../data/social-post';
import { ValidationError } from '../../lib/errors';
import { resolveLink } from './social-links';

/** Instants are stored in UTC ISO form, so sort keys order by time. */
const utc = (iso: string) => new Date(iso).toISOString();

/** The post's own slug: a few words of its link or text, plus part of its id (unique per post). */
export function postSlug(id: string, basis: string): string {
  const words = slugify(basis).split('-').filter(Boolean).slice(0, 6).join('-').slice(0, 50);
  return [trimEndChar(words, '-'), id.replace(/-/g, '').slice(-8)].filter(Boolean).join('-');
}

function check(fields: SocialPostFields): void {
  const errors: Record<string, string> = {};
  checkSocialPost(fields, {
    addIssue: (issue) => {
      const field = issue.path[0] ?? 'body';
      errors[field] ??= issue.message;
    },
  });
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/** Only the fields of the link kind are kept; '' means absent. */
function normalise(fields: SocialPostFields): SocialPostFields {
  const { linkRef, linkUrl, campaign, postUrl, notes, ...rest } = fields;
  return {
    ...rest,
    scheduledAt: utc(fields.scheduledAt),
    ...(fields.linkKind === 'url' ? { linkUrl } : { linkRef }),
    ...(campaign ? { campaign } : {}),
    ...(postUrl ? { postUrl } : {}),
    ...(notes ? { notes } : {}),
  };
}

async function withLink(post: Omit<SocialPost, 'taggedUrl' | 'preview'>): Promise<SocialPost> {
  const { url, preview } = await resolveLink(post);
  return { ...post, taggedUrl: taggedLink(url, post), preview };
}

export async function createPost(
  input: SocialPostInput,
  author: string,
  now = clock.now(),
  id: string = newSocialPostId(),
): Promise<SocialPost> {
  const fields = normalise(input);
  check(fields);
  const at = now.toISOString();
  const post = await withLink({
    ...fields,
    id,
    slug: postSlug(id, fields.linkRef ?? fields.text),
    version: 0,
    author,
    createdAt: at,
    updatedAt: at,
    ...(fields.status === 'posted' ? { postedAt: at } : {}),
  });
  return saveSocialPost(post, 0);
}

/** What a status change does to the post's bookkeeping. */
function statusEffects(current: SocialPost, next: SocialPostFields, at: string): Partial<SocialPost> {
  if (next.status === current.status)
    return next.status === 'posted' && !current.postedAt ? { postedAt: at } : {};
  if (next.status === 'due')
    throw new ValidationError(SOCIAL_MESSAGES.dueBySweep, { status: SOCIAL_MESSAGES.dueBySweep });
  if (next.status === 'posted') return { postedAt: current.postedAt ?? at };
  // Back to scheduled or draft: the sweep will mark it due (and mail) again at its time.
  if (next.status === 'scheduled' || next.status === 'draft')
    return { dueAt: undefined, mail: undefined, postedAt: undefined };
  return {};
}

/** PATCH: the stored post with the changed fields, if `version` is still current (409 otherwise). */
export async function patchPost(id: string, patch: SocialPostPatch, now = clock.now()): Promise<SocialPost> {
  const { version, ...changes } = patch;
  const current = await getSocialPost(id);
  assertVersion(current, version, SOCIAL_MESSAGES.notFound);
  const base = current as SocialPost;
  const merged: SocialPostFields = {
    network: changes.network ?? base.network,
    text: changes.text ?? base.text,
    linkKind: changes.linkKind ?? base.linkKind,
    linkRef: changes.linkRef ?? base.linkRef,
    linkUrl: changes.linkUrl ?? base.linkUrl,
    scheduledAt: changes.scheduledAt ?? base.scheduledAt,
    status: changes.status ?? base.status,
    campaign: changes.campaign ?? base.campaign,
    postUrl: changes.postUrl ?? base.postUrl,
    notes: changes.notes ?? base.notes,
  };
  const fields = normalise(merged);
  check(fields);
  const at = now.toISOString();
  const { linkRef: _r, linkUrl: _u, campaign: _c, postUrl: _p, notes: _n, ...kept } = base;
  const next = await withLink({
    ...kept,
    ...fields,
    ...statusEffects(base, fields, at),
    updatedAt: at,
  });
  // undefined values (cleared bookkeeping) must not reach the item.
  const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as SocialPost;
  return saveSocialPost(clean, version);
}
