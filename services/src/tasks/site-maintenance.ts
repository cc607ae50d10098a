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
import * as clock from '@app/shared/clock';
import { deleteExpiredSalts } from '../data/analytics-salt';
import { deleteOldVisits } from '../data/analytics-visit';
import { backfillLeadForms } from '../data/lead-form-backfill';
import { BACKFILL_MAX, backfillImageVariants } from '../data/media-backfill';
import { deleteUnattachedImages } from '../data/media-ref';
import { backfillMemberRecords } from '../data/member-backfill';
import { backfillPrivacy } from '../data/privacy-backfill';
import { backfillSectionFolds } from '../data/section-fold-backfill';
import { mailDuePosts, markDuePosts } from '../data/social-post-due';
import { publishDueBlogDrafts, unpublishDueBlogs } from '../lib/content/blog-schedule';
import { publishDueBlogPages, refreshBlogPages } from '../lib/content/blog-site';
import { unpublishDueCaseStudies } from '../lib/content/case-study-schedule';
import { publishDuePageDrafts } from '../lib/content/page-schedule';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { keepApplicationUrl } from '../lib/privacy/keep-link';
import { sweepRetention } from '../lib/privacy/retention-sweep';
import { runSalesBackfill } from '../lib/sales/sales-backfill';
import { siteUrl } from '../lib/site-url';
import { mailSiteUrl } from '../mail/mail-site-url';
import { sendDueReminders } from '../mail/meeting-reminders';
import { sendReplyPromiseMails } from '../mail/reply-promise-mails';
import { socialDueMail } from '../mail/social-due-mail';
import { talentPoolMail } from '../mail/talent-pool-mail';
import { renderAllGroups, renderStaleGroups } from '../static-pages/page-groups';
import { refreshCaseStudies } from '../static-pages/pages/case-studies';
import { refreshJobs } from '../static-pages/pages/jobs';
import { ALL_PAGE_GROUPS } from '../static-pages/site-groups';

/** An image uploaded in an editor but saved with no item for this long is deleted. */
export const UNSAVED_IMAGE_TTL_MS = 2 * 86_400_000;

export type MaintenanceMode = 'deploy' | 'sweep';

export interface MaintenanceReport {
  mode: MaintenanceMode;
  steps: Array<{ step: string; ok: boolean; detail?: number; error?: string }>;
}

/**
 * A test's sweep on a shared stack: the record-touching steps (due blog
 * pages, unsaved images, due social posts and their mails, meeting reminders,
 * the weekly digest) touch only the records named here (blog post ids, image
 * paths, social post ids, lead ids, member e-mails), and the
 * analytics clean-up, which would delete every test's salts and visits at a
 * future instant, deletes nothing. Honoured only on a stack started for tests
 * (it sets SWEEP_SCOPES=on; never in AWS), ignored elsewhere.
 */
export interface SweepScope {
  ids: readonly string[];
}

export interface MaintenanceOptions {
  scope?: SweepScope;
}

/** Whether a sweep scope applies here: a local stack started for tests, never a Lambda. */
export function sweepScopesHonoured(): boolean {
  return process.env.SWEEP_SCOPES === 'on' && !process.env.AWS_LAMBDA_FUNCTION_NAME;
}

type Only = ReadonlySet<string> | undefined;
type Step = [name: string, run: (now: Date, only: Only) => Promise<unknown>];

const STEPS: Record<MaintenanceMode, Step[]> = {
  deploy: [
    // First, so the pages below render with the variants (issue 26); a no-op once every image has them.
    ['image variants', (_now, only) => imageVariantsStep(only)],
    // Issue 31: section values stored before their key folded into a page move there, before the pages render.
    ['section folds', (now) => backfillSectionFolds(now)],
    ['blog pages', (now) => refreshBlogPages(now)],
    ['case study pages', () => refreshCaseStudies()],
    ['job pages', (now) => refreshJobs(now)],
    ['list and section pages', (now) => renderAllGroups(now, ALL_PAGE_GROUPS)],
    ['member records', (now) => backfillMemberRecords(now)],
    ['sales counters backfill', () => runSalesBackfill()],
    ['lead kinds backfill', () => backfillLeadForms()],
    // Issue 28: records stored before retention get their person link, due item and backstop.
    ['privacy backfill', () => backfillPrivacy()],
  ],
  sweep: [
    ['due blog pages', (now, only) => publishDueBlogPages(now, only)],
    ['stale list pages and /careers', (now) => renderStaleGroups(now, ALL_PAGE_GROUPS)],
    [
      'unsaved images',
      (now, only) => deleteUnattachedImages(new Date(now.getTime() - UNSAVED_IMAGE_TTL_MS), 100, only),
    ],
    // The visitor-hash salts go after two days whatever TTL does (dynalite never deletes, AWS may lag).
    ['analytics salts', async (now, only) => (only ? 0 : deleteExpiredSalts(analyticsDay(now)))],
    ['analytics visits', async (now, only) => (only ? 0 : deleteOldVisits(analyticsDay(now)))],
    // Issue 31: a section stored before its key folded moves into its page (bumps 'pages': the next
    // sweep renders it; a deploy renders at once). One Query when nothing is left.
    ['section folds', (now) => backfillSectionFolds(now)],
    // Leads stored before the sales counters existed; a no-op (one GetItem) once done.
    ['sales counters backfill', () => runSalesBackfill()],
    // Issue 28: records past their retention (shared/src/retention.ts), with their links, and the
    // talent-pool mails 30 days before an application's deletion.
    [
      'retention',
      async (now, only) => {
        const origin = await mailSiteUrl();
        return sweepRetention(
          now,
          async (app, due, token) => {
            await sendMail(talentPoolMail(app as never, due, keepApplicationUrl(origin, token)));
          },
          only,
        );
      },
    ],
    // Leads stored before `form` existed; a no-op (one GetItem) once done.
    ['lead kinds backfill', () => backfillLeadForms()],
    ['due social posts', (now, only) => markDuePosts(now, only)],
    [
      'social post mails',
      async (now, only) => {
        const origin = await mailSiteUrl();
        return mailDuePosts((post) => sendMail(socialDueMail(post, origin)), now, only);
      },
    ],
    // Meeting reminders 24 h and 1 h before (scope: lead ids).
    ['meeting reminders', (now, only) => sendDueReminders(now, only)],
    // Issue 30, item 6: the owner's reminder 2 business hours before a lead is due, the overdue mail after.
    ['reply promise mails', (now, only) => sendReplyPromiseMails(now, only)],
    // Monday 09:00 company time: last week's digest to Sales and Marketing (scope: member e-mails).
    // An unscoped sweep on a stack started for tests mails no one: every test's members share it.
    // Loaded when run (the reports' code is not needed at init).
    [
      'weekly digest',
      async (now, only) =>
        only || !sweepScopesHonoured()
          ? (await import('../mail/weekly-digest')).sendWeeklyDigest(now, only)
          : 0,
    ],
    // Issue 31: page drafts whose scheduled publish came go live (scope: page ids).
    ['scheduled page drafts', (now, only) => publishDuePageDrafts(now, only)],
    // Issue 31: drafts of published posts whose scheduled publish came go live (scope: post ids).
    ['scheduled post drafts', (now, only) => publishDueBlogDrafts(now, only)],
    // Issue 31: posts whose scheduled unpublish came become drafts; their page, list, sitemap and feed
    // entries go (the public reads hide them from their time on already).
    [
      'scheduled unpublish',
      async (now, only) => (await unpublishDueBlogs(now, only)) + (await unpublishDueCaseStudies(now, only)),
    ],
  ],
};

async function imageVariantsStep(only: Only): Promise<number> {
  const report = await backfillImageVariants(BACKFILL_MAX, only);
  if (report.remaining)
    logger.warn('more stored images need variants: invoke site maintenance with {"mode":"deploy"} again', {
      ...report,
    });
  return report.made;
}

/**
 * Runs every step at `now` even when one fails (each is independent) and
 * reports them all. `options.scope`: see SweepScope.
 */
export async function runSiteMaintenance(
  mode: MaintenanceMode,
  now = clock.now(),
  options: MaintenanceOptions = {},
): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { mode, steps: [] };
  if (options.scope && !sweepScopesHonoured())
    logger.warn('sweep scope ignored: only a stack started for tests honours it', { mode });
  const only: Only = options.scope && sweepScopesHonoured() ? new Set(options.scope.ids) : undefined;
  // After a deploy the site URL may be new (a domain was added): read it past the cache
  // once, so every page below links to it. A failure here shows up in the steps.
  if (mode === 'deploy') await siteUrl({ fresh: true }).catch(() => undefined);
  for (const [step, run] of STEPS[mode]) {
    try {
      const detail = await run(now, only);
      report.steps.push({ step, ok: true, ...(typeof detail === 'number' ? { detail } : {}) });
    } catch (error) {
      logger.error('site maintenance step failed', { mode, step, error });
      report.steps.push({ step, ok: false, error: (error as Error)?.name ?? 'Error' });
    }
  }
  logger.info('site maintenance', { ...report });
  return report;
}
