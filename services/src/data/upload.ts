/**
 * Resume uploads: one item per presigned POST handed to a browser, so the
 * application can prove the file came through our ticket, arrived in time
 * and is used only once. `pk = UPLOAD#<uploadId>`, `sk = UPLOAD`; the item
 * expires by TTL a day later, like the pending/ object by the bucket's
 * lifecycle rule. Access pattern: docs/architecture.md ("Careers").
 * Times here are the real time, not the business clock (shared/src/clock.ts):
 * they are checked against the presigned POST's expiry and S3's timestamps.
 */
import { CAREERS_MESSAGES, RESUME_UPLOAD } from '@app/shared/careers';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, ValidationError } from '../lib/errors';
import { key } from './table';

export interface UploadItem {
  uploadId: string;
  /** Object key in the uploads bucket: `pending/<uploadId>.pdf`. */
  key: string;
  createdAt: string;
  /** The presigned POST's expiry: an object stored later did not come through the ticket in time. */
  uploadBy: string;
  /** TTL, epoch seconds. */
  expiresAt: number;
  used: boolean;
  applicationId?: string;
}

const SK = 'UPLOAD';
const uploadPk = (uploadId: string) => key('UPLOAD', uploadId);

/** The pending object key of an upload; the uuid is the upload id. */
export function pendingResumeKey(uploadId: string): string {
  return `pending/${uploadId}.pdf`;
}

const PENDING_KEY = /^pending\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/** The upload id in a `resume` value, or null when it is not one of our pending keys. */
export function uploadIdOf(resumeKey: string): string | null {
  return PENDING_KEY.exec(resumeKey)?.[1] ?? null;
}

export async function createUpload(uploadId: string, now = new Date()): Promise<UploadItem> {
  const item: UploadItem = {
    uploadId,
    key: pendingResumeKey(uploadId),
    createdAt: now.toISOString(),
    uploadBy: new Date(now.getTime() + RESUME_UPLOAD.postExpiresSeconds * 1000).toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + RESUME_UPLOAD.unusedTtlSeconds,
    used: false,
  };
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { pk: uploadPk(uploadId), sk: SK, entity: 'upload', ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return item;
}

export async function getUpload(uploadId: string): Promise<UploadItem | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: uploadPk(uploadId), sk: SK } }),
  );
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, entity: _e, ...item } = out.Item;
  return item as UploadItem;
}

/**
 * The upload behind a `resume` value, usable now: it exists, has not expired
 * (TTL deletes lag, so the time is checked too) and was not used (409).
 */
export async function usableUpload(resumeKey: string, now = new Date()): Promise<UploadItem> {
  const uploadId = uploadIdOf(resumeKey);
  const upload = uploadId ? await getUpload(uploadId) : null;
  if (!upload || upload.expiresAt * 1000 <= now.getTime()) {
    throw new ValidationError(CAREERS_MESSAGES.uploadNotFound, { resume: CAREERS_MESSAGES.uploadNotFound });
  }
  if (upload.used)
    throw new ConflictError(CAREERS_MESSAGES.uploadReused, { resume: CAREERS_MESSAGES.uploadReused });
  return upload;
}

/** Marks the upload used by an application; only one caller can win (409 for the others). */
export async function claimUpload(uploadId: string, applicationId: string, now = new Date()): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: uploadPk(uploadId), sk: SK },
        UpdateExpression: 'SET used = :true, applicationId = :app, usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND used = :false',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':app': applicationId,
          ':now': now.toISOString(),
        },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    throw new ConflictError(CAREERS_MESSAGES.uploadReused, { resume: CAREERS_MESSAGES.uploadReused });
  }
}
