import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { bundleDir } from '../../../services/scripts/bundle';
import { LAYER_DIR } from '../../../services/scripts/lambda-layer';
import { dataRemovalPolicy, type StageConfig } from '../config';
import { acknowledge } from '../nag';
import { metricsNamespace, siteUrlParameterName } from '../resource-names';

/**
 * The dependencies layer (services/scripts/lambda-layer.ts), one per stack:
 * the libraries every bundle imports from NODE_PATH instead of inlining them.
 */
export function dependenciesLayer(scope: Construct): lambda.ILayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('DependenciesLayer') as lambda.ILayerVersion | undefined;
  return (
    existing ??
    new lambda.LayerVersion(stack, 'DependenciesLayer', {
      code: lambda.Code.fromAsset(LAYER_DIR),
      compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
      compatibleArchitectures: [lambda.Architecture.ARM_64],
      description: 'Shared libraries of the service bundles (dynamodb-toolbox, Powertools, zod)',
      // Old versions go with the stack's update; functions pin the version they were deployed with.
      removalPolicy: RemovalPolicy.DESTROY,
    })
  );
}

/**
 * Defaults every Lambda built from services/dist/lambdas/<name> shares
 * (FeatureFunction, the Cognito triggers): runtime, architecture, memory,
 * handler, code and the dependencies layer.
 */
export function bundledLambdaProps(scope: Construct, bundle: string, timeoutSeconds: number) {
  return {
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 256,
    timeout: Duration.seconds(timeoutSeconds),
    code: lambda.Code.fromAsset(bundleDir(bundle)),
    layers: [dependenciesLayer(scope)],
    handler: 'index.handler',
  } satisfies Partial<lambda.FunctionProps>;
}

/**
 * Active X-Ray tracing for a function of ours: Lambda samples requests and
 * sends the invocation's segments itself. The two X-Ray actions go into the
 * role's default policy (a policy of their own per function would cost ~30
 * resources of the Api stack's 500); X-Ray has no resource-level
 * permissions, so the role acknowledges `Resource::*`, and the least-privilege
 * test (each function's exact actions) keeps any other wildcard out.
 */
export function traceActively(fn: lambda.Function, role: iam.Role): void {
  const cfn = fn.node.defaultChild as lambda.CfnFunction;
  cfn.tracingConfig = { mode: lambda.Tracing.ACTIVE };
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: [...XRAY_ACTIONS],
      resources: ['*'],
    }),
  );
  // Lambda refuses Active tracing to a role that may not send segments yet.
  const policy = role.node.tryFindChild('DefaultPolicy') as iam.Policy | undefined;
  if (policy) cfn.addDependency(policy.node.defaultChild as iam.CfnPolicy);
  acknowledge(
    role,
    'AwsSolutions-IAM5[Resource::*]',
    'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions (Active tracing).',
  );
}

/** What Active tracing needs of a function's role. */
export const XRAY_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'] as const;

/**
 * Powertools' environment for a function of the stage: its service name (the
 * `service` key of every log line and the metrics' service dimension), the
 * stage's metrics namespace, which the EMF metrics and the log metric filters
 * (mail-metrics.ts) share, and Powertools' tracing switch, on: the SDK clients'
 * X-Ray subsegments (services/src/lib/tracing.ts). Setting it to 'false' on a
 * function stops them without a deploy of new code.
 */
export function powertoolsEnv(config: StageConfig, service: string): Record<string, string> {
  return {
    POWERTOOLS_SERVICE_NAME: service,
    POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(config),
    POWERTOOLS_TRACE_ENABLED: 'true',
  };
}

/**
 * A log group with the stage's retention and a name CloudFormation picks: a
 * fixed `/aws/lambda/<name>` that prod retains would make a re-created stack
 * fail with "already exists".
 */
export function stageLogGroup(scope: Construct, id: string, config: StageConfig): logs.LogGroup {
  return new logs.LogGroup(scope, id, {
    retention: config.logRetention,
    removalPolicy: dataRemovalPolicy(config),
  });
}

/** Environment and read access for the site URL (services/src/lib/site-url.ts). */
export function grantSiteUrl(scope: Construct, role: iam.IGrantable, config: StageConfig) {
  const name = siteUrlParameterName(config.stage);
  ssm.StringParameter.fromStringParameterName(scope, 'SiteUrlParameter', name).grantRead(role);
  return { SITE_URL_PARAMETER: name };
}

export function acknowledgeNodeRuntime(fn: lambda.IFunction): void {
  acknowledge(
    fn,
    'AwsSolutions-L1',
    'Pinned to nodejs22.x on purpose: the services bundle, local stack and bench:lambda are verified on Node 22; ' +
      'the runtime moves together with the esbuild target, not whenever CDK learns a newer one.',
  );
}
