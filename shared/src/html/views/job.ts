/**
 * Views of the careers pages (run-time; markup and classes as the web's
 * careers components had them): the Current Openings of /careers (SPEC §2:
 * grouped by category, Deadline and Experience labels, the empty texts) and
 * a job's page.
 */
import { jobPath, locationLabel } from '../../careers';
import { JOB_CATEGORIES } from '../../constants';
import { formatSalaryRange } from '../../currency';
import { MESSAGES } from '../../messages';
import type { PublicJob } from '../../schemas/careers-admin';
import { type Child, h, jsonScript, trustedHtml } from '../html';
import type { SiteClasses } from '../site-classes';
import { para, time } from './common';

/** Id of the JSON the apply form island reads (web/src/app/pages/islands/apply-form-island.tsx). */
export const JOB_DATA_ID = 'job-data';

function label(term: string, value: Child) {
  return h('div', null, h('dt', null, term), h('dd', null, value));
}

function openingCard(cls: SiteClasses, job: PublicJob) {
  const titleId = `opening-${job._id}`;
  return h(
    'article',
    { class: cls['careers.card'], 'aria-labelledby': titleId, 'data-job-type': job.jobType },
    h('h4', { class: cls['careers.cardTitle'], id: titleId }, h('a', { href: jobPath(job._id) }, job.title)),
    h(
      'dl',
      { class: cls['careers.labels'] },
      label('Deadline', time(job.deadline)),
      label('Experience', job.experience),
    ),
    h(
      'a',
      { href: jobPath(job._id), class: cls['careers.more'], 'aria-label': `View and apply: ${job.title}` },
      'View and apply',
    ),
  );
}

/** The openings grouped by category in JOB_CATEGORIES order, with the category filter (src/site-script/openings-filter.ts). */
export function openingsList(cls: SiteClasses, jobs: readonly PublicJob[]): Child {
  if (jobs.length === 0) return para(MESSAGES.noPositions, cls['careers.empty']);
  const groups = JOB_CATEGORIES.map((category) => ({
    category,
    jobs: jobs.filter((j) => j.category === category),
  })).filter((g) => g.jobs.length > 0);
  return h(
    'div',
    { 'data-openings': '' },
    h(
      'fieldset',
      { class: cls['careers.filters'], 'data-openings-filter': '', hidden: true },
      h('legend', { class: cls['careers.visuallyHidden'] }, 'Filter openings by category'),
      ['All', ...JOB_CATEGORIES].map((f) =>
        h(
          'button',
          {
            type: 'button',
            class: cls['careers.filter'],
            'aria-pressed': String(f === 'All'),
            'data-filter': f,
          },
          f,
        ),
      ),
    ),
    // Shown when a link narrowed the openings to one job type (Life's "See internship openings").
    h(
      'p',
      { class: cls['careers.empty'], 'data-type-note': '', hidden: true },
      h('span', { 'data-type-label': '' }),
      ' ',
      h('a', { href: '/careers#current-openings', 'data-type-clear': '' }, 'Show all openings'),
    ),
    h('p', { class: cls['careers.empty'], 'data-filter-empty': '', hidden: true }, MESSAGES.noMoreListings),
    groups.map((g) =>
      h(
        'section',
        { 'aria-label': `${g.category} openings`, class: cls['careers.group'], 'data-category': g.category },
        h(
          'h3',
          { class: cls['careers.groupHeading'] },
          `${g.category} `,
          h('span', { class: cls['careers.count'] }, `(${g.jobs.length})`),
        ),
        h(
          'div',
          { class: cls['careers.grid'] },
          g.jobs.map((j) => openingCard(cls, j)),
        ),
      ),
    ),
  );
}

function list(title: string, items: readonly string[]): Child {
  if (items.length === 0) return null;
  return [
    h('h2', null, title),
    h(
      'ul',
      null,
      items.map((i) => h('li', null, i)),
    ),
  ];
}

/** A job's page (the template's `job` slot): labels, the four SPEC §3 sections and the data its form needs. */
export function jobArticle(cls: SiteClasses, job: PublicJob): Child {
  const d = job.JobDescription;
  return [
    h('a', { href: '/careers#current-openings', class: cls['careers.back'] }, '← All openings'),
    h('h1', { id: 'job-title' }, job.title),
    h(
      'dl',
      { class: cls['careers.labels'] },
      label('Category', job.category),
      label('Deadline', time(job.deadline)),
      label('Experience', job.experience),
      label('Location', job.location.map(locationLabel).join(' · ')),
      label('Job type', job.jobType),
      label('Salary', formatSalaryRange(job.salaryMin, job.salaryMax)),
    ),
    // The form is further down this page (the template's apply section).
    h('a', { href: '#apply', class: cls['careers.applyLink'] }, 'Apply now'),
    h('h2', null, 'Position Overview'),
    // Sanitised with the rich-text allowlist before it was stored (services/src/lib/sanitize-html.ts).
    h('div', { class: 'rich-content' }, trustedHtml(d.PositionOverview)),
    list('Key Responsibilities', d.KeyResponsibilities),
    list('Qualifications', d.Qualifications),
    list('Preferred Skills', d.PreferredSkills),
    job.benefits ? [h('h2', null, 'Benefits'), h('p', null, job.benefits)] : null,
    jsonScript(
      'application/json',
      { id: job._id, title: job.title, deadline: job.deadline },
      { id: JOB_DATA_ID },
    ),
  ];
}
