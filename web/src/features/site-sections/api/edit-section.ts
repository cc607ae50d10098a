import { CONTENT_ROUTE_PATHS } from '@app/shared/routes/content';
import type { SectionValues } from '@app/shared/site-sections';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';
import type { RevisionItem } from '../../../components/revision-history/revision-history';
import { apiRequest } from '../../../lib/api-client';

/** A section as the staff screens edit it: its stored values and record version (0 = never saved). */
export interface SectionRecord {
  values: SectionValues;
  version: number;
}

export interface SavedSection extends SectionRecord {
  key: string;
}

/** The cache key of the stored sections with their versions. */
export const SECTION_RECORDS_KEY = ['site-sections', 'records'] as const;

/** GET /admin/edit-section: every stored section with its version. */
export function getSectionRecords(signal?: AbortSignal): Promise<Record<string, SectionRecord>> {
  return apiRequest('GET', CONTENT_ROUTE_PATHS.editSection, { signal });
}

/** PUT /admin/edit-section: the section's values (empty ones fall back to the built-in text), at `version`. */
export function editSection(key: string, values: SectionValues, version: number): Promise<SavedSection> {
  return apiRequest('PUT', CONTENT_ROUTE_PATHS.editSection, { body: { key, values, version } });
}

/** DELETE /admin/edit-section?key=&version=: back to the built-in content. */
export function resetSection(key: string, version: number): Promise<SavedSection> {
  return apiRequest('DELETE', CONTENT_ROUTE_PATHS.editSection, { query: { key, version } });
}

export const SECTION_IMAGE_ROUTES: ImageRoutes = {
  presign: CONTENT_ROUTE_PATHS.uploadImage,
  confirm: CONTENT_ROUTE_PATHS.confirmImage,
  remove: CONTENT_ROUTE_PATHS.removeImage,
  focus: CONTENT_ROUTE_PATHS.imageFocus,
};

/** GET /admin/edit-section/revisions?key=: the section's kept versions, newest first. */
export function getSectionRevisions(key: string, signal?: AbortSignal): Promise<{ items: RevisionItem[] }> {
  return apiRequest('GET', CONTENT_ROUTE_PATHS.sectionRevisions, { query: { key }, signal });
}

/** POST /admin/edit-section/restore: a kept version saved as a new one over `version`. */
export function restoreSection(key: string, revision: number, version: number): Promise<SavedSection> {
  return apiRequest('POST', CONTENT_ROUTE_PATHS.sectionRestore, { body: { key, revision, version } });
}
