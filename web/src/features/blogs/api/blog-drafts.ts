import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlogView, BlogSaveInput } from '@app/shared/schemas/blog-publish';
import type { PreviewLinkView } from '@app/shared/schemas/page-preview';
import { apiRequest } from '../../../lib/api-client';
import { BLOGS_KEY } from './list-admin-blogs';

/** PUT /blogs/admin/draft?id=: the form as the published post's draft (issue 31); the live post is unchanged. */
export function saveBlogDraft(
  id: string,
  body: Omit<BlogSaveInput, 'status' | 'publishAt' | 'unpublishAt'> & {
    publishAt: string | null;
    version: number;
  },
): Promise<AdminBlogView> {
  return apiRequest('PUT', BLOG_ROUTE_PATHS.draft, { query: { id }, body });
}

/** POST /blogs/admin/publish|discard?id=: the draft goes live, or is dropped. */
export function endBlogDraft(id: string, how: 'publishDraft' | 'discardDraft', version: number) {
  return apiRequest<AdminBlogView>('POST', BLOG_ROUTE_PATHS[how], { query: { id }, body: { version } });
}

export const blogPreviewsKey = (id: string) => [...BLOGS_KEY, 'previews', id] as const;

export function listBlogPreviews(id: string, signal?: AbortSignal): Promise<{ items: PreviewLinkView[] }> {
  return apiRequest('GET', BLOG_ROUTE_PATHS.previews, { query: { id }, signal });
}

export function createBlogPreview(id: string): Promise<PreviewLinkView> {
  return apiRequest('POST', BLOG_ROUTE_PATHS.previews, { query: { id } });
}

export function revokeBlogPreview(id: string, previewId: string): Promise<{ id: string }> {
  return apiRequest('DELETE', BLOG_ROUTE_PATHS.previews, { query: { id, previewId } });
}
