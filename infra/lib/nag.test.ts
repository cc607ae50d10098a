import { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SiteApp } from './build-app';
import { STAGES } from './config';
import { FeatureFunction } from './constructs/feature-function';
import { ACCESS_KINDS } from './feature-access';
import { ensureBundles, nagFindings, synthStage } from './testing/synth';

const sites = new Map<string, SiteApp>();

beforeAll(async () => {
  await ensureBundles();
  // dev env-agnostic (a clean clone without credentials); prod with a concrete
  // account and region, as the CDK CLI synthesises it, where CDK renders some ARNs differently.
  sites.set('dev', synthStage('dev'));
  sites.set('prod', synthStage('prod'));
  expect([...sites.keys()].sort()).toEqual([...STAGES].sort());
});

function site(stage: string): SiteApp {
  const found = sites.get(stage);
  if (!found) throw new Error(`stage ${stage} not synthesised`);
  return found;
}

describe.each(STAGES)('cdk-nag AwsSolutions, %s', (stage) => {
  it('leaves no unacknowledged finding (errors or warnings)', () => {
    expect(nagFindings(site(stage))).toEqual([]);
  });

  it('adds no error annotations to any stack', () => {
    const assembly = site(stage).app.synth();
    const errors = assembly.stacks.flatMap((s) => s.messages.filter((m) => m.level === 'error'));
    expect(errors).toEqual([]);
  });
});

describe('feature grants', () => {
  // No feature uses every grant yet; this proves each one's acknowledgements
  // match the findings cdk-nag really reports, before a feature needs it.
  it('acknowledge exactly the wildcard findings of every access kind', () => {
    const probe = buildApp({ context: { stage: 'dev' } });
    // Own stack, so the probe's function and log group names do not clash with the real ones.
    new FeatureFunction(new Stack(probe.app, 'Probe'), 'Probe', {
      feature: 'system',
      config: probe.config,
      refs: probe.api.refs,
      // A keyed statement and an index-wide one, as the public and staff functions hold them.
      table: [
        { actions: ['GetItem', 'PutItem'], keys: ['LEAD#*'] },
        { actions: ['Query'], indexes: true },
      ],
      access: ACCESS_KINDS,
      // image:process invokes the stage's image Lambda (the probe holds every access kind).
      imageFunction: probe.api.imageTask.fn,
    });
    probe.app.synth();
    expect(nagFindings(probe)).toEqual([]);
  });
});
