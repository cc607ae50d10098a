import { fileURLToPath } from 'node:url';
import { COLLECT_RATE_LIMIT } from '@app/shared/analytics';
import { API_BASE, RATE_LIMITED_ROUTES } from '@app/shared/api-routes';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { COLLECT_ROUTE } from '@app/shared/routes/analytics';
import { ORIGIN_VERIFY_HEADER, SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import { Aws, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type StageConfig, stackName } from './config';
import { EdgeAfterDeploy } from './constructs/edge-after-deploy';
import { originSecretHeader, securityHeaderPolicies } from './constructs/edge-headers';
import { EdgeWaf } from './constructs/edge-waf';
import { stageLogGroup } from './constructs/lambda-defaults';
import { NotFoundOrigin } from './constructs/not-found-origin';
import { SecureBucket } from './constructs/secure-bucket';
import { SiteDeployment } from './constructs/site-deployment';
import { buildCsp } from './csp';
import { acknowledgeEdgeFindings } from './edge-acknowledgements';
import { type BucketKind, bucketArn, bucketName, bucketRegionalDomainName } from './resource-names';
import { cspScriptHashes } from './stage-site';
import type { StatefulStack } from './stateful-stack';

export interface EdgeStackProps extends StackProps {
  readonly config: StageConfig;
  readonly stateful: StatefulStack;
  /** The Api stack's output holding the execute-api host name (ApiStack.apiDomainOutput). */
  readonly apiDomainOutput: string;
  /** Re-renders the share-ready pages once the SPA is deployed. */
  readonly siteMaintenance: lambda.Function;
  /** The stage's web build (stage-site.ts), built for its domain or with the origin placeholder. */
  readonly webDist: string;
}

const INDEX_REWRITE = fileURLToPath(new URL('./cloudfront/index-rewrite.js', import.meta.url));

/** Headers the analytics beacon's origin receives (services/src/lib/analytics/viewer.ts reads them). */
export const ANALYTICS_ORIGIN_HEADERS = [
  'User-Agent',
  'Sec-GPC',
  'Content-Type',
  'CloudFront-Viewer-Country',
  'CloudFront-Viewer-Address',
];

/**
 * One CloudFront origin for everything the browser loads: the SPA from the
 * site bucket, /api/v1/* from the HTTP API (same origin, so no CORS and the
 * `token` header passes through), /media/* from the media bucket.
 */
export class EdgeStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly siteUrl: string;
  /** The Content-Security-Policy header of the site (CDK tokens for region and bucket names). */
  readonly contentSecurityPolicy: string;
  /** The web build this stack deploys. */
  readonly webDist: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.addStackDependency(props.stateful);

    // The buckets grant read to this account's distributions in their own
    // policies (see StatefulStack). Importing them by name keeps CDK from
    // editing those policies from here, which would tie the stacks in a cycle.
    const bucket = (kind: BucketKind) =>
      s3.Bucket.fromBucketAttributes(this, `Bucket-${kind}`, {
        bucketName: bucketName(config.stage, kind),
        bucketArn: bucketArn(config.stage, kind),
        bucketRegionalDomainName: bucketRegionalDomainName(config.stage, kind),
      });
    const siteBucket = bucket('site');
    const mediaBucket = bucket('media');
    const uploadsBucket = bucket('uploads');

    // CloudFront standard logs are written with ACLs, so this bucket needs object-writer ownership.
    const logs = new SecureBucket(this, 'CdnLogs', {
      retain: config.retainData,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(config.retainData ? 365 : 30) }],
    });

    const indexRewrite = new cloudfront.Function(this, 'IndexRewrite', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromFile({ filePath: INDEX_REWRITE }),
      comment: 'Maps /path to /path/index.html for the site bucket',
    });

    const waf = config.waf
      ? new EdgeWaf(this, 'Waf', {
          name: `site-${config.stage}-edge`,
          formRoutes: RATE_LIMITED_ROUTES.map((r) => ({ method: r.method, path: `${API_BASE}${r.path}` })),
          formsPerIpPerMinute: config.formsPerIpPerMinute,
          formsLimitedMessage: PUBLIC_FORM_RATE_LIMIT.message,
          collectRoute: { method: COLLECT_ROUTE.method, path: `${API_BASE}${COLLECT_ROUTE.path}` },
          collectPerIpPerMinute: config.collectPerIpPerMinute,
          collectLimitedMessage: COLLECT_RATE_LIMIT.message,
          logRetention: config.logRetention,
          retainLogs: config.retainData,
        })
      : undefined;
    const { webDist } = props;
    this.webDist = webDist;
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(siteBucket);
    const notFound = new NotFoundOrigin(this, 'NotFound', { config, siteBucket, siteOrigin });
    // Presigned POSTs go to the buckets' virtual-hosted S3 endpoints.
    const uploadOrigin = (kind: BucketKind) =>
      `https://${bucketName(config.stage, kind)}.s3.${Aws.REGION}.amazonaws.com`;
    this.contentSecurityPolicy = buildCsp({
      // The replaced build's hashes too, for one release: published pages embed its shell until re-rendered.
      scriptHashes: cspScriptHashes(webDist),
      cognitoOrigin: `https://cognito-idp.${Aws.REGION}.amazonaws.com`,
      uploadOrigins: [uploadOrigin('media'), uploadOrigin('uploads')],
    });
    const { site: siteHeaders, api: apiHeaders } = securityHeaderPolicies(
      this,
      config,
      this.contentSecurityPolicy,
    );
    // Objects without Cache-Control (pages the Lambdas publish) stay five minutes
    // at the edge; hashed assets carry their own one-year header.
    const siteCache = new cloudfront.CachePolicy(this, 'SiteCache', {
      comment: `Site pages and assets (${config.stage})`,
      defaultTtl: Duration.minutes(5),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The whole output, never split here: Fn::Split over an imported value is cfn-lint E1017.
    const apiOrigin = new origins.HttpOrigin(
      Fn.getStackOutput(stackName(config, 'Api'), props.apiDomainOutput),
      {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        // The origin lock: the API refuses requests without the secret (services/src/lib/origin-lock.ts).
        customHeaders: {
          [ORIGIN_VERIFY_HEADER]: originSecretHeader(config, props.stateful.originSecret),
        },
      },
    );
    // The analytics beacon needs the edge's view of the visitor (country, address for the
    // daily hash) and nothing else; an allow-list also keeps Host away from API Gateway.
    const analyticsRequests = new cloudfront.OriginRequestPolicy(this, 'AnalyticsRequests', {
      comment: `Analytics beacon: viewer country and address, user agent, GPC (${config.stage})`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...ANALYTICS_ORIGIN_HEADERS),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Website ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // 200, not 100: class 100 leaves out India's edge locations, and an office and its visitors are there.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      webAclId: waf?.webAcl.attrArn,
      enableLogging: true,
      logBucket: logs.bucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: notFound.origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: siteCache,
        responseHeadersPolicy: siteHeaders,
        compress: true,
        functionAssociations: [
          { function: indexRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // Listed before /api/v1/*: CloudFront takes the first matching pattern.
        [`${API_BASE}/analytics/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: analyticsRequests,
          responseHeadersPolicy: apiHeaders,
        },
        [`${API_BASE}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host name, so Host must not be forwarded. The policy also
          // forwards CloudFront-Viewer-Address, the client IP the API trusts with the secret.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
        },
        // Objects are stored under the media/ prefix, which is the path CloudFront forwards.
        '/media/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(mediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: siteHeaders,
          compress: true,
        },
      },
    });

    acknowledgeEdgeFindings(this.distribution, logs.bucket, config);

    this.siteUrl = config.siteUrl ?? `https://${this.distribution.distributionDomainName}`;
    const deployment = new SiteDeployment(this, 'Deploy', {
      webDist,
      // A build without a domain carries the placeholder; the deployment writes the CloudFront name in.
      originMarker: config.siteUrl
        ? undefined
        : { placeholder: SITE_ORIGIN_PLACEHOLDER, origin: this.siteUrl },
      bucket: siteBucket,
      siteBucketName: `site-${config.stage}-site-<AWS::AccountId>-<AWS::Region>`,
      logGroup: stageLogGroup(this, 'DeployLogs', config),
      distribution: this.distribution,
      runtimeConfig: {
        apiBase: API_BASE,
        userPoolId: props.stateful.userPool.userPoolId,
        userPoolClientId: props.stateful.spaClient.userPoolClientId,
        region: Aws.REGION,
        siteUrl: this.siteUrl,
        mediaBaseUrl: '/media',
      },
    });

    new EdgeAfterDeploy(this, 'AfterDeploy', {
      config,
      siteUrl: this.siteUrl,
      distribution: this.distribution,
      uploadBuckets: [mediaBucket, uploadsBucket],
      siteMaintenance: props.siteMaintenance,
      pages: deployment.pages,
      webDist,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }
}
