import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARM64_BINDING } from '../../services/scripts/sharp-arm64';
import { IMAGE_MEMORY_MB } from './api-stack';
import { accessOf } from './feature-access';
import { ensureBundles, synthStage } from './testing/synth';

/**
 * Issue 26: the image Lambda runs sharp on arm64, so its asset must carry
 * sharp's arm64 binary (npm skips it on the x64 machines that build).
 */
let template: Template;
let outdir: string;

beforeAll(async () => {
  await ensureBundles();
  const site = synthStage('dev');
  template = Template.fromStack(site.api);
  outdir = site.app.outdir;
}, 300_000);

const imageFn = () => {
  const [fn] = Object.values(
    template.findResources('AWS::Lambda::Function', { Properties: { FunctionName: 'site-dev-image' } }),
  );
  if (!fn) throw new Error('no site-dev-image function');
  return fn.Properties;
};

describe('the image Lambda', () => {
  it('runs on arm64 with the memory a 50 MP image needs', () => {
    expect(imageFn().Architectures).toEqual(['arm64']);
    expect(imageFn().MemorySize).toBe(IMAGE_MEMORY_MB);
  });

  it("has sharp's arm64 binding and libvips in its asset", () => {
    const key = JSON.stringify(imageFn().Code.S3Key);
    const hash = /([0-9a-f]{64})\.zip/.exec(key)?.[1];
    expect(hash, key).toBeDefined();
    const asset = join(outdir, `asset.${hash}`);
    expect(existsSync(join(asset, 'index.mjs'))).toBe(true);
    expect(statSync(join(asset, ARM64_BINDING)).size).toBeGreaterThan(100_000);
    expect(existsSync(join(asset, 'node_modules/@img/sharp-libvips-linux-arm64/package.json'))).toBe(true);
    expect(existsSync(join(asset, 'node_modules/@img/sharp-linux-x64'))).toBe(false);
  });

  it('is invoked by the features that confirm uploads, which get its name', () => {
    const confirming = ['blogs', 'case-studies', 'content', 'our-work', 'site-maintenance'];
    for (const feature of confirming) {
      expect(accessOf(feature)).toContain('image:process');
      const [fn] = Object.values(
        template.findResources('AWS::Lambda::Function', {
          Properties: { FunctionName: `site-dev-${feature}` },
        }),
      );
      expect(JSON.stringify(fn?.Properties.Environment.Variables.IMAGE_FUNCTION)).toContain('ImageTask');
    }
  });
});
