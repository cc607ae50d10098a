import type { RouteDef } from '../route-def';

/** "Our work" projects (paths ours). Public read; writes with caseStudies:write (admin-screens.ts puts Our Work in Case Studies). */
export const WORK_ROUTE_PATHS = {
  list: '/our-work/projects',
  adminList: '/admin/our-work/projects',
  create: '/admin/our-work/projects',
  update: '/admin/our-work/projects',
  remove: '/admin/our-work/projects',
  uploadImage: '/admin/our-work/upload-image',
  confirmImage: '/admin/our-work/confirm-image',
  removeImage: '/admin/our-work/remove-image',
  imageFocus: '/admin/our-work/image-focus',
  /** A project's kept versions and their restore (issue 31). */
  revisions: '/admin/our-work/projects/revisions',
  restore: '/admin/our-work/projects/restore',
} as const;

const P = WORK_ROUTE_PATHS;
const W = 'caseStudies:write';

export const WORK_ROUTES = [
  { method: 'GET', path: P.list, feature: 'our-work', handler: 'listProjects', access: 'public' },
  { method: 'GET', path: P.adminList, feature: 'our-work', handler: 'adminListProjects', access: W },
  { method: 'POST', path: P.create, feature: 'our-work', handler: 'createProject', access: W },
  { method: 'PUT', path: P.update, feature: 'our-work', handler: 'updateProject', access: W },
  { method: 'DELETE', path: P.remove, feature: 'our-work', handler: 'deleteProject', access: W },
  { method: 'POST', path: P.uploadImage, feature: 'our-work', handler: 'uploadImage', access: W },
  { method: 'POST', path: P.confirmImage, feature: 'our-work', handler: 'confirmImage', access: W },
  { method: 'POST', path: P.removeImage, feature: 'our-work', handler: 'removeImage', access: W },
  { method: 'POST', path: P.imageFocus, feature: 'our-work', handler: 'imageFocus', access: W },
  { method: 'GET', path: P.imageFocus, feature: 'our-work', handler: 'imageFocusRead', access: W },
  { method: 'GET', path: P.revisions, feature: 'our-work', handler: 'listProjectRevisions', access: W },
  { method: 'POST', path: P.restore, feature: 'our-work', handler: 'restoreProject', access: W },
] as const satisfies readonly RouteDef[];
