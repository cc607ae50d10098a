import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GSIS } from '@app/services/data/table';
import { ENV_KEYS } from '@app/services/lib/env';
import { INTERNAL_INBOX_BOUNCED, MAIL_NOT_SENT_MESSAGE } from '@app/services/mail/mail-metrics';
import { API_ROUTES, type RouteDef, routeKey } from '@app/shared/api-routes';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYER_DIR, LAYER_PACKAGES } from '../../services/scripts/lambda-layer';
import { IMAGE_MEMORY_MB, isFormRoute } from './api-stack';
import { STAGE_CONFIG } from './config';
import { ERRORS_PER_ALARM, SES_BOUNCE_RATE_ALARM, SES_COMPLAINT_RATE_ALARM } from './constructs/api-alarms';
import { MAIL_NOT_SENT_METRIC } from './constructs/mail-metrics';
import { timeoutOf } from './feature-access';
import { bundleOf, deployedFunctions, otherAccessOf } from './handler-access';
import { ensureBundles, STAGE_CONTEXT, synthStage } from './testing/synth';

let template: Template;

beforeAll(async () => {
  await ensureBundles();
  template = Template.fromStack(synthStage('dev').api);
});

const routes = API_ROUTES as readonly RouteDef[];
/** Every Lambda but the Cognito message trigger, which lives with the pool in the Stateful stack. */
// The Cognito triggers live with the pool in the Stateful stack.
const LAMBDAS = deployedFunctions();
const API_LAMBDAS = LAMBDAS.filter((l) => !l.startsWith('cognito-'));

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
  it('alarm on API 5xx and on errors and throttles of every Lambda, into an encrypted topic', () => {
    // The alarm topic, and the mail-events topic SES publishes to (mail events, below).
    template.resourceCountIs('AWS::SNS::Topic', 2);
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'site-dev-alarms',
      KmsMasterKeyId: Match.anyValue(),
    });
    const [topicId] = Object.keys(
      template.findResources('AWS::SNS::Topic', { Properties: { TopicName: 'site-dev-alarms' } }),
    );
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    // + Lambda throttles (account-wide), DynamoDB throttles, mail not sent, SES bounce rate, SES complaint
    // rate, internal inbox bounced, API 429s, Lambda concurrency, pages not re-rendered, leads not notified.
    // Every function's errors in groups of ERRORS_PER_ALARM (metric math: FILL(e0, 0) + FILL(e1, 0) …).
    const errorAlarms = alarms.filter((a) =>
      (a.Metrics ?? []).some(
        (m: { MetricStat?: { Metric: { Namespace: string; MetricName: string } } }) =>
          m.MetricStat?.Metric.Namespace === 'AWS/Lambda' && m.MetricStat.Metric.MetricName === 'Errors',
      ),
    );
    const errorsOf = errorAlarms.flatMap((a) =>
      a.Metrics.flatMap((m: { MetricStat?: { Metric: { Dimensions: Array<{ Value: string }> } } }) =>
        m.MetricStat ? [m.MetricStat.Metric.Dimensions[0]?.Value] : [],
      ),
    );
    expect(errorAlarms).toHaveLength(Math.ceil(LAMBDAS.length / ERRORS_PER_ALARM));
    expect(alarms).toHaveLength(1 + errorAlarms.length + 10);
    expect(new Set(errorsOf).size).toBe(errorsOf.length);
    expect(errorsOf).toHaveLength(LAMBDAS.length);
    for (const alarm of errorAlarms) {
      const sum = alarm.Metrics.find((m: { Expression?: string }) => m.Expression)?.Expression as string;
      const ids = alarm.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map(
        (m: { Id: string }) => m.Id,
      );
      expect(sum).toBe(ids.map((id: string) => `FILL(${id}, 0)`).join(' + '));
      expect(alarm.Threshold).toBe(1);
    }
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions).toEqual([{ Ref: topicId }]);
    }
    const byMetric = (ns: string, name: string) =>
      alarms.filter((a) => a.Namespace === ns && a.MetricName === name);
    expect(byMetric('AWS/ApiGateway', '5xx')).toHaveLength(1);
    expect(byMetric('AWS/Lambda', 'Throttles')).toHaveLength(1);
    expect(byMetric('AWS/Lambda', 'Throttles')[0]?.Dimensions).toBeUndefined();
    expect(errorsOf).toContain('site-dev-cognito-message');
    expect(errorsOf).toContain('site-dev-cognito-password-reset');
  });

  it('alarm on SES bounce and complaint rates before SES would review the account', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const ses = (name: string) => alarms.find((a) => a.Namespace === 'AWS/SES' && a.MetricName === name);
    expect(ses('Reputation.BounceRate')).toMatchObject({ Threshold: SES_BOUNCE_RATE_ALARM });
    expect(ses('Reputation.ComplaintRate')).toMatchObject({ Threshold: SES_COMPLAINT_RATE_ALARM });
    expect(SES_BOUNCE_RATE_ALARM).toBeLessThan(0.05);
    expect(SES_COMPLAINT_RATE_ALARM).toBeLessThan(0.001);
  });

  it('alarm on any DynamoDB throttle of the table or one of its indexes', () => {
    const [alarm] = Object.values(template.findResources('AWS::CloudWatch::Alarm'))
      .map((a) => a.Properties)
      .filter((a) =>
        (a.Metrics ?? []).some(
          (m: { MetricStat?: { Metric: { Namespace: string } } }) =>
            m.MetricStat?.Metric.Namespace === 'AWS/DynamoDB',
        ),
      );
    const metrics = alarm?.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat);
    expect(metrics).toHaveLength(2 * (1 + GSIS.length));
    for (const m of metrics) {
      expect(m.MetricStat.Metric.Namespace).toBe('AWS/DynamoDB');
      expect(m.MetricStat.Metric.Dimensions).toContainEqual({ Name: 'TableName', Value: 'site-dev' });
    }
    expect(alarm?.Threshold).toBe(1);
  });

  it('count mail that was not sent as a metric, from the log of every Lambda that sends mail, and alarm on it', () => {
    const filters = Object.values(template.findResources('AWS::Logs::MetricFilter'))
      .map((f) => f.Properties)
      .filter((f) => f.MetricTransformations[0].MetricName === MAIL_NOT_SENT_METRIC);
    const senders = API_LAMBDAS.filter((l) => otherAccessOf(l).includes('mail:send'));
    expect(filters).toHaveLength(senders.length);
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe(`{ $.message = "${MAIL_NOT_SENT_MESSAGE}" }`);
      expect(filter.MetricTransformations).toEqual([
        expect.objectContaining({
          MetricNamespace: 'Site/dev',
          MetricName: MAIL_NOT_SENT_METRIC,
          MetricValue: '1',
        }),
      ]);
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'Site/dev',
      MetricName: MAIL_NOT_SENT_METRIC,
      Threshold: 1,
    });
  });

  it('subscribe the alarm e-mail from config', () => {
    const withMail = Template.fromStack(synthStage('prod').api);
    withMail.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: STAGE_CONTEXT.prod.alarmEmail,
    });
  });
});

describe('mail events (issue 29, item 4)', () => {
  it('publish bounces, complaints, delays and rejects of the configuration set to an encrypted topic the mail-events Lambda reads', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: 'site-dev-mail',
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'deliveryDelay', 'reject'],
        SnsDestination: { TopicARN: Match.anyValue() },
      },
    });
    const [topicId] = Object.keys(
      template.findResources('AWS::SNS::Topic', {
        Properties: { DisplayName: 'Mail events (dev)', KmsMasterKeyId: Match.anyValue() },
      }),
    );
    expect(topicId).toBeDefined();
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [Match.stringLikeRegexp('MailEventsTask'), 'Arn'] },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:Publish', Principal: { Service: 'ses.amazonaws.com' } }),
        ]),
      },
    });
  });

  it("alarm when the sales or HR inbox bounces, from the handler's own log line", () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: `{ $.message = "${INTERNAL_INBOX_BOUNCED}" }`,
      MetricTransformations: [
        Match.objectLike({ MetricName: 'InternalInboxBounced', MetricNamespace: 'Site/dev' }),
      ],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'Site/dev',
      MetricName: 'InternalInboxBounced',
      Threshold: 1,
    });
  });
});

describe('feature functions', () => {
  it('exist once per feature and task: arm64, nodejs22.x, 256 MB (the image task IMAGE_MEMORY_MB), 10 s (15 s for the mail senders)', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions.map((f) => f.Properties.FunctionName).sort()).toEqual(
      API_LAMBDAS.map((f) => `site-dev-${f}`).sort(),
    );
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        Runtime: 'nodejs22.x',
        Handler: 'index.handler',
        MemorySize: fn.Properties.FunctionName === 'site-dev-image' ? IMAGE_MEMORY_MB : 256,
        Timeout: timeoutOf(bundleOf(fn.Properties.FunctionName.replace('site-dev-', ''))),
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

  it('load the shared libraries from one dependencies layer holding the lockfile versions', () => {
    const layers = template.findResources('AWS::Lambda::LayerVersion');
    expect(Object.keys(layers)).toHaveLength(1);
    const [layerId] = Object.keys(layers);
    expect(layers[layerId as string]?.Properties).toMatchObject({
      CompatibleArchitectures: ['arm64'],
      CompatibleRuntimes: ['nodejs22.x'],
    });
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function')))
      expect(fn.Properties.Layers, fn.Properties.FunctionName).toEqual([{ Ref: layerId }]);
    for (const name of LAYER_PACKAGES) {
      const file = join(LAYER_DIR, 'nodejs', 'node_modules', name, 'package.json');
      expect(existsSync(file), name).toBe(true);
    }
  });

  it('get every variable services/src/lib/env.ts reads (AWS_REGION and AWS_XRAY_DAEMON_ADDRESS are set by Lambda; SITE_URL is local only; IMAGE_FUNCTION where image:process)', () => {
    const localOnly = (k: string) =>
      k === 'AWS_REGION' || k === 'AWS_XRAY_DAEMON_ADDRESS' || k === 'SITE_URL' || k.endsWith('_ENDPOINT');
    // Powertools reads its own (service name, metrics namespace; lambda-defaults.ts powertoolsEnv).
    const powertools = ['POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_SERVICE_NAME'];
    const expected = [
      ...new Set([...ENV_KEYS.filter((k) => !localOnly(k) && k !== 'IMAGE_FUNCTION'), ...powertools]),
    ];
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      // IMAGE_FUNCTION: exactly the functions that may invoke the image Lambda (issue 26).
      const feature = String(fn.Properties.FunctionName).replace(/^site-dev-/, '');
      const image = otherAccessOf(feature).includes('image:process') ? ['IMAGE_FUNCTION'] : [];
      expect(Object.keys(fn.Properties.Environment.Variables).sort(), feature).toEqual(
        [...expected, ...image].sort(),
      );
    }
  });

  it('require the origin secret: its id in the environment and read access to it, and nothing else of it', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((p) =>
      JSON.stringify(p.Properties.PolicyDocument),
    );
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      const secret = fn.Properties.Environment.Variables.ORIGIN_SECRET_ID;
      expect(JSON.stringify(secret)).toContain('OriginSecret');
      const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const own = policies.filter((p) => p.includes(role) || p.includes(JSON.stringify(secret)));
      expect(own.join()).toContain('secretsmanager:GetSecretValue');
    }
    expect(policies.join()).not.toMatch(/secretsmanager:(PutSecretValue|UpdateSecret|\*)/);
  });

  it('log to their own group with the stage retention, named by CloudFormation (a re-created stack never clashes)', () => {
    const groups = template.findResources('AWS::Logs::LogGroup');
    expect(Object.keys(groups)).toHaveLength(API_LAMBDAS.length + 1); // + API access logs
    for (const group of Object.values(groups)) {
      expect(group.Properties).toEqual({ RetentionInDays: STAGE_CONFIG.dev.logRetention });
    }
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      const [groupId] = fn.Properties.LoggingConfig.LogGroup.Ref
        ? [fn.Properties.LoggingConfig.LogGroup.Ref]
        : [];
      expect(groups[groupId]).toBeDefined();
    }
  });

  it('may put audit entries (AUDIT# keys only) from the shared chain, and no OPS# figures any more', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((p) =>
      JSON.stringify(p.Properties.PolicyDocument),
    );
    const chain = policies.filter((doc) =>
      doc.includes(
        '{"Action":"dynamodb:PutItem","Condition":{"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["AUDIT#*"]}}',
      ),
    );
    expect(chain).toHaveLength(API_LAMBDAS.length);
    for (const doc of policies) expect(doc).not.toContain('OPS#');
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'site-dev-operations' });
  });

  it('lets only the operations function read metrics (cloudwatch:GetMetricData on *, that API has no resource ARNs)', () => {
    const readers = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('cloudwatch:GetMetricData'),
    );
    expect(readers).toHaveLength(1);
    expect(readers[0]?.Properties.PolicyDocument.Statement).toEqual([
      { Action: 'cloudwatch:GetMetricData', Effect: 'Allow', Resource: '*' },
    ]);
    const roles = template.findResources('AWS::IAM::Role');
    const [roleId] = readers[0]?.Properties.Roles[0].Ref ? [readers[0].Properties.Roles[0].Ref] : [];
    expect(String(roles[roleId]?.Properties.Description)).toMatch(/^Lambda role of audit /);
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

describe('member sessions (issue 14): IAM for the auth step and member management', () => {
  /** Every IAM action granted to a function's role. */
  function actionsOf(feature: string): string[] {
    const [fn] = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { FunctionName: `site-dev-${feature}` },
      }),
    );
    if (!fn) throw new Error(`no function for ${feature}`);
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
    return Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
      .flatMap((p) =>
        p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => s.Action),
      );
  }

  it('lets member management sign members out everywhere (synthesised, not deployed)', () => {
    expect(actionsOf('members')).toEqual(
      expect.arrayContaining([
        'cognito-idp:AdminUserGlobalSignOut',
        'cognito-idp:AdminCreateUser',
        'dynamodb:UpdateItem',
      ]),
    );
  });

  it('lets every feature with a staff route read member records and one Cognito user, and nothing more in Cognito', () => {
    const staff = [...new Set(routes.filter((r) => r.access !== 'public').map((r) => r.feature))];
    for (const feature of staff) {
      const actions = actionsOf(feature);
      expect(actions, feature).toEqual(
        expect.arrayContaining([
          'dynamodb:GetItem',
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminListGroupsForUser',
        ]),
      );
      if (!['members', 'dashboard', 'account'].includes(feature))
        expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort(), feature).toEqual([
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminListGroupsForUser',
        ]);
    }
    // Issue 25: a password change and "sign out everywhere" sign the member out everywhere, nothing more.
    expect(
      actionsOf('account')
        .filter((a) => a.startsWith('cognito-idp:'))
        .sort(),
    ).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminListGroupsForUser',
      'cognito-idp:AdminUserGlobalSignOut',
    ]);
    expect(actionsOf('contact').some((a) => a.startsWith('cognito-idp:'))).toBe(false);
  });
});
