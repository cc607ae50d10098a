import { parseEnv } from '@app/services/lib/env';
import { API_ROUTES, type RouteDef, routeKey } from '@app/shared/api-routes';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMBDAS } from '../../services/scripts/bundle';
import { isFormRoute } from './api-stack';
import { STAGE_CONFIG } from './config';
import { timeoutOf } from './feature-access';
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
    // The analytics beacon has its own per-IP limit, not the form throttle.
    expect(isFormRoute({ method: 'POST', access: 'public', path: '/analytics/collect' })).toBe(false);
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

describe('form throttling', () => {
  it('throttles exactly the public POST routes with PUBLIC_FORM_RATE_LIMIT.routeThrottle', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const settings = stage?.Properties.RouteSettings as Record<string, unknown>;
    const publicPosts = routes
      .filter((r) => r.access === 'public' && r.method === 'POST' && r.path !== '/analytics/collect')
      .map(routeKey);
    expect(Object.keys(settings).sort()).toEqual(publicPosts.sort());
    const { rateLimit, burstLimit } = PUBLIC_FORM_RATE_LIMIT.routeThrottle;
    for (const key of publicPosts) {
      expect(settings[key]).toEqual({ ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit });
    }
    expect(rateLimit).toBeLessThan(STAGE_CONFIG.dev.apiThrottle.default.rateLimit);
  });
});

describe('alarms', () => {
  it('alarm on API 5xx and on errors and throttles of every feature Lambda, into an encrypted topic', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'site-dev-alarms',
      KmsMasterKeyId: Match.anyValue(),
    });
    const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'));
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms).toHaveLength(1 + 2 * LAMBDAS.length);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    const byMetric = (ns: string, name: string) =>
      alarms.filter((a) => a.Namespace === ns && a.MetricName === name);
    expect(byMetric('AWS/ApiGateway', '5xx')).toHaveLength(1);
    expect(byMetric('AWS/Lambda', 'Errors')).toHaveLength(LAMBDAS.length);
    expect(byMetric('AWS/Lambda', 'Throttles')).toHaveLength(LAMBDAS.length);
  });

  it('subscribe the alarm e-mail from config', () => {
    const withMail = Template.fromStack(synthStage('dev', { alarmEmail: 'ops@example.org' }).api);
    withMail.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.org',
    });
  });
});

describe('feature functions', () => {
  it('exist once per feature and task: arm64, nodejs22.x, 256 MB, 10 s (15 s for the mail senders)', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions.map((f) => f.Properties.FunctionName).sort()).toEqual(
      LAMBDAS.map((f) => `site-dev-${f}`).sort(),
    );
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        Runtime: 'nodejs22.x',
        Handler: 'index.handler',
        MemorySize: 256,
        Timeout: timeoutOf(fn.Properties.FunctionName.replace('site-dev-', '')),
      });
    }
    for (const mailer of ['contact', 'leads', 'careers']) {
      const [fn] = Object.values(
        template.findResources('AWS::Lambda::Function', {
          Properties: { FunctionName: `site-dev-${mailer}` },
        }),
      );
      expect(fn?.Properties.Timeout).toBeGreaterThanOrEqual(15);
    }
  });

  it('get every variable services/src/lib/env.ts reads (AWS_REGION is set by Lambda)', () => {
    const expected = Object.keys(parseEnv({})).filter((k) => k !== 'AWS_REGION' && !k.endsWith('_ENDPOINT'));
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(expected.sort());
    }
  });

  it('log to their own group with the stage retention', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', LAMBDAS.length + 1); // + API access logs
    template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: '/aws/lambda/site-dev-system',
      RetentionInDays: STAGE_CONFIG.dev.logRetention,
    });
  });

  it('may write audit entries and operational figures (AUDIT#/OPS# keys only) from the shared chain', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const chain = policies.filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('"dynamodb:LeadingKeys":["AUDIT#*","OPS#*"]'),
    );
    expect(chain).toHaveLength(LAMBDAS.length);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'site-dev-operations' });
  });

  it('run under roles without managed policies', () => {
    for (const role of Object.values(template.findResources('AWS::IAM::Role'))) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('site maintenance', () => {
  it('sweeps every 15 minutes: an EventBridge rule invokes the task with {mode: sweep}', () => {
    const [fnId] = Object.keys(
      template.findResources('AWS::Lambda::Function', {
        Properties: { FunctionName: 'site-dev-site-maintenance' },
      }),
    );
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          Input: JSON.stringify({ mode: 'sweep' }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
    expect(timeoutOf('site-maintenance')).toBe(300);
  });
});
