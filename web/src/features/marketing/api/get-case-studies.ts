import { CASE_STUDY_ROUTE_PATHS } from '@app/shared/routes/case-studies';
import type { CaseStudy, CaseStudySummary } from '@app/shared/schemas/case-study';
import { apiRequest } from '../../../lib/api-client';
import type { QueryState } from './query-state';
import { usePublicQuery } from './use-public-query';

export type { CaseStudy, CaseStudySummary };

/** Published case studies, newest first (GET /case-studies; staff manage them at /admin/case-studies). */
export function useCaseStudies(): QueryState<readonly CaseStudySummary[]> {
  return usePublicQuery('case-studies', (signal) =>
    apiRequest<{ items: CaseStudySummary[] }>('GET', CASE_STUDY_ROUTE_PATHS.list, {
      query: { limit: 24 },
      signal,
    }).then((page) => page.items),
  );
}

/** One published case study by slug; null when there is none. */
export function useCaseStudy(slug: string): QueryState<CaseStudy | null> {
  return usePublicQuery<CaseStudy | null>(
    slug,
    (signal) => apiRequest<CaseStudy>('GET', CASE_STUDY_ROUTE_PATHS.getSingle, { query: { slug }, signal }),
    null,
  );
}
