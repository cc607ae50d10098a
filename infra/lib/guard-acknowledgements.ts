import type { Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { StageConfig } from './config';
import { acknowledgeGuard } from './nag';

/**
 * Control Tower controls (cfn-guard) that this product departs from by
 * design, for every resource of the kind in every stack of the stage. Each
 * reason is the decision; findings on single resources are acknowledged
 * where the resource is built (search for acknowledgeGuard).
 */
const BY_DESIGN: Record<string, string> = {
  // CT.LAMBDA.PR.3
  lambda_inside_vpc_check:
    'No Lambda here needs a private network: they reach only AWS service endpoints (DynamoDB, S3, SES, Cognito, ' +
    'SSM, Secrets Manager) under IAM. A VPC would add NAT gateway cost and cold-start latency and no control.',
  // CT.CLOUDWATCH.PR.3
  cloudwatch_log_group_encrypted_check:
    'CloudWatch Logs encrypts every log group at rest with service-managed keys. A customer-managed KMS key per ' +
    'stage would add cost and a key policy every log writer depends on; the logs hold no secrets (structured ' +
    'request logs, no bodies or tokens).',
  // CT.S3.PR.10
  s3_bucket_default_encryption_kms_check:
    'Buckets use SSE-S3 (AES-256, always on). SSE-KMS would bill every page and image request to KMS and needs a ' +
    'key policy for CloudFront origin access control; the data (public pages, images, resumes behind presigned ' +
    'URLs) gains no access control from it that IAM and the bucket policies do not already give.',
  // CT.S3.PR.4
  s3_event_notifications_enabled_check:
    'Nothing consumes bucket events: uploads are checked by the API after they land and published pages are ' +
    'written by the Lambdas themselves. A notification target with no consumer is cost without use.',
  // CT.S3.PR.9
  s3_bucket_object_lock_enabled_check:
    'Object Lock (WORM) would forbid the deletions the product must make: staff delete resumes and images, ' +
    'logs expire on schedule. Versioning with a 30-day noncurrent window protects the media and uploads instead.',
};

/** CT.CLOUDWATCH.PR.2 asks for a year; stages with shorter retention say why. */
const SHORT_RETENTION =
  'This stage keeps logs for less than a year on purpose: it holds test data only, and its logs are for ' +
  'debugging the current build (prod keeps a year).';

export function acknowledgeControlTowerDesign(stack: Stack, config: StageConfig): void {
  for (const [rule, reason] of Object.entries(BY_DESIGN)) acknowledgeGuard(stack, rule, reason);
  if (config.logRetention < RetentionDays.ONE_YEAR) {
    acknowledgeGuard(stack, 'cloudwatch_log_group_retention_period_check', SHORT_RETENTION);
  }
}
