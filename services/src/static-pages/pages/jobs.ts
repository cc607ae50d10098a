/**
 * Job pages (/careers/<jobId>, JobPosting JSON-LD for Google for Jobs) and
 * /careers with its Current Openings; `sitemap-jobs.xml` lists the open
 * ones. A job's page exists while it is open; /careers is rendered whole
 * from the open jobs whenever one changes and by every sweep (a deadline
 * passes without any write), which also removes the pages of jobs whose
 * deadline passed.
 */
import { jobPath } from '@app/shared/careers';
import * as clock from '@app/shared/clock';
import type { HeadImage, HeadInput } from '@app/shared/html/head';
import { careersFills } from '@app/shared/html/views/careers';
import { jobArticle, openingsList } from '@app/shared/html/views/job';
import { CAREERS_PAGE_ID, type CareersContent } from '@app/shared/pages/careers-page';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { allOpenJobs, getJob } from '../../data/job-post';
import { getPageDocument, type PageDocument } from '../../data/page-doc';
import { jobPostingLd } from '../../features/careers/job-posting-ld';
import { jobPageHead } from '../../lib/careers/job-head';
import { toPublicJob } from '../../lib/careers/job-views';
import { logger } from '../../lib/logger';
import { absoluteUrl, publishSitemap, unpublishPage, writePage } from '../../lib/site-pages';
import { siteUrl } from '../../lib/site-url';
import { defaultOgImage } from '../default-image';
import { loadTemplate, noindexHead, renderPage } from '../render';
import { breadcrumbLd } from './structured-data';

export function jobHead(job: PublicJob, image: HeadImage, origin: string): HeadInput {
  return {
    ...jobPageHead(job),
    canonical: absoluteUrl(jobPath(job._id), origin),
    ogType: 'website',
    image,
    jsonLd: [
      jobPostingLd(job, origin),
      breadcrumbLd(origin, [
        ['Careers', '/careers'],
        [job.title, jobPath(job._id)],
      ]),
    ],
  };
}

/** One job's page: written while open, removed otherwise; re-rendered if the job changed meanwhile. */
export async function renderJob(jobId: string, now = clock.now()): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const job = await getJob(jobId, now, true);
    if (job?.displayStatus !== 'open') {
      await unpublishPage(jobPath(jobId));
      return;
    }
    const publicJob = toPublicJob(job);
    const loaded = await loadTemplate('job');
    const fills = { job: jobArticle(loaded.cls, publicJob), 'apply-heading': `Apply for ${publicJob.title}` };
    // Jobs have no image of their own: the site's social image (1200 x 630).
    const origin = await siteUrl();
    await writePage(
      jobPath(jobId),
      renderPage(loaded, fills, jobHead(publicJob, defaultOgImage(origin), origin)),
    );
    const after = await getJob(jobId, now, true);
    if (after?.updatedAt === job.updatedAt && after.displayStatus === 'open') return;
  }
  logger.warn('job kept changing while its page was written; the sweep finishes it', { jobId });
}

/**
 * Expired jobs whose pages go: those of the last week, newest first (the
 * sweep runs every 15 minutes, so a week covers any outage; a deploy removes
 * all of them). Old expired jobs stay open until HR closes them, so an
 * unbounded oldest-first read would never reach new ones.
 */
const RECENTLY_EXPIRED_MS = 7 * 86_400_000;

/**
 * /careers from its document (the live one, or a draft for its share preview
 * with `noindex`) and the open jobs.
 */
export async function careersPageHtml(
  page: PageDocument,
  open: Awaited<ReturnType<typeof allOpenJobs>>,
  options: { noindex?: boolean } = {},
): Promise<string> {
  const loaded = await loadTemplate('careers');
  return renderPage(
    loaded,
    {
      ...careersFills(loaded.cls, page.content as CareersContent),
      openings: openingsList(loaded.cls, open.map(toPublicJob)),
    },
    options.noindex ? noindexHead(loaded) : undefined,
    page,
  );
}

/** /careers, the sitemap of open jobs, and no page left for an open job whose deadline passed. */
export async function renderCareers(
  now = clock.now(),
  expired: 'recent' | 'all' = 'recent',
): Promise<number> {
  const [open, page] = await Promise.all([allOpenJobs(now), getPageDocument(CAREERS_PAGE_ID)]);
  await writePage('/careers', await careersPageHtml(page, open));
  await publishSitemap(
    'jobs',
    open.map((j) => ({ path: jobPath(j._id), lastModified: j.updatedAt })),
  );
  const gone = await allOpenJobs(
    now,
    expired === 'recent'
      ? { before: true, expiredSince: new Date(now.getTime() - RECENTLY_EXPIRED_MS), maxPages: 2 }
      : { before: true },
  );
  await Promise.all(gone.map((j) => unpublishPage(jobPath(j._id))));
  return 1;
}

/** Every open job's page and /careers with all expired pages removed (a deploy brought new templates). */
export async function refreshJobs(now = clock.now()): Promise<number> {
  const open = await allOpenJobs(now);
  for (const job of open) await renderJob(job._id, now);
  await renderCareers(now, 'all');
  return open.length;
}
