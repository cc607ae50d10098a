import type { ServicePageDoc } from '@app/shared/pages/service-page';
import { pagePath } from '@app/shared/routes/content';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAGES_KEY, type PageDocument } from './pages';

/** One kept version of a page (GET /admin/pages/{id}/revisions). */
export interface PageRevision {
  version: number;
  by: string;
  /** ISO instant; '' for the seed's revision (the text the site was built with). */
  at: string;
  summary: string;
  content: ServicePageDoc;
}

export function usePageRevisions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PAGES_KEY, 'revisions', id],
    queryFn: ({ signal }) =>
      apiRequest<{ items: PageRevision[] }>('GET', pagePath(id, 'pageRevisions'), { signal }),
    enabled,
    staleTime: 0,
  });
}

/** POST /admin/pages/{id}/restore: the revision saved as a new version over `version`. */
export function restorePage(id: string, revision: number, version: number): Promise<PageDocument> {
  return apiRequest('POST', pagePath(id, 'pageRestore'), { body: { revision, version } });
}
