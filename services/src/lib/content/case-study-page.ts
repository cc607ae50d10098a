/**
 * Keeps a case study's page and the case study list in step with the stored
 * case studies (the renderers: services/src/static-pages/pages/case-studies.ts).
 */

import { caseStudyPath } from '@app/shared/html/views/content';
import type { CaseStudy } from '@app/shared/schemas/case-study';
import { afterChange } from '../../static-pages/page-groups';
import { renderCaseStudy } from '../../static-pages/pages/case-studies';
import { logger } from '../logger';
import { unpublishPage } from '../site-pages';

/**
 * After a save or delete: the page exists exactly while published, old slugs
 * are gone, the list and sitemap are current. Best effort: the case study is
 * stored, so a failure is logged and the sweep finishes the pages.
 */
export async function syncCaseStudySite(
  c: CaseStudy | null,
  removedSlugs: readonly string[] = [],
): Promise<void> {
  try {
    for (const slug of removedSlugs) await unpublishPage(caseStudyPath(slug));
    if (c) await renderCaseStudy(c._id);
  } catch (error) {
    logger.error('case study page not written; the site sweep will retry', { error });
  }
  await afterChange('case-studies');
}
