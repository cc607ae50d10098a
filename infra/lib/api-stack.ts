import { GSIS } from '@app/services/data/table';
import { API_BASE, API_ROUTES, isFormRoute, type RouteDef, routeKey } from '@app/shared/api-routes';
import { Aws, CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig, Throttle } from './config';
import { ApiAlarms } from './constructs/api-alarms';
import { FunctionIntegration, grantApiInvoke } from './constructs/api-integration';
import { capBeaconConcurrency } from './constructs/beacon-concurrency';
import { FeatureFunction, type StatefulRefs } from './constructs/feature-function';
import { stageLogGroup } from './constructs/lambda-defaults';
import { MailEvents } from './constructs/mail-events';
import { OpsDashboard } from './constructs/ops-dashboard';
import { SiteMaintenance } from './constructs/site-maintenance';

/**
 * The image Lambda's memory: a 50 MP image (MAX_INPUT_PIXELS) decodes to
 * 150-200 MB per copy and the variants are made in parallel from it, and
 * memory buys CPU (1,769 MB is one vCPU): 3,008 MB gives ~1.7 vCPUs, so the
 * photo's variants take about as long as on the 2-core bench machine.
 */
export const IMAGE_MEMORY_MB = 3008;

import { functionOfRoute, grantsOf, otherAccessOf, routedFunctions, TASK_TABLE } from './handler-access';
import { acknowledge, acknowledgeGuard } from './nag';
import {
  type BucketKind,
  bucketArn,
  bucketName,
  functionName,
  mailConfigurationSetName,
  mailDomain,
  tableArn,
  tableName,
} from './resource-names';
import type { StatefulStack } from './stateful-stack';

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly stateful: StatefulStack;
}

/**
 * Anonymous writes get the stricter form throttle (shared RATE_LIMITED_ROUTES).
 * The public ANY catch-all only answers 404/405 and keeps the default.
 */
export { isFormRoute };

/** Construct ids may not contain '/', and route keys are unique, so this is too. */
function routeId(route: RouteDef): string {
  return `Route ${route.method} ${route.path}`.replace(/[^A-Za-z0-9 _-]/g, '_');
}

/**
 * The HTTP API: one Lambda per feature, one route per API_ROUTES row. The
 * browser reaches it through CloudFront on the site origin, so no CORS here.
 */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  /**
   * Name of the output holding the execute-api host name, CloudFront's API
   * origin. The Edge stack reads the whole output (Fn::GetStackOutput); it
   * never splits an imported value, which cfn-lint rejects (E1017).
   */
  readonly apiDomainOutput: string;
  readonly functions: ReadonlyMap<string, FeatureFunction>;
  /** Re-renders share-ready pages after deploys and on a schedule. */
  readonly siteMaintenance: SiteMaintenance;
  /** Makes the variants of confirmed uploads (services/src/tasks/image-lambda.ts). */
  readonly imageTask: FeatureFunction;
  /** Table, buckets, pool and mail as FeatureFunction grants them. */
  readonly refs: StatefulRefs;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;
    // Names, not object references, for table, buckets and mail (see resource-names.ts).
    this.addStackDependency(stateful);
    const refs = this.statefulRefs(config, stateful);
    this.refs = refs;

    this.imageTask = new FeatureFunction(this, 'ImageTask', {
      feature: 'image',
      config,
      refs,
      table: TASK_TABLE.image,
      access: otherAccessOf('image'),
      memorySize: IMAGE_MEMORY_MB,
      description: "An upload's responsive variants (sharp, arm64)",
    });
    const imageFunction = this.imageTask.fn;
    // One function per feature's staff routes and one per its public routes (handler-access.ts):
    // an anonymous route never runs with a staff route's grants.
    const functions = new Map<string, FeatureFunction>();
    for (const fn of routedFunctions()) {
      const grants = grantsOf(fn);
      functions.set(
        fn.name,
        new FeatureFunction(this, `Feature-${fn.name}`, {
          feature: fn.feature,
          name: fn.name,
          config,
          refs,
          table: grants.table,
          access: grants.other ?? [],
          imageFunction,
        }),
      );
    }
    this.functions = functions;
    capBeaconConcurrency(config, functions);
    this.siteMaintenance = new SiteMaintenance(this, 'SiteMaintenance', { config, refs, imageFunction });
    const mailEvents = new MailEvents(this, 'MailEvents', { config, refs });

    this.api = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `site-${config.stage}`,
      description: `Website and admin API (${config.stage})`,
      createDefaultStage: false,
    });

    const accessLogs = stageLogGroup(this, 'AccessLogs', config);
    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle.default,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    // The SPA sends the Cognito token in a header named `token` (SPEC §4/§7).
    const authorizer = new HttpJwtAuthorizer(
      'StaffJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${stateful.userPool.userPoolId}`,
      {
        authorizerName: 'staff-jwt',
        identitySource: ['$request.header.token'],
        jwtAudience: [stateful.spaClient.userPoolClientId],
      },
    );

    // One integration and one invoke permission per function, whatever its number of routes.
    const integrations = new Map<string, FunctionIntegration>();
    for (const [name, ff] of functions) {
      integrations.set(name, new FunctionIntegration(`Integration-${name}`, ff.fn));
      grantApiInvoke(ff.fn, this.api);
    }

    const formRouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> =
      {};
    const cfnStage = stage.node.defaultChild as apigw.CfnStage;
    for (const route of API_ROUTES as readonly RouteDef[]) {
      const integration = integrations.get(functionOfRoute(route));
      if (!integration) throw new Error(`Route ${routeKey(route)} names unknown feature ${route.feature}`);
      const isPublic = route.access === 'public';
      const httpRoute = new apigw.HttpRoute(this, routeId(route), {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(`${API_BASE}${route.path}`, apigw.HttpMethod[route.method]),
        integration,
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        const why =
          `${routeKey(route)} is part of the public website (SPEC §7) and is called by anonymous visitors; ` +
          'it is throttled and validates its input with zod in the handler.';
        acknowledge(httpRoute, 'AwsSolutions-APIG4', why);
        acknowledgeGuard(httpRoute, 'api_gw_v2_authorization_type_configured_check', why);
      }
      if (isFormRoute(route)) {
        formRouteSettings[routeKey(route)] = toRouteSettings(config.apiThrottle.forms);
        // A stage may only name route keys that already exist.
        cfnStage.addResourceDependency(httpRoute.node.defaultChild as apigw.CfnRoute);
      }
    }
    if (Object.keys(formRouteSettings).length > 0) cfnStage.routeSettings = formRouteSettings;

    // Every Lambda of the stage: the errors alarms group them, the dashboard graphs each one.
    const stageFunctions = new Map<string, string>([
      ...[...functions].map(([feature, ff]) => [feature, ff.fn.functionName] as const),
      ['site-maintenance', this.siteMaintenance.task.fn.functionName] as const,
      ['image', this.imageTask.fn.functionName] as const,
      ['mail-events', mailEvents.task.fn.functionName] as const,
      // The Cognito triggers live with the pool in the Stateful stack.
      ['cognito-message', functionName(config.stage, 'cognito-message')] as const,
      ['cognito-password-reset', functionName(config.stage, 'cognito-password-reset')] as const,
    ]);
    const alarms = new ApiAlarms(this, 'Alarms', {
      config,
      api: this.api,
      tableName: tableName(config.stage),
      indexNames: GSIS.map((g) => g.name),
      accessLogs,
      functions: stageFunctions,
    });

    alarms.add(
      'InternalInboxBounced',
      mailEvents.internalInboxBounced,
      'Sales or HR inbox bounced or complained',
    );

    new OpsDashboard(this, 'Operations', { config, api: this.api, functions: stageFunctions });

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    this.apiDomainOutput = 'ApiDomainName';
    new CfnOutput(this, this.apiDomainOutput, { value: Fn.parseDomainName(this.api.apiEndpoint) });
  }

  private statefulRefs(config: StageConfig, stateful: StatefulStack): StatefulRefs {
    const { stage } = config;
    const bucket = (kind: BucketKind) =>
      s3.Bucket.fromBucketAttributes(this, `Bucket-${kind}`, {
        bucketName: bucketName(stage, kind),
        bucketArn: bucketArn(stage, kind),
      });
    return {
      tableName: tableName(stage),
      table: dynamodb.Table.fromTableAttributes(this, 'Table', {
        tableArn: tableArn(stage),
        grantIndexPermissions: true,
      }),
      siteBucket: bucket('site'),
      mediaBucket: bucket('media'),
      uploadsBucket: bucket('uploads'),
      userPool: stateful.userPool,
      userPoolClientId: stateful.spaClient.userPoolClientId,
      mailIdentity: mailDomain(config)
        ? ses.EmailIdentity.fromEmailIdentityName(this, 'MailIdentity', mailDomain(config) as string)
        : undefined,
      mailConfigurationSetName: mailConfigurationSetName(stage),
      originSecret: stateful.originSecret,
      meetingLinkSecret: stateful.meetingLinkSecret,
      mailConfigurationSetArn: Fn.join('', [
        `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:configuration-set/`,
        mailConfigurationSetName(stage),
      ]),
    };
  }
}

function toRouteSettings(t: Throttle) {
  return { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit };
}
