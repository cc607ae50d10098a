import { JOB_CATEGORIES, type JobCategory } from '@app/shared/constants';
import { formatUsShortDate } from '@app/shared/dates';
import { MESSAGES } from '@app/shared/messages';
import { useState } from 'react';
import { Grid } from '../../../components/ui/grid';
import ui from '../../../components/ui/ui.module.css';
import type { CategorisedOpening } from '../api/get-job-openings';
import classes from './careers.module.css';

type Filter = 'All' | JobCategory;

/** Openings grouped by category in JOB_CATEGORIES order, empty categories left out. */
export function groupByCategory(openings: readonly CategorisedOpening[]) {
  return JOB_CATEGORIES.map((category) => ({
    category,
    openings: openings.filter((o) => o.category === category),
  })).filter((group) => group.openings.length > 0);
}

function OpeningCard({ opening }: { opening: CategorisedOpening }) {
  const { JobDescription: d } = opening;
  return (
    <article className={ui.card}>
      <h4 className={ui.cardTitle}>{opening.title}</h4>
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
      <details className={classes.details}>
        <summary>
          Details<span className={classes.hidden}> of {opening.title}</span>
        </summary>
        <p>{d.PositionOverview}</p>
        <h5>Key responsibilities</h5>
        <ul>
          {d.KeyResponsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h5>Preferred skills</h5>
        <ul>
          {d.PreferredSkills.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
    </article>
  );
}

/**
 * SPEC §2 'Current Openings': grouped by category, each with heading,
 * Deadline and Experience labels. A category without openings shows 'No more
 * listings available'; no openings at all shows the stars message.
 */
export function JobOpenings({ openings }: { openings: readonly CategorisedOpening[] }) {
  const [filter, setFilter] = useState<Filter>('All');
  if (openings.length === 0) return <p className={classes.empty}>{MESSAGES.noPositions}</p>;
  const groups = groupByCategory(openings).filter((g) => filter === 'All' || g.category === filter);
  return (
    <>
      <fieldset className={classes.filters}>
        <legend className={classes.hidden}>Filter openings by category</legend>
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
          <Grid cols={3}>
            {group.openings.map((opening) => (
              <OpeningCard key={opening._id} opening={opening} />
            ))}
          </Grid>
        </section>
      ))}
    </>
  );
}
