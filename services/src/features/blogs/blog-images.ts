import {
  imageConfirmSchema,
  imageFocusQuerySchema,
  imageFocusSchema,
  imageRemoveSchema,
  imageUploadRequestSchema,
} from '@app/shared/schemas/media-upload';
import { getImageFocus, setImageFocus } from '../../data/media-focus';
import { removeImage as remove } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import { defineHandler } from '../../lib/handler';

/**
 * Blog images: presign (hero, featured, inline; the open graph image has the
 * spec's own path with the same behaviour), confirm (bytes checked, moved to
 * media/blog/) and remove (deleted unless a saved post still shows it).
 */
const presign = () =>
  defineHandler({
    body: imageUploadRequestSchema,
    run: async ({ body }) => ({ statusCode: 201, data: await presignImageUpload(body) }),
  });

const removal = () =>
  defineHandler({
    body: imageRemoveSchema,
    run: async ({ body }) => ({ data: { deleted: await remove(body.url) } }),
  });

/** POST /blogs/upload-image */
export const uploadImage = presign();
/** POST /blogs/upload-open-graph-image */
export const uploadOgImage = presign();

/** POST /blogs/confirm-image */
export const confirmImage = defineHandler({
  body: imageConfirmSchema,
  run: async ({ body, user }) => ({
    statusCode: 201,
    data: { url: await confirmImageUpload(body.uploadKey, 'blog', user?.email ?? 'unknown') },
  }),
});

/** POST /blogs/remove-image */
export const removeImage = removal();
/** POST /blogs/remove-open-graph-image */
export const removeOgImage = removal();

/** POST /blogs/image-focus: the focal point of an uploaded image (cards, Open Graph card). */
export const imageFocus = defineHandler({
  body: imageFocusSchema,
  run: async ({ body }) => ({ data: await setImageFocus(body) }),
});

/** GET /blogs/image-focus?url=: the stored focal point, so the reopened editor shows it. */
export const imageFocusRead = defineHandler({
  query: imageFocusQuerySchema,
  run: async ({ query }) => ({ data: await getImageFocus(query.url) }),
});
