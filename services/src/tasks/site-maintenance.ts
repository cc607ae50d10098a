/**
 * Keeps the pages the API renders (services/src/static-pages) right when no API
 * write happens: run after every deploy of the web build (the deploy brought
 * new page templates and overwrote the pages with their built versions) and
 * on a schedule (scheduled blog posts going live, job openings expiring, a
 * page render that failed or lost a race, images uploaded in an editor but
 * never saved, analytics salts and visitor-day items past their two days).
 * In AWS a CDK Trigger and an EventBridge rule invoke it (infra/lib); the
 * local stack runs the same code at start and on an interval.
 */

import { analyticsDay } from '@app/shared/analytics-days';
import { deleteExpiredSalts } from '../data/analytics-salt';
import { deleteOldVisits } from '../data/analytics-visit';
import { deleteUnattachedImages } from '../data/media-ref';
import { backfillMemberRecords } from '../data/member-backfill';
import { mailDuePosts, markDuePosts } from '../data/social-post-due';
import { publishDueBlogPages, refreshBlogPages } from '../lib/content/blog-site';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { runSalesBackfill } from '../lib/sales/sales-backfill';
import { siteUrl } from '../lib/site-url';
import { mailSiteUrl } from '../mail/mail-site-url';
import { socialDueMail } from '../mail/social-due-mail';
import { renderAllGroups, renderStaleGroups } from '../static-pages/page-groups';
import { refreshCaseStudies } from '../static-pages/pages/case-studies';
import { refreshJobs } from '../static-pages/pages/jobs';

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
    ['blog pages', (now) => refreshBlogPages(now)],
    ['case study pages', () => refreshCaseStudies()],
    ['job pages', (now) => refreshJobs(now)],
    ['list and section pages', (now) => renderAllGroups(now)],
    ['member records', (now) => backfillMemberRecords(now)],
    ['sales counters backfill', () => runSalesBackfill()],
  ],
  sweep: [
    ['due blog pages', (now) => publishDueBlogPages(now)],
    ['stale list pages and /careers', (now) => renderStaleGroups(now)],
    ['unsaved images', (now) => deleteUnattachedImages(new Date(now.getTime() - UNSAVED_IMAGE_TTL_MS))],
    // The visitor-hash salts go after two days whatever TTL does (dynalite never deletes, AWS may lag).
    ['analytics salts', (now) => deleteExpiredSalts(analyticsDay(now))],
    ['analytics visits', (now) => deleteOldVisits(analyticsDay(now))],
    // Leads stored before the sales counters existed; a no-op (one GetItem) once done.
    ['sales counters backfill', () => runSalesBackfill()],
    ['due social posts', (now) => markDuePosts(now)],
    [
      'social post mails',
      async (now) => {
        const origin = await mailSiteUrl();
        return mailDuePosts((post) => sendMail(socialDueMail(post, origin)), now);
      },
    ],
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
