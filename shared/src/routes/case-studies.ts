import type { RouteDef } from '../route-def';

/** Case studies (SPEC §7: "case-study calls: paths not shown", so ours). Writes: caseStudies:write (Case Studies group). */
export const CASE_STUDY_ROUTE_PATHS = {
  list: '/case-studies',
  getSingle: '/case-studies/get-single',
  adminList: '/admin/case-studies',
  create: '/admin/case-studies',
  update: '/admin/case-studies',
  remove: '/admin/case-studies',
  uploadImage: '/admin/case-studies/upload-image',
  confirmImage: '/admin/case-studies/confirm-image',
  removeImage: '/admin/case-studies/remove-image',
  imageFocus: '/admin/case-studies/image-focus',
  /** A case study's kept versions and their restore (issue 31). */
  revisions: '/admin/case-studies/revisions',
  restore: '/admin/case-studies/restore',
} as const;

const P = CASE_STUDY_ROUTE_PATHS;
const W = 'caseStudies:write';

export const CASE_STUDY_ROUTES = [
  { method: 'GET', path: P.list, feature: 'case-studies', handler: 'listCaseStudies', access: 'public' },
  { method: 'GET', path: P.getSingle, feature: 'case-studies', handler: 'getCaseStudy', access: 'public' },
  { method: 'GET', path: P.adminList, feature: 'case-studies', handler: 'adminListCaseStudies', access: W },
  { method: 'POST', path: P.create, feature: 'case-studies', handler: 'createCaseStudy', access: W },
  { method: 'PUT', path: P.update, feature: 'case-studies', handler: 'updateCaseStudy', access: W },
  { method: 'DELETE', path: P.remove, feature: 'case-studies', handler: 'deleteCaseStudy', access: W },
  { method: 'POST', path: P.uploadImage, feature: 'case-studies', handler: 'uploadImage', access: W },
  { method: 'POST', path: P.confirmImage, feature: 'case-studies', handler: 'confirmImage', access: W },
  { method: 'POST', path: P.removeImage, feature: 'case-studies', handler: 'removeImage', access: W },
  { method: 'POST', path: P.imageFocus, feature: 'case-studies', handler: 'imageFocus', access: W },
  { method: 'GET', path: P.imageFocus, feature: 'case-studies', handler: 'imageFocusRead', access: W },
  { method: 'GET', path: P.revisions, feature: 'case-studies', handler: 'listCaseStudyRevisions', access: W },
  { method: 'POST', path: P.restore, feature: 'case-studies', handler: 'restoreCaseStudy', access: W },
] as const satisfies readonly RouteDef[];
