import type { JobCategory } from '@app/shared/constants';
import type { JobOpening } from '@app/shared/schemas/job-opening';
import { DEMO_JOB_OPENINGS } from '../../../content/demo/job-openings';
import { type QueryState, success } from './query-state';

export type CategorisedOpening = JobOpening & { readonly category: JobCategory };

/**
 * Current openings for the careers page. Demo data (SPEC §3 sample) until the
 * careers issue adds the jobs API; switching means replacing this hook's body.
 */
export function useJobOpenings(): QueryState<readonly CategorisedOpening[]> {
  return success(DEMO_JOB_OPENINGS);
}
