/**
 * The sweep's side of social posts (services/src/tasks/site-maintenance.ts):
 *
 * 1. `markDuePosts`: every post still `scheduled` at or before now becomes
 *    `due` with its mail `pending`, in one versioned write (a member's edit
 *    made meanwhile wins and the post is looked at again next sweep).
 * 2. `mailDuePosts`: each pending mail is first claimed (`sending`, a
 *    versioned write only one sweep can win), then sent, then recorded
 *    (`sent`; or `pending` again after a failure, up to MAX_MAIL_ATTEMPTS).
 *    Stored first, then sent, so a re-run never mails twice: a claim left
 *    `sending` by a run that died is not resent but marked `failed` after
 *    STALE_CLAIM_MS, and the planner still shows the post's share links.
 *
 * Both read their queue on gsi2 with one Query per page, never a Scan.
 */

import * as clock from '@app/shared/clock';
import type { SocialPost } from '@app/shared/schemas/social-post';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { SocialPostEntity } from './entities/social-post';
import { queryIndexPage } from './index-page';
import { fromSocialItem, getSocialPost, saveSocialPost, socialKeys } from './social-post';

export const MAX_MAIL_ATTEMPTS = 3;
/** A claim older than this belongs to a run that died (the task's timeout is 5 minutes). */
export const STALE_CLAIM_MS = 15 * 60_000;
/** At most this many posts per queue per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 200;

async function queue(partition: string, upTo: string): Promise<SocialPost[]> {
  const posts: SocialPost[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryIndexPage({
      entity: SocialPostEntity,
      index: 'gsi2',
      partition,
      range: { lte: `${upTo}#~` },
      oldestFirst: true,
      limit: 100,
      cursor,
      toItem: fromSocialItem,
    });
    posts.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && posts.length < SWEEP_BATCH);
  return posts;
}

/** A versioned write lost to someone else's (409) or to a delete (404): skip the post this time. */
const lostRace = (error: unknown) =>
  error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404);

async function tryPut(post: SocialPost, expected: number): Promise<SocialPost | null> {
  try {
    return await saveSocialPost(post, expected);
  } catch (error) {
    if (lostRace(error)) return null;
    throw error;
  }
}

/** Scheduled posts whose time has come become due (`only`: a test's sweep scope, post ids); returns how many. */
export async function markDuePosts(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  const at = now.toISOString();
  let marked = 0;
  for (const post of await queue(socialKeys.scheduledPk, at)) {
    if (post.status !== 'scheduled' || post.scheduledAt > at) continue;
    if (only && !only.has(post.id)) continue;
    const due: SocialPost = {
      ...post,
      status: 'due',
      dueAt: at,
      mail: { status: 'pending', at, attempts: 0 },
    };
    if (await tryPut(due, post.version)) marked++;
  }
  return marked;
}

export type SendDueMail = (post: SocialPost) => Promise<{ ok: true } | { ok: false; error: string }>;

/** Records the outcome on the post, re-reading it if a member saved it in between. */
async function record(claimed: SocialPost, outcome: Awaited<ReturnType<SendDueMail>>, at: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = attempt === 0 ? claimed : await getSocialPost(claimed.id);
    const claim = current?.mail;
    if (!current || claim?.status !== 'sending' || claim.at !== claimed.mail?.at) return;
    const tries = claim.attempts ?? 1;
    const mail: SocialPost['mail'] = outcome.ok
      ? { status: 'sent', at, attempts: tries }
      : {
          status: tries >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
          at,
          attempts: tries,
          error: outcome.error,
        };
    if (await tryPut({ ...current, mail }, current.version)) return;
  }
  logger.error('social post mail outcome not recorded', { id: claimed.id });
}

/** Sends the due mail of every pending post (claim, send, record; `only` as above); returns how many were sent. */
export async function mailDuePosts(
  send: SendDueMail,
  now = clock.now(),
  only?: ReadonlySet<string>,
): Promise<number> {
  const at = now.toISOString();
  // The outcome's time: the sweep's instant plus the time the sending took.
  const startedMs = clock.nowMs();
  const afterSending = () => new Date(now.getTime() + clock.nowMs() - startedMs).toISOString();
  let sent = 0;
  for (const post of await queue(socialKeys.mailPk, at)) {
    const mail = post.mail;
    if (post.status !== 'due' || !mail) continue;
    if (only && !only.has(post.id)) continue;
    if (mail.status === 'sending') {
      if (now.getTime() - Date.parse(mail.at) < STALE_CLAIM_MS) continue;
      const error = 'Interrupted while sending; not resent. Use the share links in the planner.';
      await tryPut({ ...post, mail: { ...mail, status: 'failed', at, error } }, post.version);
      continue;
    }
    if (mail.status !== 'pending') continue;
    const attempts = (mail.attempts ?? 0) + 1;
    const claimed = await tryPut({ ...post, mail: { status: 'sending', at, attempts } }, post.version);
    if (!claimed) continue;
    const outcome = await send(claimed).catch((error: Error) => ({ ok: false as const, error: error.name }));
    await record(claimed, outcome, afterSending());
    if (outcome.ok) sent++;
  }
  return sent;
}
