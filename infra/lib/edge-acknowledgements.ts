import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from './config';
import { acknowledge, acknowledgeGuard } from './nag';

/** cdk-nag and Control Tower findings on the distribution and its log bucket, each with its reason. */
export function acknowledgeEdgeFindings(
  d: cloudfront.Distribution,
  logBucket: s3.IBucket,
  config: StageConfig,
): void {
  acknowledge(
    logBucket,
    'AwsSolutions-S1',
    'This bucket only receives CloudFront access logs; S3 access logs of a log bucket add cost and no audit value, ' +
      'and pointing them at the Stateful log bucket would make that stack depend on this one.',
  );
  acknowledgeGuard(
    logBucket,
    's3_bucket_logging_enabled_check',
    'Receives only CloudFront access logs; logging a log bucket adds cost and no audit value.',
  );
  acknowledgeGuard(
    logBucket,
    's3_bucket_versioning_enabled_check',
    'CloudFront access logs are written once and expire on schedule; nothing overwrites them.',
  );
  acknowledgeGuard(
    d,
    'lambda_function_public_access_prohibited_check',
    "The 404 function URL's invoke permissions name cloudfront.amazonaws.com with this distribution's ARN as " +
      'SourceArn (a Fn::Join the rule cannot read); the URL itself requires IAM auth (origin access control).',
  );
  acknowledge(
    d,
    'Annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
    "The site and media bucket policies already allow this account's CloudFront distributions (StatefulStack).",
  );

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
    const why =
      'No custom domain in this stage: the distribution serves its *.cloudfront.net name with the default ' +
      'certificate, whose TLS settings CloudFront fixes. -c domainName + certificateArn switch to a custom ' +
      'certificate over SNI with TLSv1.2_2021.';
    for (const rule of [
      'cloudfront_custom_ssl_certificate_check',
      'cloudfront_sni_enabled_check',
      'cloudfront_security_policy_check',
    ]) {
      acknowledgeGuard(d, rule, why);
    }
  }
}
