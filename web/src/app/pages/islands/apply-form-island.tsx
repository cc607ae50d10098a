import { CAREERS_MESSAGES, isDeadlinePast } from '@app/shared/careers';
import { JOB_DATA_ID } from '@app/shared/html/views/job';
import ApplyForm from '../../../features/careers/components/apply-form';
import classes from '../../../features/careers/components/careers.module.css';

/** What a job page says about its job (the run-time page renderer writes it; shared/src/html/views/job.ts). */

interface JobData {
  readonly id: string;
  readonly title: string;
  readonly deadline: string;
}

function jobData(): JobData {
  if (typeof document === 'undefined') return { id: '', title: '', deadline: '' };
  try {
    return JSON.parse(document.getElementById(JOB_DATA_ID)?.textContent ?? '{}') as JobData;
  } catch {
    return { id: '', title: '', deadline: '' };
  }
}

/**
 * The application form of a job page. A page is removed when its job closes;
 * until the sweep has done so, a job past its deadline says it is closed.
 */
export default function ApplyFormIsland() {
  const job = jobData();
  if (job.deadline && isDeadlinePast(job.deadline)) {
    return (
      <p className={classes.notice} role="status">
        {CAREERS_MESSAGES.jobClosedNotice}
      </p>
    );
  }
  return <ApplyForm job={{ _id: job.id, title: job.title }} />;
}
