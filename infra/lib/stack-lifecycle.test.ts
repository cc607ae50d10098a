import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteApp } from './build-app';
import { STAGE_CONFIG } from './config';
import { deployedFunctions } from './handler-access';
import { templatesOf } from './testing/assembly';
import { ensureBundles, synthStage } from './testing/synth';

/** Properties that give a resource a fixed physical name. */
const NAME_PROPERTIES = [
  'LogGroupName',
  'BucketName',
  'TopicName',
  'Name',
  'TableName',
  'KeyAlias',
  'SecretName',
];

/** Deletion policies that keep a resource when its stack deletes it. */
const RETAINING = ['Retain', 'RetainExceptOnCreate'];

/** A name that ends with the stack's own id (a new id on every create) cannot collide with a retained one. */
const namedPerStackCreation = (name: unknown) => JSON.stringify(name).includes('"Ref":"AWS::StackId"');

/** The cap the suite holds every stack to (CloudFormation refuses a template past 500). */
const MAX_RESOURCES = 400;

const sites: Partial<Record<'dev' | 'prod', SiteApp>> = {};
beforeAll(async () => {
  await ensureBundles();
  sites.dev = synthStage('dev');
  sites.prod = synthStage('prod');
});

describe.each(['dev', 'prod'] as const)('%s stacks over their lifetime', (stage) => {
  it('Api and Edge can be deleted and re-created: nothing they retain has a fixed name', () => {
    const site = sites[stage] as SiteApp;
    for (const stack of [site.api, site.edge]) {
      const template = templatesOf(site).get(stack.stackName);
      const named = Object.entries(template?.Resources ?? {})
        .filter(([, r]) => RETAINING.includes(String(r.DeletionPolicy)))
        .filter(([, r]) =>
          NAME_PROPERTIES.some(
            (p) => r.Properties?.[p] !== undefined && !namedPerStackCreation(r.Properties[p]),
          ),
        )
        .map(([id, r]) => `${stack.stackName}/${id} (${r.Type})`);
      expect(named).toEqual([]);
    }
  });

  it('a failed first create cleans up: every retained resource is RetainExceptOnCreate (prod), or deleted (dev)', () => {
    const site = sites[stage] as SiteApp;
    const policies = new Map<string, string[]>();
    for (const [name, template] of templatesOf(site)) {
      for (const [id, r] of Object.entries(template.Resources)) {
        if (r.DeletionPolicy === undefined) continue;
        const list = policies.get(String(r.DeletionPolicy)) ?? [];
        list.push(`${name}/${id} (${r.Type})`);
        policies.set(String(r.DeletionPolicy), list);
      }
    }
    expect(policies.get('Retain') ?? []).toEqual([]);
    const kept = (policies.get(stage === 'prod' ? 'RetainExceptOnCreate' : 'Delete') ?? []).join('\n');
    for (const type of [
      'DynamoDB::Table',
      'S3::Bucket',
      'Cognito::UserPool',
      'SecretsManager::Secret',
      'Logs::LogGroup',
    ])
      expect(kept).toContain(`(AWS::${type})`);
    if (stage === 'dev') expect(policies.get('RetainExceptOnCreate') ?? []).toEqual([]);
    // A replacement keeps the old resource too (UpdateReplacePolicy has no RetainExceptOnCreate).
    for (const template of templatesOf(site).values())
      for (const r of Object.values(template.Resources))
        if (r.DeletionPolicy === 'RetainExceptOnCreate') expect(r.UpdateReplacePolicy).toBe('Retain');
  });

  it(`stays under CloudFormation's 500 resources per stack with room to grow: at most ${MAX_RESOURCES}`, () => {
    const counts = [...templatesOf(sites[stage] as SiteApp)].map(
      ([name, t]) => [name, Object.keys(t.Resources).length] as const,
    );
    expect(counts.length).toBe(3);
    for (const [name, count] of counts) expect(count, name).toBeLessThanOrEqual(MAX_RESOURCES);
  });

  it("every Lambda, CDK's own providers included, logs to a group of its stack with the stage's retention", () => {
    const site = sites[stage] as SiteApp;
    let functions = 0;
    for (const template of templatesOf(site).values()) {
      for (const [id, fn] of Object.entries(template.Resources).filter(
        ([, r]) => r.Type === 'AWS::Lambda::Function',
      )) {
        functions++;
        const ref = (fn.Properties?.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined)?.LogGroup
          ?.Ref;
        const group = ref ? template.Resources[ref] : undefined;
        expect(group?.Type, id).toBe('AWS::Logs::LogGroup');
        expect(group?.Properties?.RetentionInDays, id).toBe(STAGE_CONFIG[stage].logRetention);
        expect(group?.Properties?.LogGroupName, id).toBeUndefined();
      }
    }
    // Routed functions (public routes apart) and tasks, the 404 function, and CDK's providers (page deployment, trigger, upload CORS).
    expect(functions).toBe(deployedFunctions().length + 1 + 3);
  });
});
