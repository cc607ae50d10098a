import type { HeadImage } from '@app/shared/html/head';
import { OG_IMAGE, ogVariantPath } from '@app/shared/media-variants';
import { imageInfos } from '../data/media-info';
import { objectKeyOf } from '../data/media-object';
import { env } from '../lib/env';
import { type ImageSize, imageSize } from '../lib/image-size';
import { logger } from '../lib/logger';
import { s3 } from '../lib/s3';
import { absoluteUrl } from '../lib/site-pages';
import { defaultOgImage } from './default-image';

/** The size of an uploaded image, from its first bytes (one ranged GET); null when unknown. */
async function mediaImageSize(path: string): Promise<ImageSize | null> {
  try {
    const { sdk, client } = await s3();
    const res = await client.send(
      new sdk.GetObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: objectKeyOf(path), Range: 'bytes=0-65535' }),
    );
    const bytes = await res.Body?.transformToByteArray();
    return bytes ? imageSize(bytes) : null;
  } catch (error) {
    logger.warn('could not read the size of an image', { path, error });
    return null;
  }
}

/**
 * The Open Graph image of a page: an uploaded image with its real size and
 * the given alt text, or the site's default social image (1200 x 630).
 */
export async function ogImage(path: string | undefined, alt: string, origin: string): Promise<HeadImage> {
  if (!path) return defaultOgImage(origin);
  // The 1200×630 JPEG card made when the image was confirmed (lib/media/make-variants.ts).
  if ((await imageInfos([path])).has(path))
    return {
      url: absoluteUrl(ogVariantPath(path), origin),
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      alt,
    };
  const size = path.startsWith('/media/') ? await mediaImageSize(path) : null;
  return { url: absoluteUrl(path, origin), ...(size ?? {}), alt };
}
