/**
 * Scheduled publish of page drafts (issue 31 item 3): the sweep publishes
 * each draft whose `publishAt` has come and renders its pages. Exactly once
 * even when two sweeps overlap: publishing is a versioned put, so of two
 * sweeps that read the same version one wins and the other gets a 409 and
 * skips the page; only the winner renders. The pages are a fixed, small list
 * read by key (no Scan).
 */
import * as clock from '@app/shared/clock';
import { isSiteWide, pageById } from '@app/shared/pages/registry';
import { DRAFT_REVISION_TEXTS } from '@app/shared/schemas/page-preview';
import { allPageDocuments } from '../../data/page-doc';
import { publishPageDraft } from '../../data/page-draft';
import { deletePreviewLink, openPreviewLinks } from '../../data/preview-link';
import { afterChange } from '../../static-pages/page-groups';
import { ALL_PAGE_GROUPS } from '../../static-pages/site-groups';
import { HttpError } from '../errors';
import { settlePageImages } from './page-images';

const lostRace = (error: unknown) => error instanceof HttpError && error.statusCode === 409;

/** Publishes the drafts due at `now` (`only`: a test's sweep scope, page ids); returns how many. */
export async function publishDuePageDrafts(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  const due = (await allPageDocuments()).filter(
    (d) => d.draft?.publishAt && Date.parse(d.draft.publishAt) <= now.getTime() && (!only || only.has(d.id)),
  );
  let siteWide = false;
  let done = 0;
  for (const doc of due) {
    try {
      await publishPageDraft(doc, DRAFT_REVISION_TEXTS.scheduleBy, DRAFT_REVISION_TEXTS.scheduled, now);
    } catch (error) {
      if (lostRace(error)) continue;
      throw error;
    }
    // Only the winner gets here: the logos the old live version alone showed go.
    await settlePageImages(doc.id, doc.kind, [doc.draft?.content], [doc.content]);
    for (const link of await openPreviewLinks('page', doc.id, now))
      await deletePreviewLink('page', doc.id, link.id);
    const entry = pageById(doc.id);
    siteWide ||= entry ? isSiteWide(entry) : false;
    done += 1;
  }
  if (done > 0) await afterChange(siteWide ? 'site' : 'pages', undefined, ALL_PAGE_GROUPS);
  return done;
}
