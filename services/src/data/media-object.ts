/** Objects of the public media bucket, shared by uploads and their references. */
import { ogVariantPath, originalKeyOf, VARIANT_WIDTHS, variantPath } from '@app/shared/media-variants';
import { env } from '../lib/env';
import { s3 } from '../lib/s3';

/** `/media/blog/x.png` -> bucket key `media/blog/x.png`. */
export const objectKeyOf = (path: string) => path.replace(/^\/+/, '');

export async function deleteMediaObject(objectKey: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: objectKey }));
}

/**
 * Deletes an image's whole set: the public fallback, WebP variants and Open
 * Graph card, and the private original (one DeleteObjects call; absent keys
 * are no error, so `widths` may name more than exist).
 */
export async function deleteImageObjects(path: string, widths: readonly number[] = []): Promise<void> {
  const keys = new Set([
    objectKeyOf(path),
    objectKeyOf(ogVariantPath(path)),
    originalKeyOf(path),
    ...[...VARIANT_WIDTHS, ...widths].map((w) => objectKeyOf(variantPath(path, w))),
  ]);
  const { sdk, client } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({
      Bucket: env.MEDIA_BUCKET,
      Delete: { Objects: [...keys].map((Key) => ({ Key })), Quiet: true },
    }),
  );
}
