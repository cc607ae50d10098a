import { WORK_ROUTE_PATHS } from '@app/shared/routes/our-work';
import type { WorkProjectInput, WorkProjectView } from '@app/shared/schemas/work-project';
import { useQuery } from '@tanstack/react-query';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';
import type { RevisionItem } from '../../../components/revision-history/revision-history';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';

/** The cache key of every Our Work read (writes invalidate it). */
export const WORK_PROJECTS_KEY = ['work-projects'] as const;

/** GET /admin/our-work/projects: all projects by position. */
export function listWorkProjects(signal?: AbortSignal): Promise<{ items: WorkProjectView[] }> {
  return apiRequest('GET', WORK_ROUTE_PATHS.adminList, { signal });
}

/** POST /admin/our-work/projects, or PUT ?id= at the edited version (409 when stale). */
export function saveWorkProject(
  body: WorkProjectInput,
  editing?: { id: string; version: number },
): Promise<WorkProjectView> {
  return editing
    ? apiRequest('PUT', WORK_ROUTE_PATHS.update, {
        query: { id: editing.id },
        body: { ...body, version: editing.version },
      })
    : apiRequest('POST', WORK_ROUTE_PATHS.create, { body });
}

/** GET /admin/our-work/projects/revisions?id=: the project's kept versions, newest first. */
export function listWorkProjectRevisions(
  id: string,
  signal?: AbortSignal,
): Promise<{ items: RevisionItem[] }> {
  return apiRequest('GET', WORK_ROUTE_PATHS.revisions, { query: { id }, signal });
}

/** POST /admin/our-work/projects/restore?id=: a kept version saved as a new one over `version`. */
export function restoreWorkProject(id: string, revision: number, version: number): Promise<WorkProjectView> {
  return apiRequest('POST', WORK_ROUTE_PATHS.restore, { query: { id }, body: { revision, version } });
}

export const useRestoreWorkProject = () => useWrite(restoreWorkProject, [WORK_PROJECTS_KEY]);

/** DELETE /admin/our-work/projects?id= */
export function deleteWorkProject(id: string): Promise<{ deleted: boolean }> {
  return apiRequest('DELETE', WORK_ROUTE_PATHS.remove, { query: { id } });
}

/**
 * One project for its edit form (found in the list; off without an id):
 * never from an earlier visit's cache, as saving sends its version.
 */
export function useWorkProject(id: string | null) {
  return useQuery({
    queryKey: [...WORK_PROJECTS_KEY, 'for-edit', id],
    queryFn: async ({ signal }) => (await listWorkProjects(signal)).items.find((p) => p.id === id) ?? null,
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves a project; every Our Work read reads again. */
export const useSaveWorkProject = () => useWrite(saveWorkProject, [WORK_PROJECTS_KEY]);

/** Deletes a project; every Our Work read reads again. */
export const useDeleteWorkProject = () => useWrite(deleteWorkProject, [WORK_PROJECTS_KEY]);

export const WORK_IMAGE_ROUTES: ImageRoutes = {
  presign: WORK_ROUTE_PATHS.uploadImage,
  confirm: WORK_ROUTE_PATHS.confirmImage,
  remove: WORK_ROUTE_PATHS.removeImage,
  focus: WORK_ROUTE_PATHS.imageFocus,
};
