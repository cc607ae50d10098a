import { jobPath } from '@app/shared/careers';
import { JOB_CATEGORIES, type JobCategory } from '@app/shared/constants';
import { formatUsShortDate } from '@app/shared/dates';
import { MESSAGES } from '@app/shared/messages';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useOpenings } from '../api/get-openings';
import classes from './careers.module.css';

type Filter = 'All' | JobCategory;

/** Openings grouped by category in JOB_CATEGORIES order, empty categories left out. */
export function groupByCategory(openings: readonly PublicJob[]) {
  return JOB_CATEGORIES.map((category) => ({
    category,
    openings: openings.filter((o) => o.category === category),
  })).filter((group) => group.openings.length > 0);
}

function OpeningCard({ opening }: { opening: PublicJob }) {
  return (
    <article className={classes.card} aria-labelledby={`opening-${opening._id}`}>
      <h4 className={classes.cardTitle} id={`opening-${opening._id}`}>
        <Link to={jobPath(opening._id)}>{opening.title}</Link>
      </h4>
      <dl className={classes.labels}>
        <div>
          <dt>Deadline</dt>
          <dd>
            <time dateTime={opening.deadline}>{formatUsShortDate(opening.deadline)}</time>
          </dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{opening.experience}</dd>
        </div>
      </dl>
      <Link
        to={jobPath(opening._id)}
        className={classes.more}
        aria-label={`View and apply: ${opening.title}`}
      >
        View and apply
      </Link>
    </article>
  );
}

/**
 * SPEC §2 'Current Openings' as a list: grouped by category, each with its
 * heading, Deadline and Experience labels. A category filter with nothing in
 * it shows 'No more listings available'; no openings at all shows the stars
 * message.
 */
export function OpeningsList({ openings }: { openings: readonly PublicJob[] }) {
  const [filter, setFilter] = useState<Filter>('All');
  if (openings.length === 0) return <p className={classes.empty}>{MESSAGES.noPositions}</p>;
  const groups = groupByCategory(openings).filter((g) => filter === 'All' || g.category === filter);
  return (
    <>
      <fieldset className={classes.filters}>
        <legend className={classes.visuallyHidden}>Filter openings by category</legend>
        {(['All', ...JOB_CATEGORIES] as const).map((f) => (
          <button
            key={f}
            type="button"
            className={classes.filter}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f}
          </button>
        ))}
      </fieldset>
      {groups.length === 0 ? <p className={classes.empty}>{MESSAGES.noMoreListings}</p> : null}
      {groups.map((group) => (
        <section key={group.category} aria-label={`${group.category} openings`} className={classes.group}>
          <h3 className={classes.groupHeading}>
            {group.category} <span className={classes.count}>({group.openings.length})</span>
          </h3>
          <div className={classes.grid}>
            {group.openings.map((opening) => (
              <OpeningCard key={opening._id} opening={opening} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** The careers page's Current Openings, live from the API (past deadlines are already left out there). */
export function CurrentOpenings() {
  const state = useOpenings();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return (
      <p className={classes.empty}>The openings could not be loaded. Please refresh the page to try again.</p>
    );
  return <OpeningsList openings={state.data} />;
}
