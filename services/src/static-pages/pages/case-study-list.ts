import * as clock from '@app/shared/clock';
import { caseStudyList, caseStudyPath } from '@app/shared/html/views/content';
import { isCaseStudyLive } from '@app/shared/schemas/case-study';
import { caseStudies } from '../../data/case-study';
import { publishSitemap, writePage } from '../../lib/site-pages';
import { loadTemplate, renderPage } from '../render';

/** Published case studies listed (and in the sitemap); the list page shows the newest of them. */
export const CASE_STUDY_MAX = 5000;
export const CASE_STUDY_LIST_SIZE = 60;

/** /case-study and the sitemap of published case studies. */
export async function renderCaseStudyList(): Promise<number> {
  const now = clock.now();
  // Past a scheduled unpublish (issue 31) a case study leaves the list before the sweep makes it a draft.
  const live = (await caseStudies.all(CASE_STUDY_MAX, true)).filter((c) => isCaseStudyLive(c, now));
  const loaded = await loadTemplate('case-study');
  await writePage(
    '/case-study',
    renderPage(loaded, { 'case-study-list': caseStudyList(loaded.cls, live.slice(0, CASE_STUDY_LIST_SIZE)) }),
  );
  await publishSitemap(
    'case-studies',
    live.map((s) => ({ path: caseStudyPath(s.slug), lastModified: s.updatedAt })),
  );
  return 1;
}
