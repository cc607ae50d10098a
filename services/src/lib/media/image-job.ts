/**
 * The image job: reads an image's private original, makes its variants and
 * writes them to the public media prefix. The image Lambda
 * (services/src/tasks/image-lambda.ts) runs exactly this in AWS; the local
 * stack and tests run it in-process (run-image-job.ts chooses).
 */
import { ogVariantPath, originalKeyOf, variantPath } from '@app/shared/media-variants';
import { IMAGE_TYPES, type ImageType } from '@app/shared/schemas/media-upload';
import { env } from '../env';
import { s3 } from '../s3';
import { ImageRefused, type MadeVariants, makeVariants, type Variant } from './make-variants';

export interface ImageJob {
  /** The image's site path, `/media/<folder>/<uuid>.<ext>`. */
  path: string;
  focusX?: number;
  focusY?: number;
}

export type ImageJobResult =
  | { ok: true; width: number; height: number; widths: number[] }
  | { ok: false; reason: ImageRefused['reason'] };

const typeOfPath = (path: string): ImageType => {
  const ext = path.slice(path.lastIndexOf('.') + 1);
  const found = (Object.keys(IMAGE_TYPES) as ImageType[]).find((t) => IMAGE_TYPES[t] === ext);
  if (!found) throw new Error(`Not an image path: ${path}`);
  return found;
};

const keyOf = (path: string) => path.replace(/^\/+/, '');

function keyOfVariant(path: string, v: Variant): string {
  if (v.kind === 'fallback') return keyOf(path);
  return keyOf(v.kind === 'og' ? ogVariantPath(path) : variantPath(path, v.kind));
}

/** Every public key of an image's variant set (for deletes). */
export function variantKeys(path: string, widths: readonly number[]): string[] {
  return [keyOf(path), keyOf(ogVariantPath(path)), ...widths.map((w) => keyOf(variantPath(path, w)))];
}

export async function runImageJobHere(job: ImageJob): Promise<ImageJobResult> {
  const { sdk, client } = await s3();
  const res = await client.send(
    new sdk.GetObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: originalKeyOf(job.path) }),
  );
  const input = (await res.Body?.transformToByteArray()) ?? new Uint8Array();
  let made: MadeVariants;
  try {
    made = await makeVariants(input, typeOfPath(job.path), {
      x: job.focusX ?? 0.5,
      y: job.focusY ?? 0.5,
    });
  } catch (error) {
    if (error instanceof ImageRefused) return { ok: false, reason: error.reason };
    throw error;
  }
  await Promise.all(
    made.variants.map((v) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: env.MEDIA_BUCKET,
          Key: keyOfVariant(job.path, v),
          Body: v.body,
          ContentType: v.contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    ),
  );
  return { ok: true, ...made.info };
}
