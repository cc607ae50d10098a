import { Duration, SecretValue } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { API_CSP, SECURITY_HEADERS } from '../csp';

/**
 * The headers CloudFront adds: security headers on every answer (the site's
 * CSP is built from the stage's web build, see csp.ts), and the origin-lock
 * secret on every request it sends to the API.
 */
export function securityHeaderPolicies(scope: Construct, config: StageConfig, contentSecurityPolicy: string) {
  const common = {
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(SECURITY_HEADERS.hstsMaxAgeSeconds),
      includeSubdomains: true,
      override: true,
    },
    contentTypeOptions: { override: true },
    frameOptions: {
      frameOption: SECURITY_HEADERS.frameOption as cloudfront.HeadersFrameOption,
      override: true,
    },
    referrerPolicy: {
      referrerPolicy: SECURITY_HEADERS.referrerPolicy as cloudfront.HeadersReferrerPolicy,
      override: true,
    },
  };
  const site = new cloudfront.ResponseHeadersPolicy(scope, 'SiteHeaders', {
    comment: `Security headers of the site (${config.stage})`,
    securityHeadersBehavior: {
      ...common,
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
    },
  });
  const api = new cloudfront.ResponseHeadersPolicy(scope, 'ApiHeaders', {
    comment: `Security headers of the API (${config.stage})`,
    securityHeadersBehavior: {
      ...common,
      contentSecurityPolicy: { contentSecurityPolicy: API_CSP, override: true },
    },
  });
  return { site, api };
}

/**
 * The origin-lock value CloudFront sends: a CloudFormation dynamic reference
 * to the secret's `current` field, so the value never appears in a template.
 * CloudFormation resolves it when the distribution changes; after a rotation,
 * deploying with `-c originSecretVersion=<VersionId>` changes the reference
 * and so makes CloudFront pick the new value (infra/README.md).
 */
export function originSecretHeader(config: StageConfig, originSecret: secretsmanager.ISecret): string {
  return SecretValue.secretsManager(originSecret.secretArn, {
    jsonField: 'current',
    versionId: config.originSecretVersion,
  }).unsafeUnwrap();
}
