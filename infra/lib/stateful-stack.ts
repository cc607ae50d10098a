import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@app/services/data/table';
import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { type StageConfig, uploadOrigins } from './config';
import { SecureBucket } from './constructs/secure-bucket';
import { StaffUserPool } from './constructs/staff-user-pool';
import { acknowledge } from './nag';
import { bucketName, mailConfigurationSetName, mailDomain, tableName } from './resource-names';

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
  readonly mailIdentity: ses.EmailIdentity;
  readonly mailConfigurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retain = config.retainData;
    const removalPolicy = retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

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

    const origins = uploadOrigins(config);
    this.siteBucket = new SecureBucket(this, 'Site', {
      bucketName: bucketName(config.stage, 'site'),
      retain,
      accessLogs: logs.bucket,
    }).bucket;
    this.mediaBucket = new SecureBucket(this, 'Media', {
      bucketName: bucketName(config.stage, 'media'),
      retain,
      accessLogs: logs.bucket,
      uploadOrigins: origins,
      expirePending: true,
    }).bucket;
    this.uploadsBucket = new SecureBucket(this, 'Uploads', {
      bucketName: bucketName(config.stage, 'uploads'),
      retain,
      accessLogs: logs.bucket,
      uploadOrigins: origins,
      expirePending: true,
    }).bucket;
    if (origins.length === 0) {
      Validations.of(this).addWarning(
        'SiteOriginUnknown',
        'No site origin: presigned uploads have no CORS rule. Set -c domainName=… or -c siteUrl=https://<cloudfront>.',
      );
    }

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

    const auth = new StaffUserPool(this, 'Staff', config);
    this.userPool = auth.userPool;
    this.spaClient = auth.spaClient;

    this.mailConfigurationSet = new ses.ConfigurationSet(this, 'MailConfig', {
      configurationSetName: mailConfigurationSetName(config.stage),
      reputationMetrics: true,
      sendingEnabled: true,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // A domain identity (DKIM over DNS) rather than an address identity: nobody
    // can click a verification link sent to a no-reply mailbox.
    this.mailIdentity = new ses.EmailIdentity(this, 'MailIdentity', {
      identity: ses.Identity.domain(mailDomain(config)),
      configurationSet: this.mailConfigurationSet,
    });

    // Cognito checks the SES identity and configuration set when the pool is created.
    this.userPool.node.addDependency(this.mailIdentity, this.mailConfigurationSet);

    const outputs: Record<string, string> = {
      TableName: this.table.tableName,
      SiteBucketName: this.siteBucket.bucketName,
      MediaBucketName: this.mediaBucket.bucketName,
      UploadsBucketName: this.uploadsBucket.bucketName,
      UserPoolId: this.userPool.userPoolId,
      UserPoolClientId: this.spaClient.userPoolClientId,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
