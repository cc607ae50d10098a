import type { RouteDef } from '../route-def';

/**
 * Site content beyond blogs, testimonials and case studies: the editable
 * sections of the home and about pages (SPEC §7 /admin/edit-section; method
 * ours), with their image uploads. Writes: sections:write (Content Writing).
 */
export const CONTENT_ROUTE_PATHS = {
  sections: '/content/sections',
  editSection: '/admin/edit-section',
  uploadImage: '/admin/edit-section/upload-image',
  confirmImage: '/admin/edit-section/confirm-image',
  removeImage: '/admin/edit-section/remove-image',
  imageFocus: '/admin/edit-section/image-focus',
  sectionRevisions: '/admin/edit-section/revisions',
  sectionRestore: '/admin/edit-section/restore',
  /** Page documents (issue 31; ours). */
  pages: '/admin/pages',
  page: '/admin/pages/{id}',
  pageRevisions: '/admin/pages/{id}/revisions',
  pageRestore: '/admin/pages/{id}/restore',
  /** Drafts and share previews (issue 31 item 3; ours). */
  pageDraft: '/admin/pages/{id}/draft',
  pagePublish: '/admin/pages/{id}/publish',
  pageDiscard: '/admin/pages/{id}/discard',
  pagePreviews: '/admin/pages/{id}/previews',
  pagePreview: '/admin/pages/{id}/previews/{previewId}',
  /** The share link's page POSTs its token here (public; the token never in a URL). */
  preview: '/content/preview',
} as const;

const P = CONTENT_ROUTE_PATHS;

export const CONTENT_ROUTES = [
  { method: 'GET', path: P.sections, feature: 'content', handler: 'getSections', access: 'public' },
  {
    method: 'GET',
    path: P.editSection,
    feature: 'content',
    handler: 'getSectionRecords',
    access: 'sections:write',
  },
  {
    method: 'PUT',
    path: P.editSection,
    feature: 'content',
    handler: 'editSection',
    access: 'sections:write',
  },
  {
    method: 'DELETE',
    path: P.editSection,
    feature: 'content',
    handler: 'resetSection',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.uploadImage,
    feature: 'content',
    handler: 'uploadSectionImage',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.confirmImage,
    feature: 'content',
    handler: 'confirmSectionImage',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.removeImage,
    feature: 'content',
    handler: 'removeSectionImage',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.imageFocus,
    feature: 'content',
    handler: 'sectionImageFocus',
    access: 'sections:write',
  },
  {
    method: 'GET',
    path: P.imageFocus,
    feature: 'content',
    handler: 'sectionImageFocusRead',
    access: 'sections:write',
  },
  {
    method: 'GET',
    path: P.sectionRevisions,
    feature: 'content',
    handler: 'getSectionRevisions',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.sectionRestore,
    feature: 'content',
    handler: 'restoreSection',
    access: 'sections:write',
  },
  { method: 'GET', path: P.pages, feature: 'content', handler: 'listPages', access: 'sections:write' },
  { method: 'GET', path: P.page, feature: 'content', handler: 'getPage', access: 'sections:write' },
  { method: 'PUT', path: P.page, feature: 'content', handler: 'savePage', access: 'sections:write' },
  {
    method: 'GET',
    path: P.pageRevisions,
    feature: 'content',
    handler: 'listPageRevisions',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.pageRestore,
    feature: 'content',
    handler: 'restorePage',
    access: 'sections:write',
  },
  {
    method: 'PUT',
    path: P.pageDraft,
    feature: 'content',
    handler: 'savePageDraft',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.pagePublish,
    feature: 'content',
    handler: 'publishPage',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.pageDiscard,
    feature: 'content',
    handler: 'discardPageDraft',
    access: 'sections:write',
  },
  {
    method: 'GET',
    path: P.pagePreviews,
    feature: 'content',
    handler: 'listPagePreviews',
    access: 'sections:write',
  },
  {
    method: 'POST',
    path: P.pagePreviews,
    feature: 'content',
    handler: 'createPagePreview',
    access: 'sections:write',
  },
  {
    method: 'DELETE',
    path: P.pagePreview,
    feature: 'content',
    handler: 'revokePagePreview',
    access: 'sections:write',
  },
  { method: 'POST', path: P.preview, feature: 'content', handler: 'previewDraft', access: 'public' },
] as const satisfies readonly RouteDef[];

export function pagePath(
  id: string,
  route:
    | 'page'
    | 'pageRevisions'
    | 'pageRestore'
    | 'pageDraft'
    | 'pagePublish'
    | 'pageDiscard'
    | 'pagePreviews' = 'page',
): string {
  return CONTENT_ROUTE_PATHS[route].replace('{id}', encodeURIComponent(id));
}
