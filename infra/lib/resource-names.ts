import { Aws, Fn } from 'aws-cdk-lib';
import type { Stage, StageConfig } from './config';

/**
 * Physical names of the stateful resources other stacks use. With fixed names
 * the Api and Edge stacks import the table and buckets by name instead of by
 * cross-stack reference, so their IAM resources read
 * `arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/site-dev`
 * in every account and region (cdk-nag acknowledgements match those strings).
 * Bucket names carry account and region because S3 names are global.
 */
export type BucketKind = 'site' | 'media' | 'uploads';

export function tableName(stage: Stage): string {
  return `site-${stage}`;
}

export function tableArn(stage: Stage): string {
  return Fn.join('', [
    'arn:',
    Aws.PARTITION,
    ':dynamodb:',
    Aws.REGION,
    ':',
    Aws.ACCOUNT_ID,
    ':table/',
    tableName(stage),
  ]);
}

export function bucketName(stage: Stage, kind: BucketKind): string {
  return Fn.join('-', ['site', stage, kind, Aws.ACCOUNT_ID, Aws.REGION]);
}

export function bucketArn(stage: Stage, kind: BucketKind): string {
  return Fn.join('', ['arn:', Aws.PARTITION, ':s3:::', bucketName(stage, kind)]);
}

export function bucketRegionalDomainName(stage: Stage, kind: BucketKind): string {
  return Fn.join('', [bucketName(stage, kind), '.s3.', Aws.REGION, '.', Aws.URL_SUFFIX]);
}

export function mailConfigurationSetName(stage: Stage): string {
  return `site-${stage}-mail`;
}

/** SES verifies the sender's domain (DKIM), not a single no-reply address; none until a sender is set. */
export function mailDomain(config: StageConfig): string | undefined {
  if (config.mail.from === undefined) return undefined;
  const domain = config.mail.from.split('@')[1]?.toLowerCase();
  if (!domain) throw new Error(`mail.from "${config.mail.from}" is not an e-mail address`);
  return domain;
}

/**
 * The SSM parameter the Edge stack writes the site's origin to and every
 * Lambda reads it from (services/src/lib/site-url.ts). Owned by the Edge
 * stack and deleted with it, so a re-created stack writes it afresh.
 */
export function siteUrlParameterName(stage: Stage): string {
  return `/site/${stage}/site-url`;
}

/** The stage's alarm topic (ApiAlarms); the Edge stack publishes CloudFront alarms to it by name. */
export function alarmTopicName(stage: Stage): string {
  return `site-${stage}-alarms`;
}

export function alarmTopicArn(stage: Stage): string {
  return Fn.join('', [
    'arn:',
    Aws.PARTITION,
    ':sns:',
    Aws.REGION,
    ':',
    Aws.ACCOUNT_ID,
    ':',
    alarmTopicName(stage),
  ]);
}

/** Lambda names, site-<stage>-<feature or task>: alarms in another stack find a function by it. */
export function functionName(stage: Stage, name: string): string {
  return `site-${stage}-${name}`;
}

/** The dashboard's name: OpsDashboard uses it, FeatureFunction builds from it the console link Admin Analytics shows. */
export function opsDashboardName(config: Pick<StageConfig, 'stage'>): string {
  return `site-${config.stage}-operations`;
}

/** Console link of the stage's dashboard (a CDK token for the region). */
export function opsDashboardUrl(config: Pick<StageConfig, 'stage'>): string {
  return `https://console.aws.amazon.com/cloudwatch/home?region=${Aws.REGION}#dashboards:name=${opsDashboardName(config)}`;
}

/** CloudWatch namespace of the stage's own metrics: Powertools' EMF figures and the log metric filters. */
export function metricsNamespace(config: Pick<StageConfig, 'stage'>): string {
  return `Site/${config.stage}`;
}
