/**
 * The share-ready page of a published case study at /case-study/<slug>, and
 * the `sitemap-case-studies.xml` part, kept in step on every save and delete.
 */

import { formatUsShortDate } from '@app/shared/dates';
import type { CaseStudy } from '@app/shared/schemas/case-study';
import { caseStudies } from '../../data/case-study';
import { absoluteUrl, type PageMeta, publishPage, publishSitemap, unpublishPage } from '../../lib/site-pages';
import { siteUrl } from '../../lib/site-url';
import { escapeHtml as e, SITE_NAME } from '../blogs/blog-page';

export const caseStudyPath = (slug: string) => `/case-study/${slug}`;

export function caseStudyPageMeta(c: CaseStudy, siteUrl: string): PageMeta {
  const path = caseStudyPath(c.slug);
  const url = absoluteUrl(path, siteUrl);
  const organization = { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/', siteUrl) };
  const image = c.ogImage || c.heroImage;
  return {
    path,
    title: `${c.title} | ${SITE_NAME}`,
    description: c.summary,
    ogImage: image,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: c.title,
        description: c.summary,
        image: absoluteUrl(image, siteUrl),
        datePublished: c.published ?? c.createdAt,
        dateModified: c.updatedAt,
        about: { '@type': 'Organization', name: c.client },
        articleSection: c.category,
        author: organization,
        publisher: organization,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/', siteUrl) },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Case Studies',
            item: absoluteUrl('/case-study', siteUrl),
          },
          { '@type': 'ListItem', position: 3, name: c.title, item: url },
        ],
      },
    ],
    bodyHtml: [
      '<main><article>',
      `<p>${e(c.client)} · ${e(c.industry)} · ${e(c.category)}${c.published ? ` · <time datetime="${e(c.published)}">${e(formatUsShortDate(c.published))}</time>` : ''}</p>`,
      `<h1>${e(c.title)}</h1>`,
      `<p>${e(c.summary)}</p>`,
      `<img src="${e(c.heroImage)}" alt="${e(c.heroImageAlt)}" width="760" height="428">`,
      `<h2>Results</h2><ul>${c.results.map((r) => `<li>${e(r)}</li>`).join('')}</ul>`,
      `<div>${c.content}</div>`,
      '</article><p><a href="/case-study">All case studies</a></p></main>',
    ].join(''),
  };
}

/** After a save or delete: the page exists exactly while published, old slugs are gone, the sitemap is current. */
export async function syncCaseStudySite(
  c: CaseStudy | null,
  removedSlugs: readonly string[] = [],
): Promise<void> {
  for (const slug of removedSlugs) await unpublishPage(caseStudyPath(slug));
  if (c) {
    if (c.status === 'published') await publishPage(caseStudyPageMeta(c, await siteUrl()));
    else await unpublishPage(caseStudyPath(c.slug));
  }
  const live = await caseStudies.all(5000, true);
  await publishSitemap(
    'case-studies',
    live.map((s) => ({ path: caseStudyPath(s.slug), lastModified: s.updatedAt })),
  );
}

/** Rewrites every published case study's page (after a new SPA shell), e.g. at local start. */
export async function refreshCaseStudyPages(): Promise<void> {
  const live = await caseStudies.all(5000, true);
  const origin = await siteUrl();
  for (const c of live) await publishPage(caseStudyPageMeta(c, origin));
  await syncCaseStudySite(null);
}
