/**
 * The site-wide page groups: the pages written one by one elsewhere (posts, case studies, jobs),
 * the legal pages (page documents only the content feature writes) and the pages with no data
 * of their own, rendered again when `site` changes (the footer's office cards, issue 31). Only the writers of `site` (the content feature) and the sweep load
 * this module: it pulls in every renderer, and with them the reads (media objects for Open
 * Graph sizes) that a careers or testimonials function has no grant for.
 */
import { allLiveBlogs } from '../data/blog';
import { PAGE_GROUPS, type PageGroup } from './page-groups';
import { SITEMAP_MAX } from './pages/blog-lists';
import { renderBlogPost } from './pages/blog-posts';
import { refreshCaseStudies } from './pages/case-studies';
import { refreshJobs } from './pages/jobs';
import { renderLegalPages } from './pages/legal-pages';
import { publishLlmsTxt } from './pages/llms-txt';
import { renderPlainPages } from './pages/plain-pages';

/** Every live post's page (their footer shows the offices' cards). */
async function renderLivePosts(now: Date): Promise<number> {
  const live = await allLiveBlogs(SITEMAP_MAX, now);
  for (const post of live) await renderBlogPost(post._id, now);
  return live.length;
}

const SITE_ONLY_GROUPS: readonly PageGroup[] = [
  // The legal pages read only what the content feature writes (page documents, the footer).
  { name: 'legal-pages', sources: ['pages', 'site'], render: (now) => renderLegalPages(now) },
  { name: 'blog-posts', sources: ['site'], render: (now) => renderLivePosts(now), deployStep: true },
  { name: 'case-study-posts', sources: ['site'], render: () => refreshCaseStudies(), deployStep: true },
  { name: 'job-pages', sources: ['site'], render: (now) => refreshJobs(now), deployStep: true },
  { name: 'plain-pages', sources: ['site'], render: () => renderPlainPages() },
  // llms.txt states the offices' phones like every footer.
  { name: 'llms-txt', sources: ['site'], render: () => publishLlmsTxt() },
];

/** Every page group: the list and section pages, then the site-wide ones. */
export const ALL_PAGE_GROUPS: readonly PageGroup[] = [...PAGE_GROUPS, ...SITE_ONLY_GROUPS];
