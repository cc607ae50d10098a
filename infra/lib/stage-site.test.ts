import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { getStageConfig } from './config';
import { requireStageSite, stageSite, WEB_ROOT, webSourcesFingerprint } from './stage-site';
import { STAGE_CONTEXT } from './testing/contexts';

const root = mkdtempSync(join(tmpdir(), 'stage-sites-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dev = getStageConfig(new App({ context: { stage: 'dev' } }));
const prod = getStageConfig(
  new App({
    context: {
      ...STAGE_CONTEXT.prod,
      stage: 'prod',
      domainName: 'www.example.org',
    },
  }),
);

function fakeBuild(config: typeof dev, info: { sources: string; siteUrl: string; contacts?: string }) {
  const { dir } = stageSite(config, root);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<p>built</p>');
  writeFileSync(`${dir}.build.json`, JSON.stringify(info));
}

describe('stage site builds', () => {
  it('build each site URL into its own folder beside, never over, web/dist', () => {
    expect(stageSite(dev, root)).toMatchObject({
      dir: join(root, 'cloudfront'),
      buildOrigin: SITE_ORIGIN_PLACEHOLDER,
    });
    expect(stageSite(prod, root)).toMatchObject({
      dir: join(root, 'www-example-org'),
      buildOrigin: 'https://www.example.org',
    });
    expect(stageSite(dev).dir).not.toBe(WEB_ROOT);
  });

  it('refuse a missing build with the command that makes one', () => {
    expect(() => requireStageSite(dev, root)).toThrow(
      /The dev site build in .* cannot be deployed: it does not exist\. Run `npx cdk synth -c stage=dev`/,
    );
  });

  it('refuse a build made for another site URL, other contact addresses, or from other sources', () => {
    const { contacts } = stageSite(prod, root);
    expect(JSON.parse(contacts)).toEqual(prod.contacts);
    fakeBuild(prod, { sources: webSourcesFingerprint(), siteUrl: 'https://old.example.org', contacts });
    expect(() => requireStageSite(prod, root)).toThrow(
      /built for https:\/\/old\.example\.org, not https:\/\/www\.example\.org/,
    );
    fakeBuild(prod, { sources: webSourcesFingerprint(), siteUrl: 'https://www.example.org' });
    expect(() => requireStageSite(prod, root)).toThrow(/built with other contact addresses/);
    fakeBuild(prod, { sources: 'an older fingerprint', siteUrl: 'https://www.example.org', contacts });
    expect(() => requireStageSite(prod, root)).toThrow(/web\/ or shared\/src changed since it was built/);
    fakeBuild(prod, { sources: webSourcesFingerprint(), siteUrl: 'https://www.example.org', contacts });
    expect(requireStageSite(prod, root)).toBe(join(root, 'www-example-org'));
  });

  it('fingerprint the sources by content', () => {
    const src = mkdtempSync(join(tmpdir(), 'web-src-'));
    writeFileSync(join(src, 'a.ts'), 'export const a = 1;');
    const first = webSourcesFingerprint([src]);
    expect(webSourcesFingerprint([src])).toBe(first);
    writeFileSync(join(src, 'a.ts'), 'export const a = 2;');
    expect(webSourcesFingerprint([src])).not.toBe(first);
    rmSync(src, { recursive: true, force: true });
  });
});
