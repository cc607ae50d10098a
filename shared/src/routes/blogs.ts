import type { RouteDef } from '../route-def';

/**
 * Blog routes (SPEC §7). Public reads, staff writes with blogs:write (Content
 * Writing: Content Writer, Marketing, SuperAdmin). Paths the spec leaves open
 * are ours: update, the admin reads and the image upload/confirm/remove calls.
 */
export const BLOG_ROUTE_PATHS = {
  publish: '/blogs/publish-blog',
  update: '/blogs/update-blog',
  getSingle: '/blogs/get-single-blog',
  recommended: '/blogs/recommended',
  remove: '/blogs/delete',
  list: '/blogs/get-all-blogs',
  adminList: '/blogs/admin/list',
  adminGet: '/blogs/admin/get-blog',
  uploadOgImage: '/blogs/upload-open-graph-image',
  removeOgImage: '/blogs/remove-open-graph-image',
  uploadImage: '/blogs/upload-image',
  confirmImage: '/blogs/confirm-image',
  removeImage: '/blogs/remove-image',
  imageFocus: '/blogs/image-focus',
  /** A post's kept versions and their restore (issue 31). */
  revisions: '/blogs/admin/revisions',
  restore: '/blogs/admin/restore',
  /** A published post's draft, its publish and discard, and share previews (issue 31; ?id=). */
  draft: '/blogs/admin/draft',
  publishDraft: '/blogs/admin/publish',
  discardDraft: '/blogs/admin/discard',
  previews: '/blogs/admin/previews',
} as const;

const P = BLOG_ROUTE_PATHS;
const row = (method: RouteDef['method'], path: string, handler: string, access: RouteDef['access']) =>
  ({ method, path, feature: 'blogs', handler, access }) as const;

export const BLOG_ROUTES = [
  row('POST', P.publish, 'publishBlog', 'blogs:write'),
  row('PUT', P.update, 'updateBlog', 'blogs:write'),
  row('GET', P.getSingle, 'getSingleBlog', 'public'),
  row('GET', P.recommended, 'recommendedBlogs', 'public'),
  row('DELETE', P.remove, 'deleteBlog', 'blogs:write'),
  row('GET', P.list, 'listBlogs', 'public'),
  row('GET', P.adminList, 'adminListBlogs', 'blogs:write'),
  row('GET', P.adminGet, 'adminGetBlog', 'blogs:write'),
  row('POST', P.uploadOgImage, 'uploadOgImage', 'blogs:write'),
  row('POST', P.removeOgImage, 'removeOgImage', 'blogs:write'),
  row('POST', P.uploadImage, 'uploadImage', 'blogs:write'),
  row('POST', P.confirmImage, 'confirmImage', 'blogs:write'),
  row('POST', P.removeImage, 'removeImage', 'blogs:write'),
  row('POST', P.imageFocus, 'imageFocus', 'blogs:write'),
  row('GET', P.imageFocus, 'imageFocusRead', 'blogs:write'),
  row('GET', P.revisions, 'listBlogRevisions', 'blogs:write'),
  row('POST', P.restore, 'restoreBlog', 'blogs:write'),
  row('PUT', P.draft, 'saveBlogDraft', 'blogs:write'),
  row('POST', P.publishDraft, 'publishBlogDraft', 'blogs:write'),
  row('POST', P.discardDraft, 'discardBlogDraft', 'blogs:write'),
  row('GET', P.previews, 'listBlogPreviews', 'blogs:write'),
  row('POST', P.previews, 'createBlogPreview', 'blogs:write'),
  row('DELETE', P.previews, 'revokeBlogPreview', 'blogs:write'),
] as const satisfies readonly RouteDef[];
