import { createRequire } from 'node:module';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack';
import { getStageConfig, type StageConfig, stackName } from './config';
import { EdgeStack } from './edge-stack';
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

/**
 * Builds the three stacks of one stage. Shared by bin/app.ts and the tests so
 * both synthesise exactly the same app. The Lambda bundles must exist first
 * (bundleAll in services/scripts/bundle.ts).
 */
export function buildApp(props: AppProps = {}): SiteApp {
  const app = new App({ ...props, context: { ...RECOMMENDED_FLAGS, ...props.context } });
  const config = getStageConfig(app);
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
    apiDomain: api.apiDomain,
    siteMaintenance: api.siteMaintenance.task.fn,
    description: `Website CloudFront distribution (${config.stage})`,
  });

  // cdk-nag v3 is a policy validation plugin: it runs at synth and fails it on any unacknowledged finding.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, config, stateful, api, edge };
}
