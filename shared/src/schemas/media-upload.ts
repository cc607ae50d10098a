/**
 * Public images (blog hero/featured/open graph and inline images, case
 * studies, testimonials, site sections): presigned POST to the media bucket
 * under pending/, then a confirm call where the server checks the bytes and
 * moves the object under media/<folder>/. Texts marked "ours" are our wording.
 *
 * Decisions:
 * - WebP, PNG, JPEG and GIF only, up to 5 MB. SVG is refused: it can carry
 *   script, and social networks do not show it as an Open Graph image.
 * - The browser's claimed type and size are only the first check; the server
 *   re-checks the stored object's size and magic bytes on confirm, because
 *   the local S3 stand-in ignores POST policy conditions.
 * - A stored image is addressed by its site path `/media/<folder>/<uuid>.<ext>`
 *   (CloudFront serves the media bucket's `media/` prefix under /media).
 */
import * as z from './zod-mini';

export const IMAGE_TYPES = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]];
export const IMAGE_EXTENSIONS = Object.values(IMAGE_TYPES);

export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  /** Lifetime of a presigned POST. */
  postExpiresSeconds: 300,
  accept: IMAGE_MIME_TYPES.join(','),
} as const;

/** Folders under media/ (one per kind of content). */
export const MEDIA_FOLDERS = ['blog', 'case-study', 'testimonial', 'section', 'content'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

export const MEDIA_MESSAGES = {
  /** ours */
  wrongType: 'Only WebP, PNG, JPEG and GIF images can be uploaded.',
  /** ours */
  tooLarge: 'The image must be 5 MB or smaller.',
  /** ours */
  empty: 'The image is empty.',
  /** ours */
  notAnImage: 'The file is not a valid WebP, PNG, JPEG or GIF image.',
  /** ours: sharp's limitInputPixels (MAX_INPUT_PIXELS in media-variants.ts) refused it. */
  tooManyPixels: 'The image is too large: at most 50 megapixels (for example 8000 × 6000).',
  /** ours: the bytes start like an image but do not decode. */
  unreadable: 'The image could not be read. Please export it again as JPEG or PNG and upload that.',
  /** ours: a focal point outside the picture. */
  focusOutside: 'Choose a point on the image.',
  /** ours */
  uploadMissing: 'The upload was not found. Please upload the image again.',
  /** ours */
  notUploaded: 'Images must be uploaded first.',
  /** ours */
  usedElsewhere: 'This image belongs to another item. Please upload it again.',
  /**
   * ours: "remove image" on an image a saved item still shows only takes it
   * out of the form; the saved item keeps it until it is saved without it.
   */
  removedFromDraft: (label: string) => `${label} removed from the draft. Save to apply the change.`,
} as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EXT = IMAGE_EXTENSIONS.join('|');
export const PENDING_IMAGE_KEY = new RegExp(`^pending/(${UUID})\\.(${EXT})$`);
export const MEDIA_IMAGE_PATH = new RegExp(`^/media/(${MEDIA_FOLDERS.join('|')})/(${UUID})\\.(${EXT})$`);

export function isMediaImagePath(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_IMAGE_PATH.test(value);
}

/** What the browser asks for before uploading. */
export const imageUploadRequestSchema = z.object({
  contentType: z.enum(IMAGE_MIME_TYPES, { error: MEDIA_MESSAGES.wrongType }),
  size: z
    .number({ error: MEDIA_MESSAGES.empty })
    .check(
      z.int({ error: MEDIA_MESSAGES.empty }),
      z.gte(1, { error: MEDIA_MESSAGES.empty }),
      z.lte(IMAGE_UPLOAD.maxBytes, { error: MEDIA_MESSAGES.tooLarge }),
    ),
});
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

/** A presigned POST: send `fields` then the file (field `file`) to `url`. */
export interface ImageUploadTicket {
  url: string;
  fields: Record<string, string>;
  uploadKey: string;
  maxBytes: number;
}

export const imageConfirmSchema = z.object({
  uploadKey: z
    .string({ error: MEDIA_MESSAGES.uploadMissing })
    .check(z.regex(PENDING_IMAGE_KEY, { error: MEDIA_MESSAGES.uploadMissing })),
});

/** The stored image: its site path. */
export interface StoredImage {
  url: string;
}

export const imageRemoveSchema = z.object({
  url: z
    .string({ error: MEDIA_MESSAGES.notUploaded })
    .check(z.regex(MEDIA_IMAGE_PATH, { error: MEDIA_MESSAGES.notUploaded })),
});

/** `deleted: false` when the image belongs to a saved item: it goes when that item is saved without it. */
export interface ImageRemoval {
  deleted: boolean;
}

/** The writer's focal point on an image (card and Open Graph crops), 0..1 from the top left. */
const focusCoordinate = () =>
  z
    .number({ error: MEDIA_MESSAGES.focusOutside })
    .check(
      z.gte(0, { error: MEDIA_MESSAGES.focusOutside }),
      z.lte(1, { error: MEDIA_MESSAGES.focusOutside }),
    );
export const imageFocusSchema = z.object({
  url: z
    .string({ error: MEDIA_MESSAGES.notUploaded })
    .check(z.regex(MEDIA_IMAGE_PATH, { error: MEDIA_MESSAGES.notUploaded })),
  focusX: focusCoordinate(),
  focusY: focusCoordinate(),
});
export type ImageFocus = z.infer<typeof imageFocusSchema>;

/** GET …/image-focus?url=: the stored focal point, so a reopened form shows it again. */
export const imageFocusQuerySchema = z.object({ url: imageFocusSchema.shape.url });

/** The stored focal point of an image; null while none is set (cards crop at the centre). */
export interface StoredImageFocus {
  url: string;
  focus: { x: number; y: number } | null;
}
