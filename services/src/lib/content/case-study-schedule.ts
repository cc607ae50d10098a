/**
 * Scheduled unpublish of case studies (issue 31): the sweep turns each
 * published case study whose `unpublishAt` has come into a draft through the
 * store's versioned update (of two overlapping sweeps only one wins; the other
 * gets a 409 and skips), which also keeps the revision; the winner then takes
 * its page, list and sitemap entries down. Public reads hide it from its time
 * on already (isCaseStudyLive).
 */
import * as clock from '@app/shared/clock';
import { REVISION_TEXTS } from '@app/shared/revisions';
import type { CaseStudy } from '@app/shared/schemas/case-study';
import { caseStudies } from '../../data/case-study';
import { HttpError } from '../errors';
import { syncCaseStudySite } from './case-study-page';

/** Published case studies read per sweep (the live partition, a Query per page). */
const LIVE_MAX = 5000;

const lostRace = (error: unknown) =>
  error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404);

/** Unpublishes the case studies due at `now` (`only`: a test's sweep scope, ids); returns how many. */
export async function unpublishDueCaseStudies(
  now = clock.now(),
  only?: ReadonlySet<string>,
): Promise<number> {
  const due = (await caseStudies.all(LIVE_MAX, true)).filter(
    (c) => c.unpublishAt && Date.parse(c.unpublishAt) <= now.getTime() && (!only || only.has(c._id)),
  );
  let done = 0;
  for (const c of due) {
    const { _id, createdAt, updatedAt, version, unpublishAt, ...fields } = c;
    let saved: CaseStudy;
    try {
      saved = await caseStudies.update(_id, { ...fields, status: 'draft' }, version, now, {
        by: REVISION_TEXTS.scheduleBy,
        summary: REVISION_TEXTS.unpublished,
      });
    } catch (error) {
      if (lostRace(error)) continue;
      throw error;
    }
    await syncCaseStudySite(saved);
    done++;
  }
  return done;
}
