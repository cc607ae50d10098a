/**
 * Public images: presigned POST under pending/, a confirm step that checks
 * the stored bytes and moves the object under media/<folder>/, and one
 * reference item per stored image (media-ref.ts).
 *
 * Keys: the object `media/<folder>/<uuid>.<ext>` in the media bucket is
 * served at `/media/<folder>/<uuid>.<ext>` (CloudFront forwards the path
 * unchanged; the local gateway maps it the same way).
 */
import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { originalKeyOf, VARIANT_VERSION } from '@app/shared/media-variants';
import {
  IMAGE_TYPES,
  IMAGE_UPLOAD,
  type ImageType,
  type ImageUploadRequest,
  type ImageUploadTicket,
  isMediaImagePath,
  MEDIA_MESSAGES,
  type MediaFolder,
  PENDING_IMAGE_KEY,
} from '@app/shared/schemas/media-upload';
import { env } from '../lib/env';
import { ValidationError } from '../lib/errors';
import { runImageJob } from '../lib/media/run-image-job';
import { countMetrics } from '../lib/metrics';
import { s3 } from '../lib/s3';
import { deleteMediaObject } from './media-object';
import { putReference } from './media-ref';

/** Bytes a file of each type starts with. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const b = (i: number) => head[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((c, i) => b(from + i) === c.charCodeAt(0));
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return 'image/png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  return null;
}

/** A presigned POST for one image under pending/ (type and size bound in the policy). */
export async function presignImageUpload(request: ImageUploadRequest): Promise<ImageUploadTicket> {
  const uploadKey = `pending/${randomUUID()}.${IMAGE_TYPES[request.contentType]}`;
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const post = await createPresignedPost((await s3()).presigner, {
    Bucket: env.MEDIA_BUCKET,
    Key: uploadKey,
    Conditions: [
      ['content-length-range', 1, IMAGE_UPLOAD.maxBytes],
      ['eq', '$Content-Type', request.contentType],
    ],
    Fields: { 'Content-Type': request.contentType },
    Expires: IMAGE_UPLOAD.postExpiresSeconds,
  });
  return { url: post.url, fields: post.fields, uploadKey, maxBytes: IMAGE_UPLOAD.maxBytes };
}

async function readHead(objectKey: string): Promise<{ size: number; head: Uint8Array } | null> {
  try {
    const { sdk, client } = await s3();
    const meta = await client.send(new sdk.HeadObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: objectKey }));
    const res = await client.send(
      new sdk.GetObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: objectKey, Range: 'bytes=0-31' }),
    );
    return {
      size: meta.ContentLength ?? 0,
      head: (await res.Body?.transformToByteArray()) ?? new Uint8Array(),
    };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

/**
 * Checks an uploaded pending object (size, magic bytes matching its
 * extension) and moves it to media/<folder>/. A refused file is deleted.
 */
export async function confirmImageUpload(
  uploadKey: string,
  folder: MediaFolder,
  uploadedBy: string,
  now = clock.now(),
): Promise<string> {
  const match = PENDING_IMAGE_KEY.exec(uploadKey);
  if (!match)
    throw new ValidationError(MEDIA_MESSAGES.uploadMissing, { uploadKey: MEDIA_MESSAGES.uploadMissing });
  const [, id, ext] = match;
  const found = await readHead(uploadKey);
  if (!found)
    throw new ValidationError(MEDIA_MESSAGES.uploadMissing, { uploadKey: MEDIA_MESSAGES.uploadMissing });
  const refuse = async (message: string) => {
    await deleteMediaObject(uploadKey);
    countMetrics({ uploadsRejected: 1 });
    return new ValidationError(message, { file: message });
  };
  if (found.size === 0) throw await refuse(MEDIA_MESSAGES.empty);
  if (found.size > IMAGE_UPLOAD.maxBytes) throw await refuse(MEDIA_MESSAGES.tooLarge);
  const type = sniffImageType(found.head);
  if (!type || IMAGE_TYPES[type] !== ext) throw await refuse(MEDIA_MESSAGES.notAnImage);

  const path = `/media/${folder}/${id}.${ext}`;
  const { sdk, client } = await s3();
  // The uploaded bytes go to the private originals/ prefix; only the variants are public.
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: env.MEDIA_BUCKET,
      CopySource: `${env.MEDIA_BUCKET}/${uploadKey}`,
      Key: originalKeyOf(path),
      ContentType: type,
      MetadataDirective: 'REPLACE',
    }),
  );
  await deleteMediaObject(uploadKey);
  const made = await runImageJob({ path });
  if (!made.ok) {
    await deleteMediaObject(originalKeyOf(path));
    countMetrics({ uploadsRejected: 1 });
    const message = MEDIA_MESSAGES[made.reason];
    throw new ValidationError(message, { file: message });
  }
  await putReference(path, uploadedBy, now, undefined, {
    width: made.width,
    height: made.height,
    widths: made.widths,
    variantVersion: VARIANT_VERSION,
  });
  return path;
}

/**
 * Stores an image directly under media/ (the seeders); idempotent. `runJob` makes the variants
 * (the local seed passes one that reuses a test run's earlier result, services/local/seed-image-job.ts).
 */
export async function storeImage(
  path: string,
  body: Uint8Array,
  contentType: ImageType,
  usedBy: string,
  runJob: typeof runImageJob = runImageJob,
): Promise<void> {
  if (!isMediaImagePath(path)) throw new Error(`Not a media image path: ${path}`);
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.MEDIA_BUCKET,
      Key: originalKeyOf(path),
      Body: body,
      ContentType: contentType,
    }),
  );
  const made = await runJob({ path });
  if (!made.ok) throw new Error(`Seed image ${path} refused: ${made.reason}`);
  const { ok: _ok, ...info } = made;
  await putReference(path, 'seed', clock.now(), usedBy, { ...info, variantVersion: VARIANT_VERSION });
}
