import { WORK_ROUTE_PATHS } from '@app/shared/routes/our-work';
import type { WorkProject } from '@app/shared/schemas/work-project';
import { apiRequest } from '../../../lib/api-client';
import type { QueryState } from './query-state';
import { usePublicQuery } from './use-public-query';

/** Featured projects for /our-work, by position (GET /our-work/projects; staff manage them at /admin/our-work-listings). */
export function useWorkProjects(): QueryState<readonly WorkProject[]> {
  return usePublicQuery('work-projects', (signal) =>
    apiRequest<{ items: WorkProject[] }>('GET', WORK_ROUTE_PATHS.list, { signal }).then((page) => page.items),
  );
}
