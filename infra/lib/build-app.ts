import { createRequire } from 'node:module';
import { App, type AppProps, Aspects, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack';
import { getStageConfig, type StageConfig, stackName } from './config';
import { LambdaLogGroups } from './constructs/lambda-log-groups';
import { EdgeStack } from './edge-stack';
import { acknowledgeControlTowerDesign } from './guard-acknowledgements';
import { ControlTowerGuard } from './policy-guard';
import { checkDeployRegion } from './region-check';
import { requireStageSite } from './stage-site';
import { StatefulStack } from './stateful-stack';

// The feature flags `cdk init` would write for this aws-cdk-lib version (e.g. S3
// access logs via bucket policy instead of ACLs, grants without PutObjectAcl).
// cdk.json and -c values still win.
const RECOMMENDED_FLAGS = createRequire(import.meta.url)(
  'aws-cdk-lib/recommended-feature-flags.json',
) as Record<string, unknown>;

export interface SiteApp {
  readonly app: App;
  readonly config: StageConfig;
  readonly stateful: StatefulStack;
  readonly api: ApiStack;
  readonly edge: EdgeStack;
}

export interface BuildOptions {
  /**
   * The stage's web build folder. bin/app.ts builds it when stale
   * (ensureStageSite); by default a missing or stale build is refused.
   */
  readonly site?: (config: StageConfig) => string;
}

/**
 * Builds the three stacks of one stage. Shared by bin/app.ts and the tests so
 * both synthesise exactly the same app. The Lambda bundles must exist first
 * (bundleAll in services/scripts/bundle.ts), and the stage's web build
 * (stage-site.ts).
 */
export function buildApp(props: AppProps = {}, options: BuildOptions = {}): SiteApp {
  const app = new App({ ...props, context: { ...RECOMMENDED_FLAGS, ...props.context } });
  const config = getStageConfig(app);
  const webDist = (options.site ?? requireStageSite)(config);
  const env = { account: config.account, region: config.region };
  const tags = { app: 'site', stage: config.stage };

  const stateful = new StatefulStack(app, stackName(config, 'Stateful'), {
    env,
    tags,
    config,
    description: `Website data: table, buckets, staff user pool, mail (${config.stage})`,
    terminationProtection: config.retainData,
  });
  const api = new ApiStack(app, stackName(config, 'Api'), {
    env,
    tags,
    config,
    stateful,
    description: `Website HTTP API and feature Lambdas (${config.stage})`,
  });
  const edge = new EdgeStack(app, stackName(config, 'Edge'), {
    env,
    tags,
    config,
    stateful,
    apiDomainOutput: api.apiDomainOutput,
    siteMaintenance: api.siteMaintenance.task.fn,
    webDist,
    description: `Website CloudFront distribution (${config.stage})`,
  });
  // The API origin is read from the Api stack's output by name, so the order is explicit.
  edge.addDependency(api);
  for (const stack of [stateful, api, edge]) {
    acknowledgeControlTowerDesign(stack, config);
    checkDeployRegion(stack, config.region);
  }

  // Lambdas that CDK builds for us (custom-resource providers) get log groups that expire too.
  Aspects.of(app).add(new LambdaLogGroups(config));
  // Policy validation plugins run at synth and fail it on any unacknowledged finding:
  // cdk-nag's AwsSolutions rules and AWS Control Tower's proactive controls (cfn-guard).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ControlTowerGuard());
  return { app, config, stateful, api, edge };
}
