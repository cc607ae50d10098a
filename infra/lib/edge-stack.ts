import { fileURLToPath } from 'node:url';
import { COLLECT_RATE_LIMIT } from '@app/shared/analytics';
import { API_BASE, API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { COLLECT_ROUTE } from '@app/shared/routes/analytics';
import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { isFormRoute } from './api-stack';
import type { StageConfig } from './config';
import { EdgeWaf } from './constructs/edge-waf';
import { NotFoundOrigin } from './constructs/not-found-origin';
import { SecureBucket } from './constructs/secure-bucket';
import { SiteDeployment } from './constructs/site-deployment';
import { refreshSiteAfterDeploy } from './constructs/site-maintenance';
import { buildCsp, siteScriptHashes } from './csp';
import { acknowledge } from './nag';
import { type BucketKind, bucketArn, bucketName, bucketRegionalDomainName } from './resource-names';
import type { StatefulStack } from './stateful-stack';
import { requireWebDist } from './web-dist';

export interface EdgeStackProps extends StackProps {
  readonly config: StageConfig;
  readonly stateful: StatefulStack;
  /** execute-api host name of the HTTP API. */
  readonly apiDomain: string;
  /** Re-renders the share-ready pages once the SPA is deployed. */
  readonly siteMaintenance: lambda.Function;
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
          formRoutes: (API_ROUTES as readonly RouteDef[])
            .filter(isFormRoute)
            .map((r) => ({ method: r.method, path: `${API_BASE}${r.path}` })),
          formsPerIpPerMinute: config.formsPerIpPerMinute,
          formsLimitedMessage: PUBLIC_FORM_RATE_LIMIT.message,
          collectRoute: { method: COLLECT_ROUTE.method, path: `${API_BASE}${COLLECT_ROUTE.path}` },
          collectPerIpPerMinute: config.collectPerIpPerMinute,
          collectLimitedMessage: COLLECT_RATE_LIMIT.message,
        })
      : undefined;
    const webDist = requireWebDist();
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(siteBucket);
    const notFound = new NotFoundOrigin(this, 'NotFound', { config, siteBucket, siteOrigin });
    // Presigned POSTs go to the buckets' virtual-hosted S3 endpoints.
    const uploadOrigin = (kind: BucketKind) =>
      `https://${bucketName(config.stage, kind)}.s3.${Aws.REGION}.amazonaws.com`;
    this.contentSecurityPolicy = buildCsp({
      scriptHashes: siteScriptHashes(webDist),
      cognitoOrigin: `https://cognito-idp.${Aws.REGION}.amazonaws.com`,
      uploadOrigins: [uploadOrigin('media'), uploadOrigin('uploads')],
    });
    const { site: siteHeaders, api: apiHeaders } = this.headerPolicies(config);
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

    const apiOrigin = new origins.HttpOrigin(props.apiDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });
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
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
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
          // API Gateway routes on its own Host name, so Host must not be forwarded.
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

    acknowledge(
      logs.bucket,
      'AwsSolutions-S1',
      'This bucket only receives CloudFront access logs; S3 access logs of a log bucket add cost and no audit value, ' +
        'and pointing them at the Stateful log bucket would make that stack depend on this one.',
    );
    acknowledge(
      this.distribution,
      'Annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The site and media bucket policies already allow this account's CloudFront distributions (StatefulStack).",
    );
    this.acknowledgeFindings(config);

    this.siteUrl = config.siteUrl ?? `https://${this.distribution.distributionDomainName}`;
    const deployment = new SiteDeployment(this, 'Deploy', {
      webDist,
      bucket: siteBucket,
      siteBucketName: `site-${config.stage}-site-<AWS::AccountId>-<AWS::Region>`,
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

    refreshSiteAfterDeploy(this, props.siteMaintenance, deployment.pages, webDist);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }

  private headerPolicies(config: StageConfig) {
    const common = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    };
    const site = new cloudfront.ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: `Security headers of the site (${config.stage})`,
      securityHeadersBehavior: {
        ...common,
        contentSecurityPolicy: { contentSecurityPolicy: this.contentSecurityPolicy, override: true },
      },
    });
    // JSON only: nothing may be loaded or framed on the strength of an API answer.
    const api = new cloudfront.ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: `Security headers of the API (${config.stage})`,
      securityHeadersBehavior: {
        ...common,
        contentSecurityPolicy: {
          contentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
          override: true,
        },
      },
    });
    return { site, api };
  }

  private acknowledgeFindings(config: StageConfig): void {
    const d = this.distribution;
    acknowledge(
      d,
      'AwsSolutions-CFR1',
      'No geo restriction: the company sells software services to clients worldwide and the site must reach them all.',
    );
    if (!config.waf) {
      acknowledge(
        d,
        'AwsSolutions-CFR2',
        'WAF is turned off in dev to save its fixed monthly cost; prod has it.',
      );
    }
    if (!config.certificateArn) {
      acknowledge(
        d,
        'AwsSolutions-CFR4',
        'No custom domain in this stage yet, so the default *.cloudfront.net certificate is used and its ' +
          'TLS policy cannot be chosen; setting domainName + certificateArn applies TLSv1.2_2021.',
      );
    }
  }
}
