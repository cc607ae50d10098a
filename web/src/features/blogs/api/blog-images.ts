import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';

/** Hero, featured and inline images: POST /blogs/upload-image, /blogs/confirm-image, /blogs/remove-image. */
export const BLOG_IMAGE_ROUTES: ImageRoutes = {
  presign: BLOG_ROUTE_PATHS.uploadImage,
  confirm: BLOG_ROUTE_PATHS.confirmImage,
  remove: BLOG_ROUTE_PATHS.removeImage,
  focus: BLOG_ROUTE_PATHS.imageFocus,
};

/** The open graph image: the spec's upload-open-graph-image and remove-open-graph-image. */
export const OG_IMAGE_ROUTES: ImageRoutes = {
  presign: BLOG_ROUTE_PATHS.uploadOgImage,
  confirm: BLOG_ROUTE_PATHS.confirmImage,
  remove: BLOG_ROUTE_PATHS.removeOgImage,
  focus: BLOG_ROUTE_PATHS.imageFocus,
};
