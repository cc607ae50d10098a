/**
 * Public images: presigned POST under pending/, a confirm step that checks
 * the stored bytes and moves the object under media/<folder>/, and one
 * reference item per stored image so an image is only deleted when nothing
 * saved uses it.
 *
 * Keys: the object `media/<folder>/<uuid>.<ext>` in the media bucket is
 * served at `/media/<folder>/<uuid>.<ext>` (CloudFront forwards the path
 * unchanged; the local gateway maps it the same way). The reference item is
 * `pk = MEDIA#<site path>`, `sk = MEDIA`, with `usedBy` = the owning item
 * (e.g. `blog#<id>`) once saved. Unattached images sit in gsi1 partition
 * `MEDIA#unattached` by upload time, for a cleanup job (docs/architecture.md).
 */
import { randomUUID } from 'node:crypto';
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
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { env } from '../lib/env';
import { ValidationError } from '../lib/errors';
import { s3 } from '../lib/s3';
import { key } from './table';

const SK = 'MEDIA';
const UNATTACHED = 'MEDIA#unattached';
const mediaPk = (path: string) => key('MEDIA', path);

/** `/media/blog/x.png` -> bucket key `media/blog/x.png`. */
export const objectKeyOf = (path: string) => path.replace(/^\/+/, '');

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
  const post = await createPresignedPost((await s3()).client, {
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

async function deleteObject(objectKey: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: objectKey }));
}

/**
 * Checks an uploaded pending object (size, magic bytes matching its
 * extension) and moves it to media/<folder>/. A refused file is deleted.
 */
export async function confirmImageUpload(
  uploadKey: string,
  folder: MediaFolder,
  uploadedBy: string,
  now = new Date(),
): Promise<string> {
  const match = PENDING_IMAGE_KEY.exec(uploadKey);
  if (!match)
    throw new ValidationError(MEDIA_MESSAGES.uploadMissing, { uploadKey: MEDIA_MESSAGES.uploadMissing });
  const [, id, ext] = match;
  const found = await readHead(uploadKey);
  if (!found)
    throw new ValidationError(MEDIA_MESSAGES.uploadMissing, { uploadKey: MEDIA_MESSAGES.uploadMissing });
  const refuse = async (message: string) => {
    await deleteObject(uploadKey);
    return new ValidationError(message, { file: message });
  };
  if (found.size === 0) throw await refuse(MEDIA_MESSAGES.empty);
  if (found.size > IMAGE_UPLOAD.maxBytes) throw await refuse(MEDIA_MESSAGES.tooLarge);
  const type = sniffImageType(found.head);
  if (!type || IMAGE_TYPES[type] !== ext) throw await refuse(MEDIA_MESSAGES.notAnImage);

  const path = `/media/${folder}/${id}.${ext}`;
  const { sdk, client } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: env.MEDIA_BUCKET,
      CopySource: `${env.MEDIA_BUCKET}/${uploadKey}`,
      Key: objectKeyOf(path),
      ContentType: type,
      CacheControl: 'public, max-age=31536000, immutable',
      MetadataDirective: 'REPLACE',
    }),
  );
  await deleteObject(uploadKey);
  await putReference(path, uploadedBy, now);
  return path;
}

async function putReference(path: string, uploadedBy: string, now: Date, usedBy?: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: mediaPk(path),
        sk: SK,
        entity: 'media',
        path,
        uploadedBy,
        createdAt: now.toISOString(),
        ...(usedBy ? { usedBy } : { gsi1pk: UNATTACHED, gsi1sk: key(now.toISOString(), path) }),
      },
    }),
  );
}

/** Stores an image directly under media/ (the seeders); idempotent. */
export async function storeImage(
  path: string,
  body: Uint8Array,
  contentType: ImageType,
  usedBy: string,
): Promise<void> {
  if (!isMediaImagePath(path)) throw new Error(`Not a media image path: ${path}`);
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.MEDIA_BUCKET,
      Key: objectKeyOf(path),
      Body: body,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  await putReference(path, 'seed', new Date(), usedBy);
}

interface MediaRef {
  path: string;
  usedBy?: string;
}

async function getReference(path: string): Promise<MediaRef | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: mediaPk(path), sk: SK } }),
  );
  return (out.Item as MediaRef | undefined) ?? null;
}

/** An image a form field refers to, and the message when it was not uploaded through us. */
export interface ImageField {
  field: string;
  path: string | undefined;
  missing?: string;
}

/** Refuses images that were not uploaded through us, or that belong to another item. */
export async function assertImagesUsable(fields: readonly ImageField[], owner: string): Promise<void> {
  const errors: Record<string, string> = {};
  for (const { field, path, missing } of fields) {
    if (!path || field in errors) continue;
    const ref = isMediaImagePath(path) ? await getReference(path) : null;
    if (!ref) errors[field] = missing ?? MEDIA_MESSAGES.notUploaded;
    else if (ref.usedBy && ref.usedBy !== owner) errors[field] = MEDIA_MESSAGES.usedElsewhere;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/** Marks images as used by `owner` (after it was saved). */
export async function attachImages(paths: Iterable<string>, owner: string): Promise<void> {
  for (const path of new Set(paths)) {
    if (!isMediaImagePath(path)) continue;
    await dynamo
      .send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk: mediaPk(path), sk: SK },
          UpdateExpression: 'SET usedBy = :owner REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':owner': owner },
        }),
      )
      .catch((error: { name?: string }) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
}

/** Deletes images `owner` no longer uses (object and reference). */
export async function releaseImages(paths: Iterable<string>, owner: string): Promise<void> {
  for (const path of new Set(paths)) {
    if (!isMediaImagePath(path)) continue;
    const ref = await getReference(path);
    if (!ref || (ref.usedBy && ref.usedBy !== owner)) continue;
    await deleteObject(objectKeyOf(path));
    await dynamo.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: mediaPk(path), sk: SK } }));
  }
}

/**
 * The editor's "delete image": an image no saved item uses is deleted now;
 * one a saved item still shows stays until that item is saved without it.
 */
export async function removeImage(path: string): Promise<boolean> {
  const ref = await getReference(path);
  if (!ref) return false;
  if (ref.usedBy) return false;
  await deleteObject(objectKeyOf(path));
  await dynamo.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: mediaPk(path), sk: SK } }));
  return true;
}

/**
 * Images uploaded in an editor but never saved with an item: the sweep
 * deletes those older than `olderThan`, oldest first, at most `max` per run
 * (a Query on gsi1's unattached partition). The reference goes first, only
 * if still unattached, so an image saved meanwhile is never lost.
 */
export async function deleteUnattachedImages(olderThan: Date, max = 100): Promise<number> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
      ExpressionAttributeValues: { ':pk': UNATTACHED, ':before': olderThan.toISOString() },
      Limit: max,
    }),
  );
  let deleted = 0;
  for (const item of out.Items ?? []) {
    const path = String(item.path);
    try {
      await dynamo.send(
        new DeleteCommand({
          TableName: TABLE_NAME,
          Key: { pk: mediaPk(path), sk: SK },
          ConditionExpression: 'attribute_not_exists(usedBy)',
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') continue;
      throw error;
    }
    await deleteObject(objectKeyOf(path));
    deleted++;
  }
  return deleted;
}
