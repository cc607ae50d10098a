import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface SecureBucketProps {
  /** Physical name; generated when omitted. */
  readonly bucketName?: string;
  /** Where S3 server access logs go; omit only for the log bucket itself. */
  readonly accessLogs?: s3.IBucket;
  readonly retain: boolean;
  /**
   * Keep overwritten and deleted objects for NONCURRENT_DAYS (buckets the
   * Lambdas delete from: blog images, resumes), then let them go.
   */
  readonly versioned?: boolean;
  /** Expire objects under `pending/` (uploads never attached to a record). */
  readonly expirePending?: boolean;
  readonly lifecycleRules?: s3.LifecycleRule[];
  readonly objectOwnership?: s3.ObjectOwnership;
}

/** A deleted blog image or resume can be restored for this long (then it is gone for good). */
export const NONCURRENT_DAYS = 30;

/**
 * The one place bucket defaults live, so every bucket is private, TLS-only,
 * encrypted and logged in the same way and a new bucket cannot forget one.
 */
export class SecureBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: SecureBucketProps) {
    super(scope, id);
    const lifecycleRules: s3.LifecycleRule[] = [
      // Browsers abandon multipart uploads; the parts would otherwise be billed forever.
      { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ...(props.expirePending
        ? [{ id: 'expire-pending', prefix: 'pending/', expiration: Duration.days(1) }]
        : []),
      ...(props.versioned
        ? [
            {
              id: 'expire-noncurrent',
              noncurrentVersionExpiration: Duration.days(NONCURRENT_DAYS),
              expiredObjectDeleteMarker: true,
            },
          ]
        : []),
      ...(props.lifecycleRules ?? []),
    ];
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: props.objectOwnership ?? s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: props.accessLogs ? `${id.toLowerCase()}/` : undefined,
      lifecycleRules,
      versioned: props.versioned,
      // No CORS here: the upload buckets' rule names the site origin, which without a domain is
      // known only after the Edge stack; that stack sets it (constructs/upload-cors.ts).
      // Retaining keeps data when a stack is deleted; dev buckets must be emptied before `cdk destroy`.
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    });
  }
}
