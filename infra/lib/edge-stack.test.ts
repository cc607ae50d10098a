import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles, synthStage } from './testing/synth';

let dev: Template;
let prod: Template;

beforeAll(async () => {
  await ensureBundles();
  dev = Template.fromStack(synthStage('dev').edge);
  prod = Template.fromStack(synthStage('prod', { siteUrl: 'https://www.example.org' }).edge);
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
    dev.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('rewrites page paths with a viewer-request function on the default behaviour', () => {
    dev.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(distributionConfig(dev).DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
  });

  it('has a WAF web ACL in prod only', () => {
    prod.resourceCountIs('AWS::WAFv2::WebACL', 1);
    dev.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distributionConfig(prod).WebACLId).toBeDefined();
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
