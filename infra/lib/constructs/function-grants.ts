import { PRIVACY_EXPORT_PREFIX } from '@app/shared/schemas/privacy';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { TableGrant } from '../handler-access';
import { acknowledge, wildcardResourceFinding } from '../nag';

/** Statement builders of FeatureFunction: DynamoDB by named action and key, S3 by prefix. */

/** Object actions of a prefix grant: read, write, delete (no bucket listing, no ACLs). */
export const OBJECT_READ = ['s3:GetObject'];
export const OBJECT_WRITE = ['s3:PutObject', 's3:AbortMultipartUpload'];
export const OBJECT_DELETE = ['s3:DeleteObject'];
/** Deleting a stored version of an object (the versioned uploads bucket keeps a deleted résumé otherwise). */
export const OBJECT_DELETE_VERSION = ['s3:DeleteObjectVersion'];

/** Prefixes of the private uploads bucket (services/src/features/careers/resume-store.ts; privacy exports). */
export const UPLOAD_PREFIXES = {
  pending: 'pending/*',
  resumes: 'resumes/*',
  exports: `${PRIVACY_EXPORT_PREFIX}*`,
} as const;
/** Prefixes of the media bucket (services/src/data/media-upload.ts): uploads land in pending/, are moved to media/. */
/** pending/: uploads before their check; originals/: the uploaded bytes, private (issue 26); media/: the public variants. */
export const MEDIA_PREFIXES = { pending: 'pending/*', originals: 'originals/*', media: 'media/*' } as const;

/** One DynamoDB statement: named actions, on the table (and its indexes), with LeadingKeys when the grant has keys. */
export function grantTable(role: iam.IRole, grant: TableGrant, table: dynamodb.ITable): void {
  const resourceArns = [table.tableArn, ...(grant.indexes ? [`${table.tableArn}/index/*`] : [])];
  iam.Grant.addToPrincipal({
    grantee: role,
    actions: grant.actions.map((a) => `dynamodb:${a}`),
    resourceArns,
    ...(grant.keys
      ? { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.keys] } } }
      : {}),
  });
  if (grant.indexes)
    acknowledge(
      role,
      wildcardResourceFinding(role, `${table.tableArn}/index/*`),
      "Queries use the single table's GSIs (gsi1, gsi2 in services/src/data/table.ts); index/* names only this table's indexes.",
    );
}

export function grantObjects(
  role: iam.IRole,
  bucket: s3.IBucket,
  prefixes: readonly string[],
  actions: readonly string[],
): void {
  iam.Grant.addToPrincipal({
    grantee: role,
    actions: [...actions],
    resourceArns: prefixes.map((p) => bucket.arnForObjects(p)),
  });
}

/**
 * HeadObject answers 404 for a missing key only to a caller that may list the bucket (403 otherwise), and
 * the upload checks tell "no file arrived" from a failure by that 404. Listing shows generated key names only.
 */
export function grantNotFound(role: iam.IRole, bucket: s3.IBucket): void {
  iam.Grant.addToPrincipal({
    grantee: role,
    actions: ['s3:ListBucket'],
    resourceArns: [bucket.bucketArn],
  });
}

export function ackPrefixes(
  role: iam.IRole,
  bucket: s3.IBucket,
  prefixes: readonly string[],
  why: string,
): void {
  for (const p of prefixes)
    acknowledge(
      role,
      wildcardResourceFinding(role, bucket.arnForObjects(p)),
      `${why}; the wildcard covers generated keys under ${p.slice(0, -1)} of this one bucket.`,
    );
}
