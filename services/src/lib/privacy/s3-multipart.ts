/**
 * Streams bytes into one S3 object through a multipart upload: parts of
 * PART_BYTES (S3's minimum but for the last), so memory holds one part
 * whatever the object's size. On failure the upload is aborted (no orphaned
 * parts are billed).
 */
import { env } from '../env';
import { s3 } from '../s3';

export const PART_BYTES = 5 * 1024 * 1024;

export interface MultipartTarget {
  write(chunk: Uint8Array): Promise<void>;
  complete(): Promise<void>;
  abort(): Promise<void>;
}

export async function multipartUpload(key: string, contentType: string): Promise<MultipartTarget> {
  const { sdk, client } = await s3();
  const Bucket = env.UPLOADS_BUCKET;
  const created = await client.send(
    new sdk.CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
  );
  const UploadId = created.UploadId as string;
  const parts: Array<{ ETag: string; PartNumber: number }> = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;

  async function flush() {
    if (pendingBytes === 0 && parts.length > 0) return;
    const PartNumber = parts.length + 1;
    const out = await client.send(
      new sdk.UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: Buffer.concat(pending) }),
    );
    parts.push({ ETag: out.ETag as string, PartNumber });
    pending = [];
    pendingBytes = 0;
  }

  return {
    async write(chunk) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= PART_BYTES) await flush();
    },
    async complete() {
      await flush();
      await client.send(
        new sdk.CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    },
    async abort() {
      await client
        .send(new sdk.AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
        .catch(() => undefined);
    },
  };
}
