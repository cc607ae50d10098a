import '../../../components/rich-text-editor/rich-content.css';
import { CAREERS_MESSAGES, isDeadlinePast, locationLabel } from '@app/shared/careers';
import { formatSalaryRange } from '@app/shared/currency';
import { formatUsShortDate } from '@app/shared/dates';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useContentFonts } from '../../../components/rich-text-editor/use-content-fonts';
import { Container } from '../../../components/ui/grid';
import { ApiError } from '../../../lib/api-error';
import { useOpening } from '../api/get-opening';
import classes from './careers.module.css';

// The form (zod schemas, upload) loads only on job pages that still take applications.
const ApplyForm = lazy(() => import('./apply-form'));

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** Whether the job takes applications now; checked in the browser too, so a stale static page still says it closed. */
export function isOpen(job: PublicJob, now = new Date()): boolean {
  return job.status === 'open' && !isDeadlinePast(job.deadline, now);
}

function JobArticle({ job }: { job: PublicJob }) {
  const d = job.JobDescription;
  useContentFonts(d.PositionOverview);
  const open = isOpen(job);
  return (
    <article className={classes.article} aria-labelledby="job-title">
      <Link to="/careers#current-openings" className={classes.back}>
        ← All openings
      </Link>
      <h1 id="job-title">{job.title}</h1>
      <dl className={classes.labels}>
        <div>
          <dt>Category</dt>
          <dd>{job.category}</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>
            <time dateTime={job.deadline}>{formatUsShortDate(job.deadline)}</time>
          </dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{job.experience}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{job.location.map(locationLabel).join(' · ')}</dd>
        </div>
        <div>
          <dt>Job type</dt>
          <dd>{job.jobType}</dd>
        </div>
        <div>
          <dt>Salary</dt>
          <dd>{formatSalaryRange(job.salaryMin, job.salaryMax)}</dd>
        </div>
      </dl>
      {open ? (
        // A plain anchor: the form is further down this page (the section below).
        <a href="#apply" className={classes.applyLink}>
          Apply now
        </a>
      ) : null}
      <h2>Position Overview</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the rich-text allowlist before it was stored. */}
      <div className="rich-content" dangerouslySetInnerHTML={{ __html: d.PositionOverview }} />
      <List title="Key Responsibilities" items={d.KeyResponsibilities} />
      <List title="Qualifications" items={d.Qualifications} />
      <List title="Preferred Skills" items={d.PreferredSkills} />
      {job.benefits ? (
        <>
          <h2>Benefits</h2>
          <p>{job.benefits}</p>
        </>
      ) : null}
      {open ? (
        <section id="apply" aria-labelledby="apply-heading">
          <h2 id="apply-heading">Apply for this job</h2>
          <Suspense fallback={<PageLoader />}>
            <ApplyForm job={job} />
          </Suspense>
        </section>
      ) : (
        <p className={classes.notice} role="status">
          {CAREERS_MESSAGES.jobClosedNotice}
        </p>
      )}
    </article>
  );
}

/** A job's page (/careers/:jobId): the four SPEC §3 sections, the labels and the application form. */
export function JobDetail({ jobId, notFound }: { jobId: string; notFound: ReactNode }) {
  const state = useOpening(jobId);
  const title = state.status === 'success' ? state.data.title : null;
  useEffect(() => {
    if (title) document.title = `${title} | Careers | Moondive`;
  }, [title]);
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    if (state.error instanceof ApiError && state.error.status === 404) return <>{notFound}</>;
    return (
      <Container>
        <p className={classes.empty}>This job could not be loaded. Please refresh the page to try again.</p>
      </Container>
    );
  }
  return (
    <Container narrow>
      <JobArticle job={state.data} />
    </Container>
  );
}
