import { CONTENT_ROUTE_PATHS, pagePath } from '@app/shared/routes/content';
import type { PreviewLinkView } from '@app/shared/schemas/page-preview';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAGES_KEY } from './pages';

export const previewsKey = (id: string) => [...PAGES_KEY, 'previews', id] as const;

/** A page's open share links (never cached across visits: a revoke elsewhere must show). */
export function usePagePreviews(id: string) {
  return useQuery({
    queryKey: previewsKey(id),
    queryFn: ({ signal }) =>
      apiRequest<{ items: PreviewLinkView[] }>('GET', pagePath(id, 'pagePreviews'), { signal }),
    staleTime: 0,
  });
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
