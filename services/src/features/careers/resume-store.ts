/**
 * Resumes in the private uploads bucket. The browser uploads straight to S3
 * with a presigned POST under `pending/` (expired by the bucket's lifecycle
 * rule if never attached); an accepted application's resume is copied to
 * `resumes/<applicationId>.pdf`, which no rule expires. Nothing here is ever
 * public: HR downloads through a presigned GET valid for minutes.
 */
import { CAREERS_MESSAGES, RESUME_UPLOAD, resumeKeyFor } from '@app/shared/careers';
import { RESUME_MAX_BYTES, RESUME_MIME_TYPE } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';
import type { ResumeDownload } from '@app/shared/schemas/careers-admin';
import type { HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import { countOps } from '../../data/ops-counters';
import { env } from '../../lib/env';
import { ValidationError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { s3 } from '../../lib/s3';

const PDF_MAGIC = '%PDF-';

export async function presignResumePost(
  key: string,
  expiresSeconds: number = RESUME_UPLOAD.postExpiresSeconds,
) {
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  return createPresignedPost((await s3()).presigner, {
    Bucket: env.UPLOADS_BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, RESUME_MAX_BYTES],
      ['eq', '$Content-Type', RESUME_MIME_TYPE],
    ],
    Fields: { 'Content-Type': RESUME_MIME_TYPE },
    Expires: expiresSeconds,
  });
}

async function deleteQuietly(key: string): Promise<void> {
  try {
    const { sdk, client } = await s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
  } catch (error) {
    // The lifecycle rule removes pending/ objects anyway; log and go on.
    logger.warn('resume object not deleted', { key, error });
  }
}

async function reject(message: string): Promise<never> {
  await countOps({ uploadsRejected: 1 });
  throw new ValidationError(message, { resume: message });
}

/**
 * Checks the uploaded object before an application is accepted: it exists,
 * arrived before the ticket expired, is 1 byte to 5 MB, has the PDF content
 * type and starts with `%PDF-`. Anything else is deleted and rejected (400).
 * Returns the size in bytes.
 */
export async function verifyPendingResume(key: string, uploadBy: string): Promise<number> {
  let head: HeadObjectCommandOutput;
  try {
    const { sdk, client } = await s3();
    head = await client.send(new sdk.HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return reject(MESSAGES.resumeRequired);
    throw error;
  }
  const size = head.ContentLength ?? 0;
  const arrived = head.LastModified?.getTime() ?? 0;
  const failure =
    arrived > Date.parse(uploadBy) + RESUME_UPLOAD.clockSkewSeconds * 1000
      ? CAREERS_MESSAGES.uploadExpired
      : size <= 0
        ? MESSAGES.resumeRequired
        : size > RESUME_MAX_BYTES
          ? MESSAGES.resumeTooLarge
          : (head.ContentType ?? '').split(';')[0]?.trim().toLowerCase() !== RESUME_MIME_TYPE
            ? MESSAGES.resumeNotPdf
            : (await firstBytes(key, PDF_MAGIC.length)) !== PDF_MAGIC
              ? MESSAGES.resumeNotPdf
              : null;
  if (failure) {
    await deleteQuietly(key);
    return reject(failure);
  }
  return size;
}

async function firstBytes(key: string, count: number): Promise<string> {
  const { sdk, client } = await s3();
  const out = await client.send(
    new sdk.GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key, Range: `bytes=0-${count - 1}` }),
  );
  const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  return Buffer.from(bytes.subarray(0, count)).toString('latin1');
}

export { resumeKeyFor };

/** Moves a checked resume out of pending/ (where the lifecycle rule would delete it) to its application's key. */
export async function attachResume(pendingKey: string, applicationId: string): Promise<string> {
  const target = resumeKeyFor(applicationId);
  const { sdk, client } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: target,
      CopySource: `${env.UPLOADS_BUCKET}/${pendingKey}`,
      ContentType: RESUME_MIME_TYPE,
      MetadataDirective: 'REPLACE',
    }),
  );
  await deleteQuietly(pendingKey);
  return target;
}

/** A presigned GET that downloads the resume as `<fileName>` for a few minutes. */
export async function presignResumeDownload(
  key: string,
  fileName: string,
  options: { expiresSeconds?: number; signingDate?: Date } = {},
): Promise<ResumeDownload> {
  const expiresSeconds = options.expiresSeconds ?? RESUME_UPLOAD.downloadExpiresSeconds;
  // Real time, not the business clock: S3 checks the signature's date against its own.
  const signedAt = options.signingDate ?? new Date();
  const [{ sdk, presigner }, { getSignedUrl }] = await Promise.all([
    s3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const url = await getSignedUrl(
    presigner,
    new sdk.GetObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: key,
      ResponseContentType: RESUME_MIME_TYPE,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_')}"`,
    }),
    { expiresIn: expiresSeconds, signingDate: signedAt },
  );
  return { url, fileName, expiresAt: new Date(signedAt.getTime() + expiresSeconds * 1000).toISOString() };
}
