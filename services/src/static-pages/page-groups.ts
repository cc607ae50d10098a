/**
 * The pages rendered from lists of stored data, grouped by what they read.
 * Every writer goes through here: it stores its change, bumps the source's
 * generation, then renders each group that reads that source, whole, from
 * stored data. A render that saw the generations change while it ran renders
 * again, so of two concurrent writers the last render always reads both
 * changes (S3 has no conditional writes; pages are never patched). A render
 * that fails or keeps losing the race is finished by the site-maintenance
 * sweep, which re-renders every group whose sources moved on since its last
 * complete render.
 */

import * as clock from '@app/shared/clock';
import {
  bumpSource,
  type Generations,
  markRendered,
  type PageSource,
  readGenerations,
  readRendered,
  sameGenerations,
} from '../data/page-generation';
import { logger } from '../lib/logger';
import { countMetrics } from '../lib/metrics';
import { renderBlogLists } from './pages/blog-lists';
import { renderCaseStudyList } from './pages/case-study-list';
import { renderCareers } from './pages/jobs';
import { renderOurWork } from './pages/our-work';
import { renderHome, renderSectionPages } from './pages/section-pages';
import { renderServicePages } from './pages/service-pages';
import { PAGES_NOT_RENDERED_MESSAGE } from './render-metrics';

export interface PageGroup {
  readonly name: string;
  readonly sources: readonly PageSource[];
  /** Renders and writes the group's pages from stored data; returns how many it wrote. */
  render(now: Date): Promise<number>;
  /** A deploy renders these pages in a step of their own (site-maintenance.ts), not again here. */
  readonly deployStep?: boolean;
}

/**
 * The list and section pages. `site` is what every page shows (the footer's office cards): every
 * group reads it; the pages written one by one elsewhere (posts, case studies, jobs, the plain
 * pages) are the site-wide groups of site-groups.ts, which only the writers of `site` and the
 * sweep load (so a careers or testimonials function does not carry every renderer and its grants).
 */
export const PAGE_GROUPS: readonly PageGroup[] = [
  { name: 'home', sources: ['testimonials', 'pages', 'site'], render: () => renderHome() },
  { name: 'section-pages', sources: ['pages', 'site'], render: () => renderSectionPages() },
  { name: 'blog-lists', sources: ['blogs', 'site'], render: (now) => renderBlogLists(now) },
  { name: 'case-study-list', sources: ['case-studies', 'site'], render: () => renderCaseStudyList() },
  { name: 'careers', sources: ['jobs', 'pages', 'site'], render: (now) => renderCareers(now) },
  { name: 'our-work', sources: ['work', 'site'], render: () => renderOurWork() },
  { name: 'service-pages', sources: ['pages', 'site'], render: () => renderServicePages() },
];

/** Renders until no source changed during the render (at most `rounds` times). */
export async function renderGroup(group: PageGroup, now = clock.now(), rounds = 4): Promise<number> {
  let written = 0;
  for (let round = 0; round < rounds; round++) {
    const before = await readGenerations(group.sources);
    written += await group.render(now);
    const after = await readGenerations(group.sources);
    if (sameGenerations(before, after)) {
      await markRendered(group.name, after);
      return written;
    }
  }
  logger.warn('page group still changing after several renders; the sweep finishes it', {
    group: group.name,
  });
  return written;
}

/**
 * After a stored change: bump the source and render the groups that read it.
 * Best effort: the change is stored, so a failed render is logged and left to
 * the sweep; the caller's request still succeeds.
 */
export async function afterChange(
  source: PageSource,
  now = clock.now(),
  groups: readonly PageGroup[] = PAGE_GROUPS,
): Promise<boolean> {
  try {
    await bumpSource(source, now);
    for (const group of groups.filter((g) => g.sources.includes(source))) await renderGroup(group, now);
    countMetrics({ rerendersDone: 1 });
    return true;
  } catch (error) {
    logger.error(PAGES_NOT_RENDERED_MESSAGE, { source, error });
    countMetrics({ rerendersFailed: 1 });
    return false;
  }
}

/** Every group (a deploy brought new templates) but those the deploy renders in steps of their own. */
export async function renderAllGroups(
  now = clock.now(),
  groups: readonly PageGroup[] = PAGE_GROUPS,
): Promise<number> {
  let written = 0;
  for (const group of groups.filter((g) => !g.deployStep)) written += await renderGroup(group, now);
  return written;
}

/**
 * An index may lag the table for a moment in AWS: a render that finished
 * this soon after a change is redone by the sweep once.
 */
export const INDEX_SETTLE_MS = 10_000;

function stale(gens: Generations, rendered: { gens: Generations; renderedAt: string } | undefined): boolean {
  if (!rendered) return true;
  if (!sameGenerations(gens, rendered.gens)) return true;
  const renderedAt = Date.parse(rendered.renderedAt);
  return Object.values(gens).some((g) => g && Date.parse(g.changedAt) > renderedAt - INDEX_SETTLE_MS);
}

/** The sweep: groups whose last complete render is older than their data, plus /careers (deadlines pass by the day). */
export async function renderStaleGroups(
  now = clock.now(),
  groups: readonly PageGroup[] = PAGE_GROUPS,
): Promise<number> {
  const rendered = await readRendered(groups.map((g) => g.name));
  let written = 0;
  for (const group of groups) {
    const gens = await readGenerations(group.sources);
    if (group.name === 'careers' || stale(gens, rendered[group.name]))
      written += await renderGroup(group, now);
  }
  return written;
}
