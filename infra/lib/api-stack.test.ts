import { parseEnv } from '@app/services/lib/env';
import { API_ROUTES, FEATURES, type RouteDef, routeKey } from '@app/shared/api-routes';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { isFormRoute } from './api-stack';
import { STAGE_CONFIG } from './config';
import { ensureBundles, synthStage } from './testing/synth';

let template: Template;

beforeAll(async () => {
  await ensureBundles();
  template = Template.fromStack(synthStage('dev').api);
});

const routes = API_ROUTES as readonly RouteDef[];

describe('routes', () => {
  it('exist once per API_ROUTES row, keyed METHOD /api/v1/path', () => {
    const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
  });

  it('carry the JWT authorizer exactly on the non-public rows', () => {
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    for (const route of routes) {
      const props = { RouteKey: routeKey(route) };
      if (route.access === 'public') {
        template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          ...props,
          AuthorizationType: 'NONE',
          AuthorizerId: Match.absent(),
        });
      } else {
        template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
          ...props,
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: authorizerId },
        });
      }
    }
  });

  it('verify Cognito tokens from the `token` header for the SPA client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.token'],
      JwtConfiguration: {
        Audience: [Match.anyValue()],
        Issuer: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('cognito-idp')])],
        }),
      },
    });
  });

  it('treat only anonymous writes as form routes', () => {
    expect(isFormRoute({ method: 'POST', access: 'public' })).toBe(true);
    expect(isFormRoute({ method: 'ANY', access: 'public' })).toBe(false);
    expect(isFormRoute({ method: 'GET', access: 'public' })).toBe(false);
    expect(isFormRoute({ method: 'POST', access: 'profile:read' })).toBe(false);
  });
});

describe('stage', () => {
  it('has access logs and the default throttle', () => {
    const { rateLimit, burstLimit } = STAGE_CONFIG.dev.apiThrottle.default;
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
    });
  });
});

describe('feature functions', () => {
  it('exist once per feature: arm64, nodejs22.x, 256 MB, 10 s', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions.map((f) => f.Properties.FunctionName).sort()).toEqual(
      FEATURES.map((f) => `site-dev-${f}`).sort(),
    );
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        Runtime: 'nodejs22.x',
        Handler: 'index.handler',
        MemorySize: 256,
        Timeout: 10,
      });
    }
  });

  it('get every variable services/src/lib/env.ts reads (AWS_REGION is set by Lambda)', () => {
    const expected = Object.keys(parseEnv({})).filter((k) => k !== 'AWS_REGION' && !k.endsWith('_ENDPOINT'));
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(expected.sort());
    }
  });

  it('log to their own group with the stage retention', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', FEATURES.length + 1); // + API access logs
    template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: '/aws/lambda/site-dev-system',
      RetentionInDays: STAGE_CONFIG.dev.logRetention,
    });
  });

  it('run under roles without managed policies', () => {
    for (const role of Object.values(template.findResources('AWS::IAM::Role'))) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});
