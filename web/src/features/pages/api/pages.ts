import type { CareersPageDoc } from '@app/shared/pages/careers-page';
import type { FooterPageDoc } from '@app/shared/pages/footer-page';
import type { LegalPageDoc, LegalSection } from '@app/shared/pages/legal-page';
import type { LifePageDoc } from '@app/shared/pages/life-page';
import type { OfficePageDoc } from '@app/shared/pages/office-page';
import type { ServicePageDoc } from '@app/shared/pages/service-page';
import type { TechStackPageDoc } from '@app/shared/pages/tech-stack-page';
import { CONTENT_ROUTE_PATHS, pagePath } from '@app/shared/routes/content';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A page as GET /admin/pages lists it. */
export interface PageSummary {
  id: string;
  path: string;
  title: string;
  status: 'published';
  version: number;
  updatedAt: string | null;
}

interface DocumentBase extends PageSummary {
  updatedBy: string | null;
}
export type PageDocument =
  | (DocumentBase & { kind: 'service'; content: ServicePageDoc })
  | (DocumentBase & { kind: 'office'; content: OfficePageDoc })
  | (DocumentBase & { kind: 'footer'; content: FooterPageDoc })
  | (DocumentBase & { kind: 'tech-stack'; content: TechStackPageDoc })
  | (DocumentBase & { kind: 'careers'; content: CareersPageDoc })
  | (DocumentBase & { kind: 'life'; content: LifePageDoc })
  | (DocumentBase & {
      kind: 'legal';
      content: LegalPageDoc;
      /** The generated blocks after the prose (read-only). */
      generated: readonly LegalSection[];
      /** "Last updated" as the page shows it (YYYY-MM-DD). */
      lastUpdated: string;
    });

export const PAGES_KEY = ['pages'] as const;

export function usePages() {
  return useQuery({
    queryKey: [...PAGES_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest<PageSummary[]>('GET', CONTENT_ROUTE_PATHS.pages, { signal }),
    staleTime: 0,
  });
}

/** Never from an earlier visit's cache: a save sends the version it was read at. */
export function usePage(id: string | null) {
  return useQuery({
    queryKey: [...PAGES_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest<PageDocument>('GET', pagePath(id ?? ''), { signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** PUT /admin/pages/{id} with the version the editor read. */
export function savePage(
  id: string,
  content: PageDocument['content'],
  version: number,
): Promise<PageDocument> {
  return apiRequest('PUT', pagePath(id), { body: { content, version } });
}
