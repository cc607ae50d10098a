/**
 * Variants for images stored before issue 26 (seeded or uploaded): every
 * `media/<folder>/<uuid>.<ext>` object whose reference has no current
 * variant set gets one. Idempotent: a reference at VARIANT_VERSION is
 * skipped, and two runs at once write the same bytes and the same fields.
 * The uploaded bytes that sat at the public key become the private original
 * first, and the public key then holds the stripped fallback.
 */

import * as clock from '@app/shared/clock';
import { originalKeyOf, VARIANT_VERSION } from '@app/shared/media-variants';
import { isMediaImagePath, MEDIA_IMAGE_PATH } from '@app/shared/schemas/media-upload';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { runImageJob } from '../lib/media/run-image-job';
import { s3 } from '../lib/s3';
import { mediaKeys } from './entities/media-ref';
import { getReference, putReference } from './media-ref';

/** Images made per run; the report's `remaining` says whether to run it again. */
export const BACKFILL_MAX = 200;

export interface BackfillReport {
  made: number;
  failed: number;
  remaining: boolean;
}

async function exists(key: string): Promise<boolean> {
  const { sdk, client } = await s3();
  try {
    await client.send(new sdk.HeadObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: key }));
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return false;
    throw error;
  }
}

/** One image's set; false when its reference is gone or its bytes are refused. */
export async function backfillImage(path: string): Promise<boolean> {
  const ref = await getReference(path);
  if (!ref || ref.variantVersion === VARIANT_VERSION) return false;
  const { sdk, client } = await s3();
  const original = originalKeyOf(path);
  if (!(await exists(original)))
    await client.send(
      new sdk.CopyObjectCommand({
        Bucket: env.MEDIA_BUCKET,
        CopySource: `${env.MEDIA_BUCKET}/${path.slice(1)}`,
        Key: original,
      }),
    );
  const made = await runImageJob({ path, focusX: ref.focusX, focusY: ref.focusY });
  if (!made.ok) {
    logger.warn('stored image refused by the image job', { path, reason: made.reason });
    return false;
  }
  await dynamo
    .send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: mediaKeys.pk(path), sk: mediaKeys.sk },
        UpdateExpression: 'SET width = :w, height = :h, widths = :ws, variantVersion = :v',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':w': made.width,
          ':h': made.height,
          ':ws': made.widths,
          ':v': VARIANT_VERSION,
        },
      }),
    )
    .catch((error: { name?: string }) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
  return true;
}

/** Lists the media prefix (S3 pages of 1,000 keys) and makes the missing sets, at most `max`. */
export async function backfillImageVariants(
  max = BACKFILL_MAX,
  only?: ReadonlySet<string>,
): Promise<BackfillReport> {
  const { sdk, client } = await s3();
  const report: BackfillReport = { made: 0, failed: 0, remaining: false };
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: env.MEDIA_BUCKET, Prefix: 'media/', ContinuationToken: token }),
    );
    for (const { Key } of page.Contents ?? []) {
      const path = `/${Key ?? ''}`;
      if (!isMediaImagePath(path) || !MEDIA_IMAGE_PATH.test(path) || (only && !only.has(path))) continue;
      if (report.made + report.failed >= max) return { ...report, remaining: true };
      const ref = await getReference(path);
      if (!ref || ref.variantVersion === VARIANT_VERSION) continue;
      if (await backfillImage(path)) report.made++;
      else report.failed++;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return report;
}

/** An image as stacks before issue 26 stored it (the backfill's tests and nothing else). */
export async function storeLegacyImage(path: string, body: Uint8Array, usedBy: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.MEDIA_BUCKET,
      Key: path.slice(1),
      Body: body,
      ContentType: 'image/jpeg',
    }),
  );
  await putReference(path, 'legacy', clock.now(), usedBy);
}
