import { STAGES, type Stage } from '../lib/config';

/**
 * Argument parsing, command building and output formatting of
 * `npm run deploy -- --stage <name> [cdk options]`, kept free of side effects
 * so they are tested without AWS.
 */
export interface DeployOptions {
  readonly stage: Stage;
  /** Everything else goes to `cdk deploy` unchanged (-c key=value, --profile, --require-approval ...). */
  readonly cdkArgs: readonly string[];
}

const USAGE = `Usage: npm run deploy -- --stage <${STAGES.join('|')}> [cdk deploy options]
  e.g. npm run deploy -- --stage dev
       npm run deploy -- --stage prod -c region=us-east-1 -c alarmEmail=… -c mailFrom=… \\
         -c salesInbox=… -c hrInbox=… -c helloEmail=… -c privacyEmail=… -c noidaEmail=… \\
         -c washingtonEmail=… [-c domainName=… -c certificateArn=arn:aws:acm:us-east-1:…] --profile prod
       (prod refuses example.com addresses and names every flag it still needs: infra/README.md)`;

export function parseDeployArgs(argv: readonly string[]): DeployOptions {
  let stage: string | undefined;
  const cdkArgs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--stage' || arg === '-s') {
      stage = argv[++i];
      if (stage === undefined || stage.startsWith('-')) throw new Error(`--stage needs a value\n${USAGE}`);
    } else if (arg.startsWith('--stage=')) {
      stage = arg.slice('--stage='.length);
    } else if ((arg === '-c' || arg === '--context') && (argv[i + 1] ?? '').startsWith('stage=')) {
      throw new Error(`Pass the stage as --stage, not -c stage=\n${USAGE}`);
    } else {
      cdkArgs.push(arg);
    }
  }
  if (stage === undefined) throw new Error(`Missing --stage\n${USAGE}`);
  if (!(STAGES as readonly string[]).includes(stage)) {
    throw new Error(`Unknown stage "${stage}": choose ${STAGES.join(', ')}\n${USAGE}`);
  }
  return { stage: stage as Stage, cdkArgs };
}

export interface Command {
  readonly command: string;
  readonly args: readonly string[];
}

export function outputsFile(stage: Stage): string {
  return `cdk.out/outputs-${stage}.json`;
}

/**
 * Deploys every stack of the stage and keeps its outputs. No separate build:
 * the CDK app (bin/app.ts) bundles the Lambdas and builds the stage's own site
 * (infra/lib/stage-site.ts) before it synthesises, so a deploy never ships
 * web/dist's local build.
 */
export function deployCommands(options: DeployOptions): Command[] {
  const deploy: Command = {
    command: 'npx',
    args: [
      'cdk',
      'deploy',
      '--all',
      '-c',
      `stage=${options.stage}`,
      '--outputs-file',
      outputsFile(options.stage),
      ...options.cdkArgs,
    ],
  };
  return [deploy];
}

type Outputs = Record<string, Record<string, string> | undefined>;

/** The values an engineer needs after a deploy, from the `--outputs-file` JSON. */
export function summarizeOutputs(stage: Stage, outputs: Outputs): Record<string, string> {
  const of = (part: string, key: string) => outputs[`Site-${stage}-${part}`]?.[key] ?? '(not deployed)';
  return {
    'Site URL': of('Edge', 'SiteUrl'),
    'API URL': `${of('Edge', 'SiteUrl')}/api/v1 (origin ${of('Api', 'ApiEndpoint')})`,
    'User pool id': of('Stateful', 'UserPoolId'),
    'User pool client id': of('Stateful', 'UserPoolClientId'),
    'CloudFront distribution': of('Edge', 'DistributionId'),
    'Site bucket': of('Stateful', 'SiteBucketName'),
  };
}

export function formatSummary(stage: Stage, summary: Record<string, string>): string {
  const width = Math.max(...Object.keys(summary).map((k) => k.length));
  const lines = Object.entries(summary).map(([k, v]) => `  ${k.padEnd(width)}  ${v}`);
  return [
    `Deployed stage ${stage}:`,
    ...lines,
    '',
    'The site-maintenance task now re-renders the share-ready pages (section, blog, case-study and job',
    'pages) in the background; a failure raises its error alarm (infra/README.md, "After a deploy").',
    `Check the site: npm run smoke -- --url ${summary['Site URL']}`,
  ].join('\n');
}
