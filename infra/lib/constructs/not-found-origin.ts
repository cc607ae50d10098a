import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { acknowledge } from '../nag';
import { stageLogGroup, traceActively } from './lambda-defaults';

const SOURCE = fileURLToPath(new URL('../cloudfront/not-found.cjs', import.meta.url));

/** S3 answers 403 (no ListBucket for CloudFront) or 404 for a missing key. */
export const NOT_FOUND_STATUS_CODES = [403, 404];

export interface NotFoundOriginProps {
  readonly config: StageConfig;
  readonly siteBucket: s3.IBucket;
  readonly siteOrigin: cloudfront.IOrigin;
}

/**
 * Real 404s for unknown public paths, on the site behaviour only: an origin
 * group whose fallback is a small Lambda (function URL, signed by CloudFront
 * through origin access control) that returns 404.html with status 404.
 * Works in any region, unlike Lambda@Edge, and leaves the API's own 403/404
 * JSON untouched, unlike distribution-wide custom error responses.
 */
export class NotFoundOrigin extends Construct {
  readonly origin: cloudfront.IOrigin;
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, props: NotFoundOriginProps) {
    super(scope, id);
    const { config } = props;
    const functionName = `site-${config.stage}-not-found`;
    const logGroup = stageLogGroup(this, 'Logs', config);
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Serves 404.html for unknown site paths (${config.stage})`,
    });
    logGroup.grantWrite(role);
    // One object, one action: no bucket-wide wildcard.
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.siteBucket.arnForObjects('404.html')],
      }),
    );
    this.fn = new lambda.Function(this, 'Function', {
      functionName,
      description: 'Site 404 page (fallback origin of the site bucket)',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 128,
      timeout: Duration.seconds(5),
      code: lambda.Code.fromInline(readFileSync(SOURCE, 'utf8')),
      handler: 'index.handler',
      role,
      logGroup,
      environment: { SITE_BUCKET: props.siteBucket.bucketName },
    });
    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Pinned to nodejs22.x like the feature Lambdas: the runtime moves together with the services bundle target.',
    );
    // Traced like the bundled functions, so a slow 404 shows in X-Ray too.
    traceActively(this.fn, role);
    const url = this.fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    this.origin = new origins.OriginGroup({
      primaryOrigin: props.siteOrigin,
      fallbackOrigin: origins.FunctionUrlOrigin.withOriginAccessControl(url),
      fallbackStatusCodes: NOT_FOUND_STATUS_CODES,
    });
  }
}
