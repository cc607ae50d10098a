import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import {
  type Access,
  timeoutOf,
  USER_ADMIN_ACTIONS,
  USER_LIST_ACTIONS,
  USER_READ_ACTIONS,
  USER_SIGN_OUT_ACTIONS,
} from '../feature-access';
import { CHAIN_GRANT, type TableGrant } from '../handler-access';
import { acknowledge, wildcardActionFinding, wildcardResourceFinding } from '../nag';
import { functionName, opsDashboardUrl } from '../resource-names';
import {
  ackPrefixes,
  grantNotFound,
  grantObjects,
  grantTable,
  MEDIA_PREFIXES,
  OBJECT_DELETE,
  OBJECT_DELETE_VERSION,
  OBJECT_READ,
  OBJECT_WRITE,
  UPLOAD_PREFIXES,
} from './function-grants';
import {
  acknowledgeNodeRuntime,
  bundledLambdaProps,
  grantSiteUrl,
  powertoolsEnv,
  stageLogGroup,
  traceActively,
} from './lambda-defaults';
import { countMailNotSent } from './mail-metrics';
import { countPagesNotRendered } from './render-metrics';

/** The stateful resources as the Api stack sees them (imported by name, see resource-names.ts). */
export interface StatefulRefs {
  readonly tableName: string;
  readonly table: dynamodb.ITable;
  readonly siteBucket: s3.IBucket;
  readonly mediaBucket: s3.IBucket;
  readonly uploadsBucket: s3.IBucket;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClientId: string;
  /** The sender domain's SES identity; none until a sender is set. */
  readonly mailIdentity?: ses.IEmailIdentity;
  readonly mailConfigurationSetName: string;
  readonly mailConfigurationSetArn: string;
  /** CloudFront's origin-lock secret, JSON { current, previous? }. */
  readonly originSecret: secretsmanager.ISecret;
  /** Signs visitors' meeting links; read only with the `meeting-links` access. */
  readonly meetingLinkSecret: secretsmanager.ISecret;
}

export interface FeatureFunctionProps {
  /** The bundle the function runs (services/dist/lambdas/<feature>). */
  readonly feature: string;
  /** The function's name suffix, site-<stage>-<name>; defaults to the feature (`<feature>-public` for its public routes). */
  readonly name?: string;
  readonly config: StageConfig;
  readonly refs: StatefulRefs;
  /** DynamoDB statements (handler-access.ts): named actions, LeadingKeys where given. */
  readonly table: readonly TableGrant[];
  /** Everything beyond the table (feature-access.ts kinds; table:* kinds are ignored here). */
  readonly access: readonly Access[];
  /** Defaults to "API feature <feature>". */
  readonly description?: string;
  /** The image Lambda, for features with `image:process`. */
  readonly imageFunction?: lambda.IFunction;
  /** MB; the default is bundledLambdaProps' (the image Lambda needs more). */
  readonly memorySize?: number;
}

/** Partition keys the shared middy chain writes (services/src/data/audit-entry.ts, ops-counters.ts). */
export { CHAIN_KEY_PREFIXES } from '../handler-access';

/** Action groups CDK's bucket grants use; each is acknowledged with the grant that adds it. */
const BUCKET_RW_ACTIONS = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];

/**
 * The one place Lambda defaults live: every feature runs the esbuild bundle
 * from services/dist/lambdas/<feature> with the same runtime, size, timeout,
 * logging and environment, and gets IAM only through `grant*` calls.
 */
export class FeatureFunction extends Construct {
  readonly fn: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: FeatureFunctionProps) {
    super(scope, id);
    const { feature, config, refs } = props;
    const name = props.name ?? feature;

    this.logGroup = stageLogGroup(this, 'Logs', config);
    // Our own role instead of the default one, which attaches the
    // AWSLambdaBasicExecutionRole managed policy (write to every log group).
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Lambda role of ${name} (${config.stage})`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new lambda.Function(this, 'Function', {
      functionName: functionName(config.stage, name),
      description: props.description ?? `API feature ${name}`,
      ...bundledLambdaProps(this, feature, timeoutOf(feature)),
      ...(props.memorySize ? { memorySize: props.memorySize } : {}),
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        STAGE: config.stage,
        // Booking and acknowledgement limits (shared/src/abuse-limits.ts); only local test stacks lift them.
        ABUSE_LIMITS: 'on',
        LOG_LEVEL: config.logLevel,
        TABLE_NAME: refs.tableName,
        MEDIA_BUCKET: refs.mediaBucket.bucketName,
        UPLOADS_BUCKET: refs.uploadsBucket.bucketName,
        SITE_BUCKET: refs.siteBucket.bucketName,
        USER_POOL_ID: refs.userPool.userPoolId,
        USER_POOL_CLIENT_ID: refs.userPoolClientId,
        // Empty until a sender is set: mail is then not attempted, and counted as not sent.
        MAIL_FROM: config.mail.from ?? '',
        MAIL_CONFIGURATION_SET: refs.mailConfigurationSetName,
        SALES_INBOX: config.mail.salesInbox,
        HR_INBOX: config.mail.hrInbox,
        // The origin is read at run time: without a domain it is known only after the Edge stack.
        ...grantSiteUrl(this, this.role, config),
        // Every API request must carry this secret (CloudFront adds it), see services/src/lib/origin-lock.ts.
        ORIGIN_SECRET_ID: refs.originSecret.secretArn,
        // Its id only; reading it takes the `meeting-links` access (services/src/lib/meeting-link.ts).
        MEETING_LINK_SECRET_ID: refs.meetingLinkSecret.secretArn,
        AUDIT_RETENTION_DAYS: String(config.auditRetentionDays),
        OPS_DASHBOARD_URL: opsDashboardUrl(config),
        ...powertoolsEnv(config, name),
      },
    });
    refs.originSecret.grantRead(this.role);
    for (const grant of [CHAIN_GRANT, ...props.table]) grantTable(this.role, grant, refs.table);
    for (const access of new Set(props.access)) this.grant(access, refs, props.imageFunction);
    if (props.access.includes('mail:send')) countMailNotSent(this, this.logGroup, config);
    if (props.access.includes('site:write')) countPagesNotRendered(this, this.logGroup, config);
    acknowledgeNodeRuntime(this.fn);
    traceActively(this.fn, this.role);
  }

  private grant(access: Access, refs: StatefulRefs, imageFunction?: lambda.IFunction): void {
    switch (access) {
      case 'image:process':
        if (!imageFunction) throw new Error(`${this.node.path}: image:process needs the image Lambda`);
        // The unqualified function only (grantInvoke would add `<arn>:*`, every version and alias).
        iam.Grant.addToPrincipal({
          grantee: this.role,
          actions: ['lambda:InvokeFunction'],
          resourceArns: [imageFunction.functionArn],
        });
        this.fn.addEnvironment('IMAGE_FUNCTION', imageFunction.functionName);
        return;
      case 'table:read':
      case 'table:write':
        // Granted as named statements (props.table), never as CDK's grantReadWriteData (which adds Scan).
        return;
      case 'media:write':
        // Uploads land under pending/ (checked, then moved or deleted); published images live under media/.
        grantObjects(
          this.role,
          refs.mediaBucket,
          [MEDIA_PREFIXES.pending, MEDIA_PREFIXES.originals, MEDIA_PREFIXES.media],
          [...OBJECT_READ, ...OBJECT_WRITE, ...OBJECT_DELETE],
        );
        grantNotFound(this.role, refs.mediaBucket);
        ackPrefixes(
          this.role,
          refs.mediaBucket,
          [MEDIA_PREFIXES.pending, MEDIA_PREFIXES.originals, MEDIA_PREFIXES.media],
          'Admin image uploads get generated keys under pending/; on confirm the bytes move to the private originals/ and their variants go under media/<folder>/',
        );
        return;
      case 'uploads:put':
        // The public job form presigns one resume POST under pending/ (the signature needs PutObject there).
        grantObjects(this.role, refs.uploadsBucket, [UPLOAD_PREFIXES.pending], OBJECT_WRITE);
        ackPrefixes(
          this.role,
          refs.uploadsBucket,
          [UPLOAD_PREFIXES.pending],
          'The public job form presigns one resume POST with a generated key',
        );
        return;
      case 'uploads:attach':
        // The public job form: checks the upload under pending/ (read), moves it to resumes/<id>.pdf
        // (copy = read the source, put the target) and deletes the pending copy. No delete under resumes/.
        grantObjects(
          this.role,
          refs.uploadsBucket,
          [UPLOAD_PREFIXES.pending],
          [...OBJECT_READ, ...OBJECT_DELETE],
        );
        grantObjects(this.role, refs.uploadsBucket, [UPLOAD_PREFIXES.resumes], OBJECT_WRITE);
        grantNotFound(this.role, refs.uploadsBucket);
        ackPrefixes(
          this.role,
          refs.uploadsBucket,
          [UPLOAD_PREFIXES.pending, UPLOAD_PREFIXES.resumes],
          'An application moves its generated pending/ upload to resumes/<application id>.pdf',
        );
        return;
      case 'uploads:readwrite':
        // HR reads and deletes resumes (and pending uploads of a job deleted before apply).
        grantObjects(
          this.role,
          refs.uploadsBucket,
          [UPLOAD_PREFIXES.pending, UPLOAD_PREFIXES.resumes],
          [...OBJECT_READ, ...OBJECT_WRITE, ...OBJECT_DELETE],
        );
        grantNotFound(this.role, refs.uploadsBucket);
        ackPrefixes(
          this.role,
          refs.uploadsBucket,
          [UPLOAD_PREFIXES.pending, UPLOAD_PREFIXES.resumes],
          'HR reads and deletes resumes of applications, keyed by application id',
        );
        return;
      case 'uploads:erase':
        // Privacy (issue 28): the export ZIP is written part by part, read through a presigned link and
        // deleted a day later; an erased or expired résumé goes with every stored version (ListObjectVersions,
        // then DeleteObjects by version id: services/src/lib/privacy/s3-versions.ts).
        grantObjects(
          this.role,
          refs.uploadsBucket,
          [UPLOAD_PREFIXES.exports],
          [...OBJECT_READ, ...OBJECT_WRITE, ...OBJECT_DELETE, ...OBJECT_DELETE_VERSION],
        );
        grantObjects(this.role, refs.uploadsBucket, [UPLOAD_PREFIXES.resumes], OBJECT_DELETE_VERSION);
        iam.Grant.addToPrincipal({
          grantee: this.role,
          actions: ['s3:ListBucketVersions'],
          resourceArns: [refs.uploadsBucket.bucketArn],
        });
        ackPrefixes(
          this.role,
          refs.uploadsBucket,
          [UPLOAD_PREFIXES.exports, UPLOAD_PREFIXES.resumes],
          "A person's export is privacy-exports/<request id>.zip; an erased résumé is resumes/<application id>.pdf",
        );
        return;
      case 'mail:send':
        // No sender yet: nothing to send from (mails are counted as not sent).
        if (!refs.mailIdentity) return;
        refs.mailIdentity.grantSendEmail(this.role);
        // SES also authorises SendEmail against the identity's default configuration set.
        iam.Grant.addToPrincipal({
          grantee: this.role,
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resourceArns: [refs.mailConfigurationSetArn],
        });
        return;
      case 'users:read':
        refs.userPool.grant(this.role, ...USER_READ_ACTIONS);
        return;
      case 'users:list':
        refs.userPool.grant(this.role, ...USER_LIST_ACTIONS);
        return;
      case 'users:admin':
        refs.userPool.grant(this.role, ...USER_ADMIN_ACTIONS);
        return;
      case 'users:sign-out':
        refs.userPool.grant(this.role, ...USER_SIGN_OUT_ACTIONS);
        return;
      case 'meeting-links':
        refs.meetingLinkSecret.grantRead(this.role);
        return;
      case 'site:write':
        refs.siteBucket.grantReadWrite(this.role);
        this.ackBucket(
          refs.siteBucket,
          'Publishing reads the deployed page templates (_templates/) and writes <path>/index.html, sitemap parts and feeds',
        );
        return;
    }
  }

  private ackBucket(bucket: s3.IBucket, why: string): void {
    this.ack(
      wildcardResourceFinding(this, bucket.arnForObjects('*')),
      `${why}; the wildcard covers this one bucket's objects.`,
    );
    for (const action of BUCKET_RW_ACTIONS) {
      this.ack(
        wildcardActionFinding(action),
        `${why}; ${action} is CDK's grantReadWrite action group on that bucket only.`,
      );
    }
  }

  /** Acknowledged on the role so it covers its DefaultPolicy, and only this function's grants. */
  private ack(id: string, reason: string): void {
    acknowledge(this.role, id, reason);
  }
}
