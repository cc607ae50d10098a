import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '@app/shared/api-routes';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteApp } from './build-app';
import { NOT_FOUND_STATUS_CODES } from './constructs/not-found-origin';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from './constructs/site-deployment';
import { refreshSiteAfterDeploy } from './constructs/site-maintenance';
import { ensureBundles, synthStage } from './testing/synth';

let site: SiteApp;
let dev: Template;

beforeAll(async () => {
  await ensureBundles();
  site = synthStage('dev');
  dev = Template.fromStack(site.edge);
});

function distributionConfig(template: Template) {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return distribution?.Properties.DistributionConfig;
}

describe('real 404 for unknown public paths', () => {
  it('sends the site behaviour to an origin group that fails over on S3 403/404 to the 404 function', () => {
    const config = distributionConfig(dev);
    const [group] = config.OriginGroups.Items;
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(group.Id);
    expect(group.FailoverCriteria.StatusCodes.Items.sort()).toEqual([...NOT_FOUND_STATUS_CODES].sort());
    const [primary, fallback] = group.Members.Items.map((m: { OriginId: string }) =>
      config.Origins.find((o: { Id: string }) => o.Id === m.OriginId),
    );
    expect(primary.S3OriginConfig).toBeDefined();
    expect(fallback.DomainName).toBeDefined();
    expect(fallback.OriginAccessControlId).toBeDefined();
    dev.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 'lambda' }),
    });
  });

  it('keeps the API and media behaviours off the origin group (their 403/404 stay theirs)', () => {
    const config = distributionConfig(dev);
    const groupIds = config.OriginGroups.Items.map((g: { Id: string }) => g.Id);
    for (const b of config.CacheBehaviors) expect(groupIds).not.toContain(b.TargetOriginId);
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('serves 404.html with status 404 from a function that may read only that object', () => {
    dev.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    const fn = Object.values(dev.findResources('AWS::Lambda::Function')).find(
      (f) => f.Properties.FunctionName === 'site-dev-not-found',
    );
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    const code: string = fn?.Properties.Code.ZipFile;
    expect(code).toContain("Key: '404.html'");
    expect(code).toContain('statusCode: 404');
    const policies = Object.values(dev.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p).includes('404.html'),
    );
    expect(policies).toHaveLength(1);
    const s3Statements = policies[0]?.Properties.PolicyDocument.Statement.filter((st: { Action: unknown }) =>
      JSON.stringify(st.Action).includes('s3:'),
    );
    expect(s3Statements).toEqual([expect.objectContaining({ Action: 's3:GetObject', Effect: 'Allow' })]);
  });
});

describe('web deploy', () => {
  const deployments = () => Object.values(dev.findResources('Custom::CDKBucketDeployment'));

  it('uploads the build without pruning (Lambdas write pages at runtime) and invalidates everything', () => {
    const all = deployments();
    expect(all).toHaveLength(2);
    for (const d of all) expect(d.Properties.Prune).toBe(false);
    const pages = all.find((d) => d.Properties.DistributionPaths);
    expect(pages?.Properties.DistributionPaths).toEqual(['/*']);
    expect(pages?.Properties.SystemMetadata).toEqual({ 'cache-control': PAGE_CACHE_CONTROL });
    const assets = all.find((d) => !d.Properties.DistributionPaths);
    expect(assets?.Properties.SystemMetadata).toEqual({ 'cache-control': ASSET_CACHE_CONTROL });
    // Hashed assets first, so new pages never reference missing files.
    expect(dev.toJSON().Resources[pageId()].DependsOn).toEqual(expect.arrayContaining([assetId()]));
  });

  function idOf(pred: (props: Record<string, unknown>) => boolean): string {
    const entry = Object.entries(dev.findResources('Custom::CDKBucketDeployment')).find(([, r]) =>
      pred(r.Properties),
    );
    return entry?.[0] ?? '';
  }
  const pageId = () => idOf((p) => Boolean(p.DistributionPaths));
  const assetId = () => idOf((p) => !p.DistributionPaths);

  it("writes the stage's /config.json with the pool, client, region, site URL and /api/v1", () => {
    const assetDirs = readdirSync(site.app.outdir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.startsWith('asset.'))
      .map((d) => d.name);
    const configDir = assetDirs.find((d) => existsSync(join(site.app.outdir, d, 'config.json')));
    expect(configDir).toBeDefined();
    const json = JSON.parse(readFileSync(join(site.app.outdir, configDir ?? '', 'config.json'), 'utf8'));
    expect(Object.keys(json).sort()).toEqual(
      ['apiBase', 'mediaBaseUrl', 'region', 'siteUrl', 'userPoolClientId', 'userPoolId'].sort(),
    );
    expect(json).toMatchObject({ apiBase: API_BASE, mediaBaseUrl: '/media' });
    expect(json.cognitoEndpoint).toBeUndefined();
    // Without a domain the site URL is the distribution's own name (a marker filled in at deploy).
    expect(json.siteUrl).toMatch(/^https:\/\/<<marker:/);
  });

  it('splits the build into hashed assets and everything else', () => {
    const dirs = readdirSync(site.app.outdir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.startsWith('asset.'))
      .map((d) => join(site.app.outdir, d.name));
    const assetsOnly = dirs.find((d) => readdirSync(d).join() === 'assets');
    const pages = dirs.find((d) => existsSync(join(d, '404.html')));
    expect(assetsOnly).toBeDefined();
    expect(pages && readdirSync(pages)).toEqual(
      expect.arrayContaining(['index.html', 'spa.html', '404.html']),
    );
    expect(pages && readdirSync(pages)).not.toContain('assets');
  });

  it('caches pages without Cache-Control for five minutes at the edge', () => {
    dev.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 300, MinTTL: 0 }),
    });
  });
});

describe('share-ready pages after a deploy', () => {
  it('invokes the site-maintenance task (async) once the pages are deployed, again for each new web build', () => {
    const triggers = Object.entries(dev.findResources('Custom::Trigger'));
    expect(triggers).toHaveLength(1);
    const [, trigger] = triggers[0] as [
      string,
      { Properties: Record<string, unknown>; DependsOn?: string[] },
    ];
    expect(trigger.Properties).toMatchObject({
      InvocationType: 'Event',
      ExecuteOnHandlerChange: true,
      WebBuild: expect.stringMatching(/^[0-9a-f]{64}$/),
      TaskBuild: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The handler is the task's current version, from the Api stack.
    expect(JSON.stringify(trigger.Properties.HandlerArn)).toMatch(/Fn::(ImportValue|GetStackOutput)/);
    expect(Object.values(Template.fromStack(site.api).findResources('AWS::Lambda::Version'))).toHaveLength(1);
    // Runs after the page deployment (its custom resource), so the built pages are in place.
    const pages = Object.keys(dev.findResources('Custom::CDKBucketDeployment')).filter((id) =>
      id.includes('Pages'),
    );
    expect(pages).toHaveLength(1);
    expect(trigger.DependsOn ?? []).toEqual(expect.arrayContaining(pages));
  });

  it('changes its properties when the web build, only the task code, or the site URL changes (so it re-runs)', () => {
    const triggerOf = (inputs: { html: string; code: string; siteUrl: string }) => {
      const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
      const task = mkdtempSync(join(tmpdir(), 'task-bundle-'));
      writeFileSync(join(web, 'index.html'), inputs.html);
      writeFileSync(join(task, 'index.mjs'), inputs.code);
      const stack = new Stack(new App());
      const fn = new lambda.Function(stack, 'Fn', {
        runtime: lambda.Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: lambda.Code.fromInline('exports.handler = async () => {}'),
      });
      refreshSiteAfterDeploy(stack, fn, new Construct(stack, 'Deployment'), {
        webDist: web,
        taskBundle: task,
        siteUrl: inputs.siteUrl,
      });
      const props = Object.values(Template.fromStack(stack).findResources('Custom::Trigger'))[0]?.Properties;
      rmSync(web, { recursive: true, force: true });
      rmSync(task, { recursive: true, force: true });
      return JSON.stringify({ web: props?.WebBuild, task: props?.TaskBuild, url: props?.SiteUrl });
    };
    const v1 = { html: '<p>v1</p>', code: 'export const v = 1', siteUrl: 'https://d1.cloudfront.net' };
    expect(triggerOf(v1)).toBe(triggerOf(v1));
    expect(triggerOf({ ...v1, html: '<p>v2</p>' })).not.toBe(triggerOf(v1));
    // Only the Lambda code changed: the Edge template still changes, so the refresh runs again.
    expect(triggerOf({ ...v1, code: 'export const v = 2' })).not.toBe(triggerOf(v1));
    expect(triggerOf({ ...v1, siteUrl: 'https://www.example-agency.com' })).not.toBe(triggerOf(v1));
  });
});
