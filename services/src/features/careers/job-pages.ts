/**
 * Share-ready pages of job openings (`/careers/<jobId>`) with JobPosting
 * JSON-LD in the HTML crawlers receive, and `sitemap-jobs.xml` listing the
 * open ones. Published when a job is created, updated or reopened; removed
 * when it is closed or deleted. A job whose deadline passes drops out of the
 * public list at once (read-time key condition); its static page is removed by
 * the site-maintenance sweep (`sweepJobPages`, every 15 minutes), the next job
 * write or a deploy, and until then the SPA that renders over it shows the
 * closed notice.
 */

import { jobPath, locationLabel } from '@app/shared/careers';
import { formatSalaryRange } from '@app/shared/currency';
import { formatUsShortDate } from '@app/shared/dates';
import { plainTextExcerpt } from '@app/shared/sanitize-text';
import type { JobView, PublicJob } from '@app/shared/schemas/careers-admin';
import { allOpenJobs } from '../../data/job-post';
import { logger } from '../../lib/logger';
import { escapeHtml } from '../../lib/mail';
import { type PageMeta, publishPage, publishSitemap, unpublishPage } from '../../lib/site-pages';
import { siteUrl } from '../../lib/site-url';
import { jobPostingLd } from './job-posting-ld';
import { toPublicJob } from './job-views';

const SITEMAP = 'jobs';

function listHtml(title: string, items: string[]): string {
  if (items.length === 0) return '';
  return `<h2>${title}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

export function jobPageMeta(job: PublicJob, siteUrl: string): PageMeta {
  const d = job.JobDescription;
  const facts: [string, string][] = [
    ['Category', job.category],
    ['Deadline', formatUsShortDate(job.deadline)],
    ['Experience', job.experience],
    ['Location', job.location.map(locationLabel).join(' · ')],
    ['Job type', job.jobType],
    ['Salary', formatSalaryRange(job.salaryMin, job.salaryMax)],
  ];
  const bodyHtml =
    `<main><article><h1>${escapeHtml(job.title)}</h1><dl>` +
    facts.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('') +
    `</dl><h2>Position Overview</h2>${d.PositionOverview}` +
    listHtml('Key Responsibilities', d.KeyResponsibilities) +
    listHtml('Qualifications', d.Qualifications) +
    listHtml('Preferred Skills', d.PreferredSkills) +
    `<p><a href="${jobPath(job._id)}#apply">Apply for this job</a></p></article></main>`;
  const summary = plainTextExcerpt(d.PositionOverview, 150);
  return {
    path: jobPath(job._id),
    title: `${job.title} | Careers | Moondive`,
    description:
      `${job.title} (${job.experience}, ${job.location.map(locationLabel).join(', ')}). ${summary}`.slice(
        0,
        300,
      ),
    ogTitle: `${job.title} at Moondive`,
    ogType: 'website',
    jsonLd: [jobPostingLd(job, siteUrl)],
    bodyHtml,
  };
}

/**
 * Expired jobs whose pages a sweep or job write removes: those of the last
 * week, newest first (the sweep runs every 15 minutes, so a week covers any
 * outage; a deploy removes all of them). Old expired jobs stay open until HR
 * closes them, so an unbounded oldest-first read would never reach new ones.
 */
const RECENTLY_EXPIRED_MS = 7 * 86_400_000;

/** The sitemap of open jobs, and no page left for an open job whose deadline passed. */
async function refreshSitemap(now: Date, expired: 'recent' | 'all' = 'recent'): Promise<void> {
  const open = await allOpenJobs(now);
  await publishSitemap(
    SITEMAP,
    open.map((j) => ({ path: jobPath(j._id), lastModified: j.updatedAt })),
  );
  const gone = await allOpenJobs(
    now,
    expired === 'recent'
      ? { before: true, expiredSince: new Date(now.getTime() - RECENTLY_EXPIRED_MS), maxPages: 2 }
      : { before: true },
  );
  await Promise.all(gone.map((j) => unpublishPage(jobPath(j._id))));
}

/**
 * Brings a job's page (and the sitemap) in line with the job: published while
 * it is open, removed otherwise (pass null for a deleted job). Best effort:
 * the job is already stored, so a failure is logged and reported as false.
 */
export async function syncJobPage(jobId: string, job: JobView | null, now = new Date()): Promise<boolean> {
  try {
    if (job && job.displayStatus === 'open')
      await publishPage(jobPageMeta(toPublicJob(job), await siteUrl()));
    else await unpublishPage(jobPath(jobId));
    await refreshSitemap(now);
    return true;
  } catch (error) {
    logger.error('job page not published', { jobId, error });
    return false;
  }
}

/** The scheduled sweep: the sitemap of open jobs, and no page left for an expired one. */
export async function sweepJobPages(now = new Date()): Promise<void> {
  await refreshSitemap(now);
}

/** Republishes every open job's page and the sitemap (stack start: the SPA shell may have changed). */
export async function syncJobPages(now = new Date()): Promise<number> {
  const open = await allOpenJobs(now);
  const origin = await siteUrl();
  for (const job of open) await publishPage(jobPageMeta(toPublicJob(job), origin));
  await refreshSitemap(now, 'all');
  return open.length;
}
