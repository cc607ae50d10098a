import { API_BASE, API_ROUTES, FEATURES, type RouteDef, routeKey } from '@app/shared/api-routes';
import { isCollectRoute } from '@app/shared/routes/analytics';
import { Aws, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig, Throttle } from './config';
import { ApiAlarms } from './constructs/api-alarms';
import { FeatureFunction, type StatefulRefs } from './constructs/feature-function';
import { OpsDashboard } from './constructs/ops-dashboard';
import { SiteMaintenance } from './constructs/site-maintenance';
import { accessOf } from './feature-access';
import { acknowledge } from './nag';
import {
  type BucketKind,
  bucketArn,
  bucketName,
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

const FORM_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH'];

/**
 * Anonymous writes (contact, lets-connect, job applications) get the stricter
 * form throttle. The public ANY catch-all only answers 404/405 and keeps the
 * default, and so does the analytics beacon, which has its own per-IP limit
 * (page views must never use up a visitor's form submissions).
 */
export function isFormRoute(route: Pick<RouteDef, 'method' | 'access'> & { path?: string }): boolean {
  if (route.path !== undefined && isCollectRoute({ method: route.method, path: route.path })) return false;
  return route.access === 'public' && FORM_METHODS.includes(route.method);
}

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
  /** execute-api host name, the CloudFront origin. */
  readonly apiDomain: string;
  readonly functions: ReadonlyMap<string, FeatureFunction>;
  /** Re-renders share-ready pages after deploys and on a schedule. */
  readonly siteMaintenance: SiteMaintenance;
  /** Table, buckets, pool and mail as FeatureFunction grants them. */
  readonly refs: StatefulRefs;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;
    // Names, not object references, for table, buckets and mail (see resource-names.ts).
    this.addStackDependency(stateful);
    const refs = this.statefulRefs(config, stateful);
    this.refs = refs;

    const functions = new Map<string, FeatureFunction>();
    for (const feature of FEATURES) {
      functions.set(
        feature,
        new FeatureFunction(this, `Feature-${feature}`, { feature, config, refs, access: accessOf(feature) }),
      );
    }
    this.functions = functions;
    this.siteMaintenance = new SiteMaintenance(this, 'SiteMaintenance', { config, refs });

    this.api = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `site-${config.stage}`,
      description: `Website and admin API (${config.stage})`,
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
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

    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const [feature, ff] of functions) {
      integrations.set(feature, new HttpLambdaIntegration(`Integration-${feature}`, ff.fn));
    }

    const formRouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> =
      {};
    const cfnStage = stage.node.defaultChild as apigw.CfnStage;
    for (const route of API_ROUTES as readonly RouteDef[]) {
      const integration = integrations.get(route.feature);
      if (!integration) throw new Error(`Route ${routeKey(route)} names unknown feature ${route.feature}`);
      const isPublic = route.access === 'public';
      const httpRoute = new apigw.HttpRoute(this, routeId(route), {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(`${API_BASE}${route.path}`, apigw.HttpMethod[route.method]),
        integration,
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        acknowledge(
          httpRoute,
          'AwsSolutions-APIG4',
          `${routeKey(route)} is part of the public website (SPEC §7) and is called by anonymous visitors; ` +
            'it is throttled and validates its input with zod in the handler.',
        );
      }
      if (isFormRoute(route)) {
        formRouteSettings[routeKey(route)] = toRouteSettings(config.apiThrottle.forms);
        // A stage may only name route keys that already exist.
        cfnStage.addResourceDependency(httpRoute.node.defaultChild as apigw.CfnRoute);
      }
    }
    if (Object.keys(formRouteSettings).length > 0) cfnStage.routeSettings = formRouteSettings;

    new ApiAlarms(this, 'Alarms', {
      config,
      api: this.api,
      functions: new Map([
        ...[...functions].map(([feature, ff]) => [feature, ff.fn] as const),
        ['site-maintenance', this.siteMaintenance.task.fn] as const,
      ]),
    });

    new OpsDashboard(this, 'Operations', { config, api: this.api, functions });

    this.apiDomain = Fn.parseDomainName(this.api.apiEndpoint);
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
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
      mailIdentity: ses.EmailIdentity.fromEmailIdentityName(this, 'MailIdentity', mailDomain(config)),
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
