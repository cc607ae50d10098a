import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/**
 * Module-level S3 client. Path-style addressing locally, because s3rver serves
 * buckets under one host; virtual-hosted style in AWS.
 */
export const s3 = new S3Client({
  region: env.AWS_REGION,
  ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
  maxAttempts: 2,
});
