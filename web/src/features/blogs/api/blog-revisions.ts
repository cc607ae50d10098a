import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlogView } from '@app/shared/schemas/blog-publish';
import type { RevisionItem } from '../../../components/revision-history/revision-history';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { BLOGS_KEY } from './list-admin-blogs';

/** GET /blogs/admin/revisions?id=: the post's kept versions, newest first. */
export function listBlogRevisions(id: string, signal?: AbortSignal): Promise<{ items: RevisionItem[] }> {
  return apiRequest('GET', BLOG_ROUTE_PATHS.revisions, { query: { id }, signal });
}

/** POST /blogs/admin/restore?id=: a kept version saved as a new one over `version`. */
export function restoreBlog(id: string, revision: number, version: number): Promise<AdminBlogView> {
  return apiRequest('POST', BLOG_ROUTE_PATHS.restore, { query: { id }, body: { revision, version } });
}

export const useRestoreBlog = () => useWrite(restoreBlog, [BLOGS_KEY]);
