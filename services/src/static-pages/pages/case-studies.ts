/**
 * Case study pages: each published one at /case-study/<slug> (Article
 * JSON-LD about its client) and the /case-study list, both rendered whole
 * from stored data; `sitemap-case-studies.xml` with the list.
 */

import * as clock from '@app/shared/clock';
import { COMPANY, organizationLd } from '@app/shared/company';
import type { HeadImage, HeadInput } from '@app/shared/html/head';
import { caseStudyArticle, caseStudyPath } from '@app/shared/html/views/content';
import { type CaseStudy, isCaseStudyLive } from '@app/shared/schemas/case-study';
import { caseStudies } from '../../data/case-study';
import { imageInfos } from '../../data/media-info';
import { logger } from '../../lib/logger';
import { inlineImagePaths, responsiveRichText } from '../../lib/media/responsive-rich-text';
import { absoluteUrl, unpublishPage, writePage } from '../../lib/site-pages';
import { siteUrl as currentSiteUrl } from '../../lib/site-url';
import { ogImage } from '../og-image';
import { loadTemplate, renderPage } from '../render';
import { CASE_STUDY_MAX } from './case-study-list';
import { breadcrumbLd } from './structured-data';

export function caseStudyHead(c: CaseStudy, image: HeadImage, siteUrl: string): HeadInput {
  const path = caseStudyPath(c.slug);
  const url = absoluteUrl(path, siteUrl);
  const organization = organizationLd(siteUrl);
  return {
    title: `${c.title} | ${COMPANY.name}`,
    description: c.summary,
    canonical: url,
    ogType: 'article',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: c.title,
        description: c.summary,
        image: image.url,
        datePublished: c.published ?? c.createdAt,
        dateModified: c.updatedAt,
        about: { '@type': 'Organization', name: c.client },
        genre: 'Case study',
        articleSection: c.category,
        keywords: [c.industry, c.category].join(', '),
        author: organization,
        publisher: organization,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
      },
      breadcrumbLd(siteUrl, [
        ['Case Studies', '/case-study'],
        [c.title, path],
      ]),
    ],
  };
}

/** One case study's page: written while published, removed otherwise; re-rendered if it changed meanwhile. */
export async function renderCaseStudy(id: string): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const c = await caseStudies.get(id, true);
    if (!c) return;
    if (!isCaseStudyLive(c, clock.now())) {
      await unpublishPage(caseStudyPath(c.slug));
      return;
    }
    const origin = await currentSiteUrl();
    const [loaded, image] = await Promise.all([
      loadTemplate('case-study-post'),
      ogImage(c.ogImage || c.heroImage, c.heroImageAlt, origin),
    ]);
    const images = await imageInfos([c.heroImage, ...inlineImagePaths(c.content)]);
    await writePage(
      caseStudyPath(c.slug),
      renderPage(
        loaded,
        { article: caseStudyArticle(loaded.cls, c, images, responsiveRichText(c.content, images)) },
        caseStudyHead(c, image, origin),
      ),
    );
    const after = await caseStudies.get(id, true);
    if (after?.updatedAt === c.updatedAt) return;
  }
  logger.warn('case study kept changing while its page was written; the sweep finishes it', { id });
}

/** Every published case study's page (a deploy brought new templates). */
export async function refreshCaseStudies(): Promise<number> {
  const live = await caseStudies.all(CASE_STUDY_MAX, true);
  for (const c of live) await renderCaseStudy(c._id);
  return live.length;
}
