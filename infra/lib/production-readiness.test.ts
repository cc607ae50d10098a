import { API_ROUTES, FEATURES } from '@app/shared/api-routes';
import { COLLECT_ROUTE } from '@app/shared/routes/analytics';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteApp } from './build-app';
import { getStageConfig } from './config';
import { capBeaconConcurrency } from './constructs/beacon-concurrency';
import type { FeatureFunction } from './constructs/feature-function';
import { functionOfRoute, routedFunctions } from './handler-access';
import { templatesOf } from './testing/assembly';
import { ensureBundles, synthStage } from './testing/synth';

/** Issue 29 items 2 and 6: where the stacks run, what they grant API Gateway, edge capacity and WAF logs. */
const sites: Partial<Record<'dev' | 'prod', SiteApp>> = {};
beforeAll(async () => {
  await ensureBundles();
  sites.dev = synthStage('dev');
  sites.prod = synthStage('prod');
});
const site = (stage: 'dev' | 'prod') => sites[stage] as SiteApp;

describe('deploy region', () => {
  it('every prod stack checks at deploy time that it runs in the region its synth named', () => {
    for (const [name, template] of templatesOf(site('prod'))) {
      const rules = (template as { Rules?: Record<string, { Assertions: unknown[] }> }).Rules ?? {};
      expect(rules.DeployRegionCheck?.Assertions, name).toEqual([
        {
          Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] },
          AssertDescription: `${name} was synthesised for us-east-1; deploy it there (-c region=us-east-1).`,
        },
      ]);
    }
  });

  it('an env-agnostic dev synth names no region, so it pins none', () => {
    for (const template of templatesOf(site('dev')).values())
      expect((template as { Rules?: Record<string, unknown> }).Rules?.DeployRegionCheck).toBeUndefined();
  });
});

describe('API invoke permissions', () => {
  it('one permission per routed function, for any route of this API only, instead of one per route', () => {
    const api = Template.fromStack(site('dev').api);
    const permissions = Object.values(
      api.findResources('AWS::Lambda::Permission', {
        Properties: { Principal: 'apigateway.amazonaws.com' },
      }),
    );
    const features = new Set(API_ROUTES.map((r) => r.feature));
    expect(features.size).toBe(FEATURES.length);
    // A feature's public routes run in a function of their own (handler-access.ts): one permission each.
    const routed = new Set(API_ROUTES.map((r) => functionOfRoute(r)));
    expect(routed.size).toBe(routedFunctions().length);
    expect(API_ROUTES.length).toBeGreaterThan(routed.size * 2);
    expect(permissions).toHaveLength(routed.size);
    for (const p of permissions) {
      const arn = JSON.stringify(p.Properties.SourceArn);
      expect(arn).toContain(':execute-api:');
      expect(arn).toMatch(/\/\*\/\*"\]\]\}$/);
    }
    // One integration per function, shared by all of its routes.
    api.resourceCountIs('AWS::ApiGatewayV2::Integration', routed.size);
    api.resourceCountIs('AWS::ApiGatewayV2::Route', API_ROUTES.length);
  });
});

describe('edge capacity', () => {
  it.each(['dev', 'prod'] as const)('%s serves from PriceClass_200, which includes India', (stage) => {
    Template.fromStack(site(stage).edge).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ PriceClass: 'PriceClass_200' }),
    });
  });

  it('prod logs WAF to an aws-waf-logs-* group with a year of retention, token header and query strings redacted', () => {
    const edge = Template.fromStack(site('prod').edge);
    const groups = edge.findResources('AWS::Logs::LogGroup', {
      Properties: {
        LogGroupName: {
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^aws-waf-logs-site-prod-edge-')])],
        },
      },
    });
    const [groupId, group] = Object.entries(groups)[0] ?? [];
    expect(group?.Properties.RetentionInDays).toBe(365);
    expect(group?.DeletionPolicy).toBe('RetainExceptOnCreate');
    const [logging] = Object.values(edge.findResources('AWS::WAFv2::LoggingConfiguration'));
    expect(logging?.Properties.RedactedFields).toEqual([
      { SingleHeader: { Name: 'token' } },
      { SingleHeader: { Name: 'authorization' } },
      { QueryString: {} },
    ]);
    // Blocked and counted requests only; allowed ones are in the metrics (cost, docs/architecture.md).
    expect(logging?.Properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [
        {
          Behavior: 'KEEP',
          Requirement: 'MEETS_ANY',
          Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
        },
      ],
    });
    expect(JSON.stringify(logging?.Properties.LogDestinationConfigs)).toContain(`{"Ref":"${groupId}"}`);
    expect(JSON.stringify(logging?.Properties.LogDestinationConfigs)).not.toContain(':*');
    expect(JSON.stringify(logging?.Properties.ResourceArn)).toContain('WebAcl');
    Template.fromStack(site('dev').edge).resourceCountIs('AWS::WAFv2::LoggingConfiguration', 0);
  });

  it('reserves no concurrency unless -c beaconConcurrency asks, and then caps only the beacon function', () => {
    for (const stage of ['dev', 'prod'] as const) {
      const functions = Template.fromStack(site(stage).api).findResources('AWS::Lambda::Function');
      for (const fn of Object.values(functions))
        expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
    const stack = new Stack(new App(), 'Beacon');
    const fn = (id: string) =>
      ({
        fn: new lambda.Function(stack, id, {
          runtime: lambda.Runtime.NODEJS_22_X,
          handler: 'index.handler',
          code: lambda.Code.fromInline('exports.handler = async () => {}'),
        }),
      }) as unknown as FeatureFunction;
    const map = new Map([
      [COLLECT_ROUTE.feature, fn('Beacon')],
      ['contact', fn('Contact')],
    ]);
    const config = getStageConfig(new App({ context: { beaconConcurrency: '50' } }));
    expect(config.beaconConcurrency).toBe(50);
    capBeaconConcurrency(config, map);
    const template = Template.fromStack(stack);
    const reserved = Object.values(template.findResources('AWS::Lambda::Function')).map(
      (f) => f.Properties.ReservedConcurrentExecutions,
    );
    expect(reserved.sort()).toEqual([50, undefined]);
    expect(() => getStageConfig(new App({ context: { beaconConcurrency: '0' } }))).toThrow(
      /-c beaconConcurrency must be a whole number from 1 to 1000/,
    );
  });
});
