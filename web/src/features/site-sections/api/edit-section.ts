import { CONTENT_ROUTE_PATHS } from '@app/shared/routes/content';
import type { SectionValues } from '@app/shared/site-sections';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';
import { apiRequest } from '../../../lib/api-client';

/** PUT /admin/edit-section: the section's values (empty ones fall back to the built-in text). */
export function editSection(
  key: string,
  values: SectionValues,
): Promise<{ key: string; values: SectionValues }> {
  return apiRequest('PUT', CONTENT_ROUTE_PATHS.editSection, { body: { key, values } });
}

/** DELETE /admin/edit-section?key=: back to the built-in content. */
export function resetSection(key: string): Promise<{ key: string; values: SectionValues }> {
  return apiRequest('DELETE', CONTENT_ROUTE_PATHS.editSection, { query: { key } });
}

export const SECTION_IMAGE_ROUTES: ImageRoutes = {
  presign: CONTENT_ROUTE_PATHS.uploadImage,
  confirm: CONTENT_ROUTE_PATHS.confirmImage,
  remove: CONTENT_ROUTE_PATHS.removeImage,
};
