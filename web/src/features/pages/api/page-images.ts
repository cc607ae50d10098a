import { MESSAGES } from '@app/shared/messages';
import { CONTENT_ROUTE_PATHS } from '@app/shared/routes/content';
import { SECTION_MESSAGES } from '@app/shared/site-sections';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';

/** Page images go through the content feature's upload pipeline (the sections' routes, sections:write). */
export const PAGE_IMAGE_ROUTES: ImageRoutes = {
  presign: CONTENT_ROUTE_PATHS.uploadImage,
  confirm: CONTENT_ROUTE_PATHS.confirmImage,
  remove: CONTENT_ROUTE_PATHS.removeImage,
  focus: CONTENT_ROUTE_PATHS.imageFocus,
};

export const PAGE_IMAGE_MESSAGES = {
  uploaded: SECTION_MESSAGES.imageUploaded,
  uploadFailed: MESSAGES.errorUploadingFile,
  deleted: SECTION_MESSAGES.imageDeleted,
  deleteFailed: MESSAGES.deleteFailed,
};
