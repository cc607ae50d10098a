import { RESTORE_KEEPS, REVISION_KINDS, withoutKept } from '@app/shared/revision-labels';
import { REVISION_TEXTS } from '@app/shared/revisions';
import { caseStudyIdQuery, caseStudySchema } from '@app/shared/schemas/case-study';
import { idView } from '@app/shared/schemas/record-view';
import { caseStudies } from '../../data/case-study';
import { updateCaseStudy } from '../../lib/content/case-study-service';
import { contentOf, keptRevision, restoreBody, revisionsAnswer } from '../../lib/content/revision-routes';
import { defineHandler } from '../../lib/handler';
import { parseOrThrow } from '../../lib/zod-errors';

const KIND = REVISION_KINDS.caseStudy;

/** GET /admin/case-studies/revisions?id= — the case study's kept versions, newest first (issue 31). */
export const listCaseStudyRevisions = defineHandler({
  query: caseStudyIdQuery,
  run: async ({ query }) => {
    await caseStudies.require(query.id);
    return revisionsAnswer(KIND, query.id);
  },
});

/**
 * POST /admin/case-studies/restore?id= {revision, version} — the kept
 * version's text saved as a new version through the one save path (slug,
 * images, pages); its draft/published status stays as now.
 */
export const restoreCaseStudy = defineHandler({
  query: caseStudyIdQuery,
  body: restoreBody,
  run: async ({ query, body, user }) => {
    const current = await caseStudies.require(query.id);
    const revision = await keptRevision(KIND, query.id, body.revision);
    const fields = {
      ...withoutKept(contentOf(revision), RESTORE_KEEPS.caseStudy),
      status: current.status,
      ...(current.unpublishAt ? { unpublishAt: current.unpublishAt } : {}),
    };
    // Stored data is checked again as input: a kept version restores only if it is still valid.
    const form = parseOrThrow(caseStudySchema, fields);
    const saved = await updateCaseStudy(query.id, form, body.version, undefined, {
      by: user?.email,
      summary: REVISION_TEXTS.restored(body.revision),
    });
    return { data: idView(saved) };
  },
});
