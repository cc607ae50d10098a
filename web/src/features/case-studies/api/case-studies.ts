import { CASE_STUDY_ROUTE_PATHS } from '@app/shared/routes/case-studies';
import type { CaseStudyInput, CaseStudyView } from '@app/shared/schemas/case-study';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';
import type { RevisionItem } from '../../../components/revision-history/revision-history';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';

/** The cache key of every case-study read (writes invalidate it). */
export const CASE_STUDIES_KEY = ['case-studies'] as const;

/** GET /admin/case-studies: every case study, drafts too, newest first. */
export function listCaseStudies(
  cursor?: string | null,
): Promise<{ items: CaseStudyView[]; nextCursor: string | null }> {
  return apiRequest('GET', CASE_STUDY_ROUTE_PATHS.adminList, { query: { limit: 50, cursor } });
}

/** POST /admin/case-studies, or PUT /admin/case-studies?id= at the edited version (409 when stale). */
export function saveCaseStudy(
  body: CaseStudyInput,
  editing?: { id: string; version: number },
): Promise<CaseStudyView> {
  return editing
    ? apiRequest('PUT', CASE_STUDY_ROUTE_PATHS.update, {
        query: { id: editing.id },
        body: { ...body, version: editing.version },
      })
    : apiRequest('POST', CASE_STUDY_ROUTE_PATHS.create, { body });
}

/** DELETE /admin/case-studies?id= */
export function deleteCaseStudy(id: string): Promise<{ deleted: boolean }> {
  return apiRequest('DELETE', CASE_STUDY_ROUTE_PATHS.remove, { query: { id } });
}

/** Saves a case study; every case-study read reads again. */
export const useSaveCaseStudy = () => useWrite(saveCaseStudy, [CASE_STUDIES_KEY]);

/** Deletes a case study; every case-study read reads again. */
export const useDeleteCaseStudy = () => useWrite(deleteCaseStudy, [CASE_STUDIES_KEY]);

/** GET /admin/case-studies/revisions?id=: the case study's kept versions, newest first. */
export function listCaseStudyRevisions(id: string, signal?: AbortSignal): Promise<{ items: RevisionItem[] }> {
  return apiRequest('GET', CASE_STUDY_ROUTE_PATHS.revisions, { query: { id }, signal });
}

/** POST /admin/case-studies/restore?id=: a kept version saved as a new one over `version`. */
export function restoreCaseStudy(id: string, revision: number, version: number): Promise<CaseStudyView> {
  return apiRequest('POST', CASE_STUDY_ROUTE_PATHS.restore, { query: { id }, body: { revision, version } });
}

export const useRestoreCaseStudy = () => useWrite(restoreCaseStudy, [CASE_STUDIES_KEY]);

export const CASE_STUDY_IMAGE_ROUTES: ImageRoutes = {
  presign: CASE_STUDY_ROUTE_PATHS.uploadImage,
  confirm: CASE_STUDY_ROUTE_PATHS.confirmImage,
  remove: CASE_STUDY_ROUTE_PATHS.removeImage,
  focus: CASE_STUDY_ROUTE_PATHS.imageFocus,
};
