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
        .filter(([, r]) => r.DeletionPolicy === 'Retain')
        .filter(([, r]) => NAME_PROPERTIES.some((p) => r.Properties?.[p] !== undefined))
        .map(([id, r]) => `${stack.stackName}/${id} (${r.Type})`);
      expect(named).toEqual([]);
    }
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
