import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COLLECT_RATE_LIMIT } from '@app/shared/analytics';
import { API_BASE, API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { ORIGIN_VERIFY_HEADER } from '@app/shared/site-origin';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOUDFRONT_5XX_RATE_ALARM } from './constructs/edge-after-deploy';
import { COLLECT_LIMITED_BODY_KEY, FORMS_LIMITED_BODY_KEY } from './constructs/edge-waf';
import { ANALYTICS_ORIGIN_HEADERS } from './edge-stack';
import { ensureBundles, synthStage } from './testing/synth';

let dev: Template;
let prod: Template;

beforeAll(async () => {
  await ensureBundles();
  dev = Template.fromStack(synthStage('dev').edge);
  prod = Template.fromStack(synthStage('prod').edge);
});

type Behavior = {
  PathPattern: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
};

function distributionConfig(template: Template) {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return distribution?.Properties.DistributionConfig;
}

describe('distribution', () => {
  it('routes /api/v1/* to the HTTP API uncached with all viewer headers but Host', () => {
    const api = (distributionConfig(dev).CacheBehaviors as Behavior[]).find(
      (b) => b.PathPattern === '/api/v1/*',
    );
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api?.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
  });

  it('serves /media/* from the media bucket with caching', () => {
    const media = (distributionConfig(dev).CacheBehaviors as Behavior[]).find(
      (b) => b.PathPattern === '/media/*',
    );
    expect(media?.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
  });

  it('reads both buckets through origin access control and logs access', () => {
    const config = distributionConfig(dev);
    const s3Origins = config.Origins.filter((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) expect(origin.OriginAccessControlId).toBeDefined();
    expect(config.Logging).toBeDefined();
    // Site bucket, media bucket, and the 404 function URL.
    dev.resourceCountIs('AWS::CloudFront::OriginAccessControl', 3);
  });

  it('rewrites page paths with a viewer-request function on the default behaviour', () => {
    dev.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(distributionConfig(dev).DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
  });

  it('limits the public form routes per IP in WAF from PUBLIC_FORM_RATE_LIMIT', () => {
    const [acl] = Object.values(prod.findResources('AWS::WAFv2::WebACL'));
    const rule = acl?.Properties.Rules.find((r: { Name: string }) => r.Name === 'RateLimitPublicForms');
    expect(rule.Action).toEqual({
      Block: {
        CustomResponse: {
          ResponseCode: 429,
          CustomResponseBodyKey: FORMS_LIMITED_BODY_KEY,
          ResponseHeaders: [{ Name: 'Retry-After', Value: '60' }],
        },
      },
    });
    const rate = rule.Statement.RateBasedStatement;
    expect(rate).toMatchObject({
      Limit: PUBLIC_FORM_RATE_LIMIT.perMinute,
      EvaluationWindowSec: 60,
      AggregateKeyType: 'IP',
    });
    const scoped = rate.ScopeDownStatement.OrStatement.Statements.map(
      (s: { AndStatement: { Statements: { ByteMatchStatement: { SearchString: string } }[] } }) =>
        s.AndStatement.Statements.map((m) => m.ByteMatchStatement.SearchString).join(' '),
    );
    const expected = (API_ROUTES as readonly RouteDef[])
      .filter((r) => r.access === 'public' && r.method === 'POST' && r.path !== '/analytics/collect')
      .map((r) => `POST ${API_BASE}${r.path}`);
    expect(scoped.sort()).toEqual(expected.sort());
    expect(expected).toEqual(
      expect.arrayContaining([
        'POST /api/v1/contact/contact-us',
        'POST /api/v1/careers/resume-upload',
        'POST /api/v1/careers/apply',
      ]),
    );
  });

  it('answers a limited form with the shared JSON message the local gateway sends, not an empty 429', () => {
    const [acl] = Object.values(prod.findResources('AWS::WAFv2::WebACL'));
    const bodies = acl?.Properties.CustomResponseBodies;
    expect(Object.keys(bodies)).toEqual([FORMS_LIMITED_BODY_KEY, COLLECT_LIMITED_BODY_KEY]);
    const body = bodies[FORMS_LIMITED_BODY_KEY];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual({ message: PUBLIC_FORM_RATE_LIMIT.message });
    expect(JSON.parse(bodies[COLLECT_LIMITED_BODY_KEY].Content)).toEqual({
      message: COLLECT_RATE_LIMIT.message,
    });
  });

  it('limits the analytics beacon per IP on its own rule, from COLLECT_RATE_LIMIT', () => {
    const [acl] = Object.values(prod.findResources('AWS::WAFv2::WebACL'));
    const rule = acl?.Properties.Rules.find((r: { Name: string }) => r.Name === 'RateLimitAnalytics');
    const rate = rule.Statement.RateBasedStatement;
    expect(rate).toMatchObject({
      Limit: COLLECT_RATE_LIMIT.perMinute,
      EvaluationWindowSec: 60,
      AggregateKeyType: 'IP',
    });
    const matches = rate.ScopeDownStatement.AndStatement.Statements.map(
      (m: { ByteMatchStatement: { SearchString: string } }) => m.ByteMatchStatement.SearchString,
    );
    expect(matches).toEqual(['POST', '/api/v1/analytics/collect']);
  });

  it('sends the analytics beacon to the API with the viewer country and address, before /api/v1/*', () => {
    const behaviors = distributionConfig(dev).CacheBehaviors as Behavior[];
    const patterns = behaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf('/api/v1/analytics/*')).toBeLessThan(patterns.indexOf('/api/v1/*'));
    const [policy] = Object.values(dev.findResources('AWS::CloudFront::OriginRequestPolicy'));
    const headers = policy?.Properties.OriginRequestPolicyConfig.HeadersConfig;
    expect(headers.HeaderBehavior).toBe('whitelist');
    expect(headers.Headers).toEqual(ANALYTICS_ORIGIN_HEADERS);
    expect(headers.Headers).not.toContain('Host');
  });

  it('has a WAF web ACL in prod only', () => {
    prod.resourceCountIs('AWS::WAFv2::WebACL', 1);
    dev.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distributionConfig(prod).WebACLId).toBeDefined();
    // CLOUDFRONT-scoped web ACLs exist only in us-east-1: a template rule stops a deploy elsewhere.
    const rules = JSON.stringify(prod.toJSON().Rules ?? {});
    expect(rules).toContain('us-east-1');
    expect(JSON.stringify(dev.toJSON().Rules ?? {})).not.toContain('us-east-1');
  });
});

describe('origin lock', () => {
  it("sends the stage's secret to the API origin from Secrets Manager, never as a literal", () => {
    for (const template of [dev, prod]) {
      const api = distributionConfig(template).Origins.find((o: { DomainName: unknown }) =>
        JSON.stringify(o.DomainName).includes('ApiDomainName'),
      );
      expect(api.DomainName).toEqual({
        'Fn::GetStackOutput': expect.objectContaining({ OutputName: 'ApiDomainName' }),
      });
      const [header] = api.OriginCustomHeaders;
      expect(header.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
      const value = JSON.stringify(header.HeaderValue);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(':SecretString:current::}}');
      expect(value).toContain('OriginSecret');
    }
  });

  it('forwards CloudFront-Viewer-Address to the API (the client IP it trusts with the secret)', () => {
    const api = (distributionConfig(prod).CacheBehaviors as Behavior[]).find(
      (b) => b.PathPattern === '/api/v1/*',
    );
    // The managed AllViewerExceptHostHeader policy: every viewer header but Host, plus the CloudFront-* headers.
    expect(api?.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
  });
});

describe('CloudFront 5xx alarm', () => {
  it("alarms on the distribution's 5xx rate into the stage's topic, only where CloudFront publishes it", () => {
    for (const [template, stage] of [
      [dev, 'dev'],
      [prod, 'prod'],
    ] as const) {
      const [id, alarm] = Object.entries(template.findResources('AWS::CloudWatch::Alarm'))[0] ?? [];
      expect(id).toBeDefined();
      expect(alarm?.Properties).toMatchObject({
        Namespace: 'AWS/CloudFront',
        MetricName: '5xxErrorRate',
        Threshold: CLOUDFRONT_5XX_RATE_ALARM,
        Dimensions: expect.arrayContaining([{ Name: 'Region', Value: 'Global' }]),
      });
      expect(JSON.stringify(alarm?.Properties.AlarmActions)).toContain(`site-${stage}-alarms`);
      expect(template.toJSON().Conditions[alarm?.Condition]).toEqual({
        'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
      });
    }
  });
});

describe('index rewrite function', () => {
  const source = readFileSync(
    fileURLToPath(new URL('./cloudfront/index-rewrite.js', import.meta.url)),
    'utf8',
  );
  const handler = new Function(`${source}; return handler;`)() as (e: unknown) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('maps page paths to their index.html and leaves assets alone', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/about-us')).toBe('/about-us/index.html');
    expect(rewrite('/service/mvp-development/')).toBe('/service/mvp-development/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });
});
