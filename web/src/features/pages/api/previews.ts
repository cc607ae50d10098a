import { CONTENT_ROUTE_PATHS, pagePath } from '@app/shared/routes/content';
import type { PreviewLinkView } from '@app/shared/schemas/page-preview';
import { apiRequest } from '../../../lib/api-client';
import { PAGES_KEY } from './pages';

export const previewsKey = (id: string) => [...PAGES_KEY, 'previews', id] as const;

/** A page's open share links. */
export function listPagePreviews(id: string, signal?: AbortSignal): Promise<{ items: PreviewLinkView[] }> {
  return apiRequest('GET', pagePath(id, 'pagePreviews'), { signal });
}

export function createPagePreview(id: string): Promise<PreviewLinkView> {
  return apiRequest('POST', pagePath(id, 'pagePreviews'));
}

export function revokePagePreview(id: string, previewId: string): Promise<{ id: string }> {
  const path = CONTENT_ROUTE_PATHS.pagePreview
    .replace('{id}', encodeURIComponent(id))
    .replace('{previewId}', encodeURIComponent(previewId));
  return apiRequest('DELETE', path);
}
