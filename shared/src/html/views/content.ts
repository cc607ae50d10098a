/**
 * Views of the content lists (run-time): case studies (list and page), the
 * home page's testimonials and the featured projects of /our-work.
 */

import { MESSAGES } from '../../messages';
import type { CaseStudy, CaseStudySummary } from '../../schemas/case-study';
import type { TestimonialRecord } from '../../schemas/testimonial';
import type { WorkProject } from '../../schemas/work-project';
import { type Child, h, trustedHtml } from '../html';
import type { SiteClasses } from '../site-classes';
import { cx, grid, para, time } from './common';
import { type ImageInfos, mediaImage, NO_IMAGE_INFO } from './media-image';

export const caseStudyPath = (slug: string) => `/case-study/${slug}`;

export function caseStudyList(cls: SiteClasses, studies: readonly CaseStudySummary[]): Child {
  if (studies.length === 0) return para(MESSAGES.noDataFound);
  return grid(
    cls,
    3,
    studies.map((c) =>
      h(
        'article',
        { class: cls['ui.card'] },
        h('p', { class: cls['ui.eyebrow'] }, `${c.client} · ${c.industry}`),
        h('h3', { class: cls['ui.cardTitle'] }, h('a', { href: caseStudyPath(c.slug) }, c.title)),
        h('p', { class: cls['ui.cardText'] }, c.summary),
        h(
          'ul',
          null,
          c.results.map((r) => h('li', null, r)),
        ),
        h('p', { class: cls['ui.cardText'] }, `${c.category} · Published `, time(c.published ?? c.createdAt)),
      ),
    ),
  );
}

/** A case study's page (the template's `article` slot). */
export function caseStudyArticle(
  cls: SiteClasses,
  c: CaseStudy,
  images: ImageInfos = NO_IMAGE_INFO,
  /** The content with its inline images made responsive (services/src/lib/media/responsive-rich-text.ts). */
  content: string = c.content,
): Child {
  return [
    h(
      'p',
      { class: cls['blog.meta'] },
      `${c.client} · ${c.industry} · ${c.category} · `,
      time(c.published ?? c.createdAt),
    ),
    h('h1', null, c.title),
    h('p', { class: cls['ui.cardText'] }, c.summary),
    mediaImage(c.heroImage, images.get(c.heroImage), {
      alt: c.heroImageAlt,
      sizes: 'article',
      priority: true,
      class: cls['blog.hero'],
    }),
    h('h2', null, 'Results'),
    h(
      'ul',
      null,
      c.results.map((r) => h('li', null, r)),
    ),
    // Sanitised with the rich-text allowlist before it was stored (services/src/lib/sanitize-html.ts).
    h('div', { class: cx(cls['blog.content'], 'rich-content') }, trustedHtml(content)),
    h('p', null, h('a', { href: '/case-study' }, 'All case studies')),
  ];
}

/** The home page's testimonials (newest first); an empty list shows nothing. */
export function testimonialList(cls: SiteClasses, items: readonly TestimonialRecord[]): Child {
  if (items.length === 0) return null;
  return grid(
    cls,
    3,
    items.map((t) =>
      h(
        'figure',
        { class: cx(cls['ui.card'], cls['marketing.quote']) },
        h('blockquote', { class: cls['marketing.quote'] }, h('p', null, `“${t.testimonial}”`)),
        h(
          'figcaption',
          null,
          h('strong', null, t.name),
          `, ${t.designation}`,
          t.link && t.websiteName
            ? [
                ' (',
                h(
                  'a',
                  { href: t.link, rel: 'noopener noreferrer nofollow', target: '_blank' },
                  t.websiteName,
                ),
                ')',
              ]
            : null,
        ),
      ),
    ),
  );
}

/** The featured projects of /our-work, by position. */
export function workProjectList(
  cls: SiteClasses,
  projects: readonly WorkProject[],
  images: ImageInfos = NO_IMAGE_INFO,
): Child {
  if (projects.length === 0) return para(MESSAGES.noDataFound);
  return grid(
    cls,
    3,
    projects.map((p) =>
      h(
        'article',
        { class: cls['ui.card'] },
        p.image
          ? mediaImage(p.image, images.get(p.image), {
              alt: p.imageAlt ?? '',
              sizes: 'card',
              frame: { width: 480, height: 300 },
              // One 8:5 frame for every project card, whatever shape staff upload.
              style: 'width:100%;height:auto;aspect-ratio:8/5;object-fit:cover',
            })
          : null,
        h('p', { class: cls['ui.eyebrow'] }, p.industry),
        h('h3', { class: cls['ui.cardTitle'] }, p.link ? h('a', { href: p.link }, p.name) : p.name),
        h('p', { class: cls['ui.cardText'] }, p.summary),
        h('p', { class: cls['ui.cardText'] }, h('strong', null, p.outcome)),
      ),
    ),
  );
}
