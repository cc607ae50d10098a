/**
 * Drafts of page documents (issue 31 item 3): a draft is stored on the page's
 * own item beside the live content, so a draft save, a publish and a discard
 * are each one versioned put (409 when stale; of two overlapping sweeps only
 * one publishes). Each is a version with its revision ("Draft: …",
 * "Published the draft"), so versions stay contiguous and pruning exact.
 */
import * as clock from '@app/shared/clock';
import { PAGE_FIELD_LABELS } from '@app/shared/pages/page-messages';
import type { PageContent } from '@app/shared/pages/registry';
import { changeSummary, REVISION_TEXTS } from '@app/shared/revisions';
import { DRAFT_REVISION_TEXTS, PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { UNSAVED_VERSION } from '@app/shared/schemas/record-version';
import { ValidationError } from '../lib/errors';
import { PageDocEntity } from './entities/page-doc';
import { PAGE_REVISION_KIND, type PageDocument } from './page-doc';
import { putVersioned } from './record-version';
import { putRevision } from './revision';

interface NextVersion {
  live: { content: PageContent; updatedBy: string | null; updatedAt: string | null };
  draft: PageDocument['draft'];
  revision: { content: PageContent; by: string; summary: string; at: string };
}

async function writeVersion(current: PageDocument, next: NextVersion): Promise<number> {
  const version = await putVersioned({
    entity: PageDocEntity,
    item: {
      id: current.id,
      content: next.live.content,
      updatedBy: next.live.updatedBy ?? '',
      updatedAt: next.live.updatedAt ?? '',
      draft: next.draft ?? undefined,
    },
    expected: current.version,
    notFoundMessage: 'This page was not found.',
  });
  const base = { kind: PAGE_REVISION_KIND, recordId: current.id };
  if (current.version === UNSAVED_VERSION)
    await putRevision({
      ...base,
      version: UNSAVED_VERSION,
      content: current.content,
      by: REVISION_TEXTS.originalBy,
      at: '',
      summary: REVISION_TEXTS.original,
    });
  await putRevision({ ...base, version, ...next.revision });
  return version;
}

const liveOf = (current: PageDocument) => ({
  content: current.content,
  updatedBy: current.updatedBy,
  updatedAt: current.updatedAt,
});

/** Stores `content` as the page's draft (the live content untouched). */
export function putPageDraft(
  current: PageDocument,
  content: PageContent,
  publishAt: string | null,
  by: string,
  now = clock.now(),
): Promise<number> {
  const at = now.toISOString();
  const summary = changeSummary(current.draft?.content ?? current.content, content, PAGE_FIELD_LABELS);
  return writeVersion(current, {
    live: liveOf(current),
    draft: { content, updatedBy: by, updatedAt: at, publishAt },
    revision: { content, by, at, summary: DRAFT_REVISION_TEXTS.draft(summary) },
  });
}

/** Makes the draft the live content (a member's Publish, or the sweep at its time). */
export function publishPageDraft(
  current: PageDocument,
  by: string,
  summary: string = DRAFT_REVISION_TEXTS.published,
  now = clock.now(),
): Promise<number> {
  if (!current.draft) throw new ValidationError(PAGE_DRAFT_MESSAGES.noDraft);
  const at = now.toISOString();
  const content = current.draft.content;
  return writeVersion(current, {
    live: { content, updatedBy: by, updatedAt: at },
    draft: null,
    revision: { content, by, at, summary },
  });
}

/** Drops the draft; the live content stays. */
export function dropPageDraft(current: PageDocument, by: string, now = clock.now()): Promise<number> {
  if (!current.draft) throw new ValidationError(PAGE_DRAFT_MESSAGES.noDraft);
  return writeVersion(current, {
    live: liveOf(current),
    draft: null,
    revision: {
      content: current.content,
      by,
      at: now.toISOString(),
      summary: DRAFT_REVISION_TEXTS.discarded,
    },
  });
}
