/**
 * Keeps the share-ready files in the site bucket right when no API write
 * happens: run after every deploy of the SPA (the deploy overwrote the home
 * and about pages and changed the shell every runtime page is built from)
 * and on a schedule (scheduled blog posts going live, job openings expiring,
 * images uploaded in an editor but never saved, analytics salts and
 * visitor-day items past their two days).
 * In AWS a CDK Trigger and an EventBridge rule invoke it (infra/lib); the
 * local stack runs the same code at start and on an interval.
 */

import { analyticsDay } from '@app/shared/analytics-days';
import { deleteExpiredSalts } from '../data/analytics-salt';
import { deleteOldVisits } from '../data/analytics-visit';
import { deleteUnattachedImages } from '../data/media-ref';
import { backfillMemberRecords } from '../data/member-backfill';
import { publishDueBlogPages, refreshBlogPages } from '../features/blogs/blog-site';
import { sweepJobPages, syncJobPages } from '../features/careers/job-pages';
import { refreshCaseStudyPages } from '../features/case-studies/case-study-page';
import { refreshSectionPages } from '../features/content/section-pages';
import { logger } from '../lib/logger';
import { siteUrl } from '../lib/site-url';

/** An image uploaded in an editor but saved with no item for this long is deleted. */
export const UNSAVED_IMAGE_TTL_MS = 2 * 86_400_000;

export type MaintenanceMode = 'deploy' | 'sweep';

export interface MaintenanceReport {
  mode: MaintenanceMode;
  steps: Array<{ step: string; ok: boolean; detail?: number; error?: string }>;
}

type Step = [name: string, run: (now: Date) => Promise<unknown>];

const STEPS: Record<MaintenanceMode, Step[]> = {
  deploy: [
    ['section pages', () => refreshSectionPages()],
    ['blog pages', (now) => refreshBlogPages(now)],
    ['case study pages', () => refreshCaseStudyPages()],
    ['job pages', (now) => syncJobPages(now)],
    ['member records', (now) => backfillMemberRecords(now)],
  ],
  sweep: [
    ['due blog pages', (now) => publishDueBlogPages(now)],
    ['expired job pages', (now) => sweepJobPages(now)],
    ['unsaved images', (now) => deleteUnattachedImages(new Date(now.getTime() - UNSAVED_IMAGE_TTL_MS))],
    // The visitor-hash salts go after two days whatever TTL does (dynalite never deletes, AWS may lag).
    ['analytics salts', (now) => deleteExpiredSalts(analyticsDay(now))],
    ['analytics visits', (now) => deleteOldVisits(analyticsDay(now))],
  ],
};

/** Runs every step even when one fails (each is independent) and reports them all. */
export async function runSiteMaintenance(
  mode: MaintenanceMode,
  now = new Date(),
): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { mode, steps: [] };
  // After a deploy the site URL may be new (a domain was added): read it past the cache
  // once, so every page below links to it. A failure here shows up in the steps.
  if (mode === 'deploy') await siteUrl({ fresh: true }).catch(() => undefined);
  for (const [step, run] of STEPS[mode]) {
    try {
      const detail = await run(now);
      report.steps.push({ step, ok: true, ...(typeof detail === 'number' ? { detail } : {}) });
    } catch (error) {
      logger.error('site maintenance step failed', { mode, step, error });
      report.steps.push({ step, ok: false, error: (error as Error)?.name ?? 'Error' });
    }
  }
  logger.info('site maintenance', { ...report });
  return report;
}
