import { Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import { Construct, type IConstruct } from 'constructs';
import { acknowledge } from '../nag';

/** What the SPA reads from /config.json (web/src/lib/runtime-config.ts); no cognitoEndpoint in AWS. */
interface RuntimeConfigJson {
  readonly apiBase: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly region: string;
  readonly siteUrl: string;
  readonly mediaBaseUrl: string;
}

export interface SiteDeploymentProps {
  readonly webDist: string;
  readonly bucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
  readonly runtimeConfig: RuntimeConfigJson;
  /** The site bucket's name as cdk-nag renders it, e.g. site-dev-site-<AWS::AccountId>-<AWS::Region>. */
  readonly siteBucketName: string;
  /**
   * A build without a known origin wrote `placeholder` into its pages; the
   * deployment replaces it in every page file with `origin` (a deploy-time
   * value such as the distribution's name).
   */
  readonly originMarker?: { readonly placeholder: string; readonly origin: string };
  /** Where the deployment handler logs (the stage's retention). */
  readonly logGroup: logs.ILogGroup;
}

/** A source whose files get `markers` replaced at deploy time, like Source.data does for one file. */
function withMarkers(source: s3deploy.ISource, markers: Record<string, string>): s3deploy.ISource {
  return { bind: (scope, context) => ({ ...source.bind(scope, context), markers }) };
}

/** Hashed build assets never change under their name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Pages and config.json: browsers revalidate, CloudFront keeps them five minutes between deploys. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, must-revalidate';

/**
 * Uploads the web build and the stage's /config.json, then invalidates the
 * distribution. Never prunes: the Lambdas write share-ready pages, sitemap
 * parts and feeds into the same bucket at runtime (services/src/lib/site-pages.ts)
 * and a deploy must not delete them. Assets go first so new pages never point
 * at files that are not there yet.
 */
export class SiteDeployment extends Construct {
  readonly pages: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const assets = new s3deploy.BucketDeployment(this, 'Assets', {
      sources: [s3deploy.Source.asset(props.webDist, { exclude: ['*', '.*', '!assets', '!assets/**'] })],
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(ASSET_CACHE_CONTROL)],
      memoryLimit: 512,
      logGroup: props.logGroup,
    });
    const pageFiles = s3deploy.Source.asset(props.webDist, { exclude: ['assets', 'assets/**'] });
    const marker = props.originMarker;
    this.pages = new s3deploy.BucketDeployment(this, 'Pages', {
      sources: [
        marker ? withMarkers(pageFiles, { [marker.placeholder]: marker.origin }) : pageFiles,
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
      ],
      logGroup: props.logGroup,
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(PAGE_CACHE_CONTROL)],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    this.pages.node.addDependency(assets);
    acknowledgeDeploymentHandler(Stack.of(this), props.siteBucketName);
  }
}

/** The BucketDeployment handler is a CDK singleton at stack level; acknowledge its findings there. */
function acknowledgeDeploymentHandler(stack: Stack, siteBucketFinding: string): void {
  const handler = stack.node.children.find((c: IConstruct) =>
    c.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) return;
  const why = 'CDK BucketDeployment handler (runs only during deploys)';
  acknowledge(handler, 'AwsSolutions-L1', `${why}: CDK picks and updates its runtime, not this project.`);
  acknowledge(
    handler,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `${why}: CDK creates its role with the basic execution policy for its CloudWatch logs.`,
  );
  const findings: Record<string, string> = {
    'Action::s3:GetObject*': 'read the build from the CDK asset bucket and sync it',
    'Action::s3:GetBucket*': 'read the build from the CDK asset bucket and sync it',
    'Action::s3:List*': 'list the asset and site buckets to sync them',
    'Action::s3:DeleteObject*': 'CDK grantReadWrite on the site bucket (prune is off, so nothing is deleted)',
    'Action::s3:Abort*': 'CDK grantReadWrite on the site bucket: abort an interrupted multipart upload',
    'Resource::*': 'CloudFront CreateInvalidation/GetInvalidation support no resource-level scoping',
  };
  for (const [finding, reason] of Object.entries(findings)) {
    acknowledge(handler, `AwsSolutions-IAM5[${finding}]`, `${why}: ${reason}.`);
  }
  // The bootstrap bucket's name is concrete when the CLI knows the account/region, tokens otherwise.
  const flat = (value: string) => flattenCfnReference(stack.resolve(value));
  acknowledge(
    handler,
    `AwsSolutions-IAM5[Resource::arn:${flat(stack.partition)}:s3:::cdk-hnb659fds-assets-${flat(stack.account)}-${flat(stack.region)}/*]`,
    `${why}: the CDK bootstrap asset bucket holds the zipped build under a content hash.`,
  );
  acknowledge(
    handler,
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${siteBucketFinding}/*]`,
    `${why}: writes the build into the site bucket; the wildcard covers that one bucket's objects.`,
  );
}
