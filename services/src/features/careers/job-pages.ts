/**
 * Keeps a job's page and /careers in step with the job (the renderers:
 * services/src/static-pages/pages/jobs.ts): published while it is open, removed when
 * it is closed, deleted or past its deadline.
 */

import * as clock from '@app/shared/clock';
import type { JobView } from '@app/shared/schemas/careers-admin';
import { logger } from '../../lib/logger';
import { afterChange } from '../../static-pages/page-groups';
import { renderJob } from '../../static-pages/pages/jobs';

/**
 * After a job write (pass null for a deleted job). Best effort: the job is
 * already stored, so a failure is logged and reported as false, and the
 * site sweep finishes the pages.
 */
export async function syncJobPage(jobId: string, _job: JobView | null, now = clock.now()): Promise<boolean> {
  let ok = true;
  try {
    await renderJob(jobId, now);
  } catch (error) {
    logger.error('job page not published', { jobId, error });
    ok = false;
  }
  return (await afterChange('jobs', now)) && ok;
}
