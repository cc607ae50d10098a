import { type CfnResource, Duration, FileSystem } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { accessOf } from '../feature-access';
import { TASK_TABLE } from '../handler-access';
import { acknowledge } from '../nag';
import { FeatureFunction, type StatefulRefs } from './feature-function';

const TASK = 'site-maintenance';
/** Scheduled posts go live and job openings expire at any time; 15 minutes is soon enough for crawlers. */
const SWEEP_RATE = Duration.minutes(15);

export interface SiteMaintenanceProps {
  readonly config: StageConfig;
  readonly refs: StatefulRefs;
  /** The image Lambda (the backfill of older images' variants). */
  readonly imageFunction: lambda.IFunction;
}

/**
 * The site-maintenance Lambda (services/src/tasks/site-maintenance.ts) and
 * its schedule: every SWEEP_RATE it publishes blog posts that went live and
 * removes pages of expired job openings. The deploy trigger lives with the
 * site deployment (refreshSiteAfterDeploy).
 */
export class SiteMaintenance extends Construct {
  readonly task: FeatureFunction;

  constructor(scope: Construct, id: string, props: SiteMaintenanceProps) {
    super(scope, id);
    this.task = new FeatureFunction(this, 'Task', {
      feature: TASK,
      config: props.config,
      refs: props.refs,
      table: TASK_TABLE[TASK],
      access: accessOf(TASK),
      imageFunction: props.imageFunction,
      description: 'Share-ready pages: refresh after a deploy, scheduled sweep',
    });
    acknowledge(
      this.task.fn,
      'Annotation::@aws-cdk/aws-lambda:addPermissionsToVersionOrAlias',
      'EventBridge invokes the unqualified function, which is what its resource-based permission covers; only ' +
        "the deploy Trigger invokes the function's version, through an IAM grant on function:* (qualifiers included).",
    );
    new events.Rule(this, 'Sweep', {
      description: `Publish due blog posts and remove expired job pages (${props.config.stage})`,
      schedule: events.Schedule.rate(SWEEP_RATE),
      targets: [
        new targets.LambdaFunction(this.task.fn, {
          event: events.RuleTargetInput.fromObject({ mode: 'sweep' }),
          retryAttempts: 2,
        }),
      ],
    });
  }
}

/** What the refresh depends on: when any of these change, CloudFormation updates the trigger and it runs. */
export interface RefreshInputs {
  /** The stage's web build (its pages embed the shell every runtime page is built from). */
  readonly webDist: string;
  /** The task's Lambda bundle (services/dist/lambdas/site-maintenance). */
  readonly taskBundle: string;
  /** The site URL (a token without a domain): a new domain means every page needs new links. */
  readonly siteUrl: string;
}

/**
 * After the SPA is deployed, re-renders every share-ready page: the deploy
 * overwrote the home and about pages (site sections are patched into them at
 * runtime) and may have changed the shell every runtime page is built from.
 * The trigger's properties carry the web build's and the task bundle's
 * fingerprints and the site URL, so CloudFormation updates it, and it runs
 * again, whenever any of them changes, even when only Lambda code changed and
 * the cross-stack reference to the task's version would read the same
 * (a weak reference reads an output by name). Asynchronous: a failed refresh
 * raises the Lambda error alarm instead of rolling back the deploy, and the
 * next deploy or page write repairs it.
 */
export function refreshSiteAfterDeploy(
  scope: Construct,
  task: lambda.Function,
  deployment: Construct,
  inputs: RefreshInputs,
): triggers.Trigger {
  // Runs on create and on every update (the provider skips only deletes).
  const trigger = new triggers.Trigger(scope, 'RefreshSitePages', {
    handler: task,
    executeAfter: [deployment],
    invocationType: triggers.InvocationType.EVENT,
  });
  const resource = trigger.node.findChild('Default').node.defaultChild as CfnResource;
  resource.addPropertyOverride('WebBuild', FileSystem.fingerprint(inputs.webDist));
  resource.addPropertyOverride('TaskBuild', FileSystem.fingerprint(inputs.taskBundle));
  resource.addPropertyOverride('SiteUrl', inputs.siteUrl);
  return trigger;
}
