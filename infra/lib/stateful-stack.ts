import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@app/services/data/table';
import { retentionOf } from '@app/shared/retention';
import { PRIVACY_EXPORT_PREFIX } from '@app/shared/schemas/privacy';
import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { dataRemovalPolicy, type StageConfig } from './config';
import { CognitoMessage } from './constructs/cognito-message';
import { MeetingLinkSecret } from './constructs/meeting-link-secret';
import { OriginSecret } from './constructs/origin-secret';
import { PasswordResetTrigger } from './constructs/password-reset-trigger';
import { SecureBucket } from './constructs/secure-bucket';
import { StaffUserPool } from './constructs/staff-user-pool';
import { acknowledge, acknowledgeGuard } from './nag';
import { bucketName, mailConfigurationSetName, tableName } from './resource-names';

/**
 * A person's export ZIP (issue 28) lives a day: the sweep deletes it with every version then
 * (services/src/lib/privacy/retention-sweep.ts); this rule is the backstop should a sweep not run,
 * and its noncurrent versions go the same day rather than after the bucket's 30.
 */
export function privacyExportsRule(): s3.LifecycleRule {
  const days = Duration.days(retentionOf('privacyExport').period.days ?? 1);
  return {
    id: 'expire-privacy-exports',
    prefix: PRIVACY_EXPORT_PREFIX,
    expiration: days,
    noncurrentVersionExpiration: days,
  };
}

export interface StatefulStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * Everything that holds data: table, buckets, user pool, mail identity. Kept
 * apart from the API and CDN so those can be torn down and redeployed freely
 * while this stack stays put (and is retained in prod).
 */
export class StatefulStack extends Stack {
  readonly table: dynamodb.Table;
  readonly siteBucket: s3.Bucket;
  readonly mediaBucket: s3.Bucket;
  readonly uploadsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;
  readonly userPool: cognito.UserPool;
  readonly spaClient: cognito.UserPoolClient;
  readonly mailConfigurationSet: ses.ConfigurationSet;
  readonly originSecret: secretsmanager.ISecret;
  /** Signs visitors' meeting links (issue 30). */
  readonly meetingLinkSecret: secretsmanager.ISecret;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retain = config.retainData;
    const removalPolicy = dataRemovalPolicy(config);

    this.table = new dynamodb.Table(this, 'Table', {
      tableName: tableName(config.stage),
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: retain,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      removalPolicy,
    });
    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.name,
        partitionKey: { name: gsi.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    const logs = new SecureBucket(this, 'AccessLogs', {
      retain,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(retain ? 365 : 30) }],
    });
    this.accessLogsBucket = logs.bucket;
    acknowledge(
      logs.bucket,
      'AwsSolutions-S1',
      'This bucket is the destination of the S3 server access logs of the site, media and uploads buckets; ' +
        'logging it into itself would loop.',
    );
    acknowledgeGuard(
      logs.bucket,
      's3_bucket_logging_enabled_check',
      'The access log bucket itself: logging it into itself would loop.',
    );
    acknowledgeGuard(
      logs.bucket,
      's3_bucket_versioning_enabled_check',
      'Access logs are written once by S3 and expire on schedule; nothing overwrites or deletes them early.',
    );

    this.siteBucket = new SecureBucket(this, 'Site', {
      bucketName: bucketName(config.stage, 'site'),
      retain,
      accessLogs: logs.bucket,
    }).bucket;
    acknowledgeGuard(
      this.siteBucket,
      's3_bucket_versioning_enabled_check',
      'Everything in the site bucket is rebuilt: each deploy uploads the build, and the Lambdas re-render every ' +
        'published page from the table (the site-maintenance task does all of them after a deploy). Versions ' +
        'would keep every re-render and restore nothing that cannot be rebuilt.',
    );
    this.mediaBucket = new SecureBucket(this, 'Media', {
      bucketName: bucketName(config.stage, 'media'),
      retain,
      accessLogs: logs.bucket,
      expirePending: true,
      versioned: true,
    }).bucket;
    this.uploadsBucket = new SecureBucket(this, 'Uploads', {
      bucketName: bucketName(config.stage, 'uploads'),
      retain,
      accessLogs: logs.bucket,
      expirePending: true,
      versioned: true,
      lifecycleRules: [privacyExportsRule()],
    }).bucket;

    // CloudFront reads the site and media buckets through origin access control.
    // The distribution lives in the Edge stack; naming its id here would make the
    // stacks depend on each other, so the grant is scoped to this account's
    // distributions (the pattern CDK itself uses for OAC key policies).
    for (const bucket of [this.siteBucket, this.mediaBucket]) {
      bucket.addToResourcePolicy(
        new iam.PolicyStatement({
          principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
          actions: ['s3:GetObject'],
          resources: [bucket.arnForObjects('*')],
          conditions: {
            ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
          },
        }),
      );
    }

    this.originSecret = new OriginSecret(this, 'OriginSecret', config).secret;
    this.meetingLinkSecret = new MeetingLinkSecret(this, 'MeetingLinkSecret', config).secret;

    this.mailConfigurationSet = new ses.ConfigurationSet(this, 'MailConfig', {
      configurationSetName: mailConfigurationSetName(config.stage),
      reputationMetrics: true,
      sendingEnabled: true,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // No AWS::SES::EmailIdentity here: the sender's domain is verified once per account
    // and region (infra/README.md, "SES"), because dev and prod may share it and two stacks
    // creating the same identity clash. Each stage has its own configuration set, named
    // per stage, so its bounce and complaint rates (and alarms) stay its own.
    const passwordReset = new PasswordResetTrigger(this, 'PasswordReset', config, this.table);
    const auth = new StaffUserPool(this, 'Staff', config, {
      customMessage: new CognitoMessage(this, 'CognitoMessage', config, this.table).fn,
      postConfirmation: passwordReset.fn,
    });
    passwordReset.allowSignOut(auth.userPool);
    this.userPool = auth.userPool;
    this.spaClient = auth.spaClient;
    // Cognito checks the configuration set when the pool is created or switched to SES.
    this.userPool.node.addDependency(this.mailConfigurationSet);

    const outputs: Record<string, string> = {
      TableName: this.table.tableName,
      SiteBucketName: this.siteBucket.bucketName,
      MediaBucketName: this.mediaBucket.bucketName,
      UploadsBucketName: this.uploadsBucket.bucketName,
      UserPoolId: this.userPool.userPoolId,
      UserPoolClientId: this.spaClient.userPoolClientId,
      OriginSecretArn: this.originSecret.secretArn,
      MeetingLinkSecretArn: this.meetingLinkSecret.secretArn,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
