import type { AboutPageDoc } from '@app/shared/pages/about-page';
import type { CareersPageDoc } from '@app/shared/pages/careers-page';
import type { FooterPageDoc } from '@app/shared/pages/footer-page';
import type { HomePageDoc } from '@app/shared/pages/home-page';
import type { IndustriesPageDoc } from '@app/shared/pages/industries-page';
import type { LegalPageDoc, LegalSection } from '@app/shared/pages/legal-page';
import type { LifePageDoc } from '@app/shared/pages/life-page';
import type { OfficePageDoc } from '@app/shared/pages/office-page';
import type { ServicePageDoc } from '@app/shared/pages/service-page';
import type { TechStackPageDoc } from '@app/shared/pages/tech-stack-page';
import { CONTENT_ROUTE_PATHS, pagePath } from '@app/shared/routes/content';
import type { PageDraftView } from '@app/shared/schemas/page-preview';
import { useQuery } from '@tanstack/react-query';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';
import { apiRequest } from '../../../lib/api-client';

/** Images of a page document go through the site sections' upload routes (same permission, sections:write). */
export const PAGE_IMAGE_ROUTES: ImageRoutes = {
  presign: CONTENT_ROUTE_PATHS.uploadImage,
  confirm: CONTENT_ROUTE_PATHS.confirmImage,
  remove: CONTENT_ROUTE_PATHS.removeImage,
  focus: CONTENT_ROUTE_PATHS.imageFocus,
};

/** A page as GET /admin/pages lists it. */
export interface PageSummary {
  id: string;
  path: string;
  title: string;
  /** `draft`/`scheduled`: live, with a draft beside it (issue 31). */
  status: 'published' | 'draft' | 'scheduled';
  version: number;
  updatedAt: string | null;
}

interface DocumentBase extends PageSummary {
  updatedBy: string | null;
}
type Draft<C> = { draft: (Omit<PageDraftView, 'content'> & { content: C }) | null };
export type PageDocument =
  | (DocumentBase & { kind: 'service'; content: ServicePageDoc } & Draft<ServicePageDoc>)
  | (DocumentBase & { kind: 'office'; content: OfficePageDoc } & Draft<OfficePageDoc>)
  | (DocumentBase & { kind: 'footer'; content: FooterPageDoc } & Draft<FooterPageDoc>)
  | (DocumentBase & { kind: 'tech-stack'; content: TechStackPageDoc } & Draft<TechStackPageDoc>)
  | (DocumentBase & { kind: 'careers'; content: CareersPageDoc } & Draft<CareersPageDoc>)
  | (DocumentBase & { kind: 'life'; content: LifePageDoc } & Draft<LifePageDoc>)
  | (DocumentBase & { kind: 'about'; content: AboutPageDoc } & Draft<AboutPageDoc>)
  | (DocumentBase & { kind: 'industries'; content: IndustriesPageDoc } & Draft<IndustriesPageDoc>)
  | (DocumentBase & { kind: 'home'; content: HomePageDoc } & Draft<HomePageDoc>)
  | (DocumentBase & {
      kind: 'legal';
      content: LegalPageDoc;
      /** The generated blocks after the prose (read-only). */
      generated: readonly LegalSection[];
      /** "Last updated" as the page shows it (YYYY-MM-DD). */
      lastUpdated: string;
    } & Draft<LegalPageDoc>);

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

/** PUT /admin/pages/{id}/draft: the draft beside the live page (the live page unchanged). */
export function savePageDraft(
  id: string,
  content: PageDocument['content'],
  version: number,
  publishAt: string | null = null,
): Promise<PageDocument> {
  return apiRequest('PUT', pagePath(id, 'pageDraft'), { body: { content, version, publishAt } });
}

/** POST /admin/pages/{id}/publish or /discard with the version the editor read. */
export function endPageDraft(
  id: string,
  how: 'pagePublish' | 'pageDiscard',
  version: number,
): Promise<PageDocument> {
  return apiRequest('POST', pagePath(id, how), { body: { version } });
}
