import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XSS_CORPUS } from '@app/shared/testing/xss-corpus';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/lib/sanitize-html';
import { BUNDLE_ALIAS, bundleOptions, LAMBDAS } from './bundle';
import { buildLayer, LAYER_BUNDLED, LAYER_PACKAGES } from './lambda-layer';

const REPO_MODULES = join(import.meta.dirname, '..', '..', 'node_modules');

/**
 * The integration tests run the handler source, not the bundles, so a wrong
 * alias or a module that breaks under esbuild would only show in Lambda. These
 * tests bundle every feature exactly as deployed and load each bundle in a
 * fresh Node process, and check the aliased sanitiser behaves like the source.
 */
// A Lambda's view of modules, outside the repo so nothing resolves from its
// node_modules by accident: the function folders sit under the dependencies
// layer's `nodejs/node_modules` (Lambda puts it on NODE_PATH), and the runtime's
// AWS SDK is the only other package reachable (a link to the lockfile's copy).
const lambdaRoot = mkdtempSync(join(tmpdir(), 'lambda-view-'));
const outDir = join(lambdaRoot, 'layer', 'nodejs', 'functions');
const LAMBDA_ENV = {
  PATH: process.env.PATH,
  TABLE_NAME: 'bundle-test',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  LOG_LEVEL: 'silent',
  AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  NODE_NO_WARNINGS: '1',
};

function loadInFreshNode(file: string): string {
  const script = `const m=await import(${JSON.stringify(pathToFileURL(file).href)});process.stdout.write(typeof m.handler);`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: LAMBDA_ENV,
    encoding: 'utf8',
  });
}

const metafiles = new Map<string, Metafile>();

let layerPackages: string[] = [];

beforeAll(async () => {
  layerPackages = buildLayer(join(lambdaRoot, 'layer'));
  mkdirSync(join(lambdaRoot, 'node_modules'));
  symlinkSync(join(REPO_MODULES, '@aws-sdk'), join(lambdaRoot, 'node_modules', '@aws-sdk'));
  await Promise.all(
    LAMBDAS.map(async (feature) => {
      const outfile = join(outDir, feature, 'index.mjs');
      const result = await build({ ...bundleOptions(feature), outfile, logLevel: 'error' });
      if (result.metafile) metafiles.set(feature, result.metafile);
    }),
  );
}, 60_000);

afterAll(() => rmSync(lambdaRoot, { recursive: true, force: true }));

describe('Lambda bundles', () => {
  it.each([...LAMBDAS])('%s bundle loads in a fresh Node process and exports handler', (feature) => {
    expect(loadInFreshNode(join(outDir, feature, 'index.mjs'))).toBe('function');
  });

  it('the bundled sanitiser (htmlparser2 Parser alias, no postcss) matches the source', async () => {
    expect(Object.keys(BUNDLE_ALIAS)).toEqual(expect.arrayContaining(['htmlparser2', 'postcss']));
    const outfile = join(outDir, 'sanitize-html.mjs');
    const entry = join(import.meta.dirname, '..', 'src', 'lib', 'sanitize-html.ts');
    await build({ ...bundleOptions('system'), entryPoints: [entry], outfile, logLevel: 'error' });
    const bundled = (await import(pathToFileURL(outfile).href)) as {
      sanitizeRichText: (html: string) => string;
    };
    const samples = [
      ...XSS_CORPUS,
      '<p class="align-center"><span class="font-poppins size-24px" style="font-family: georgia; color: red">Big &amp; bold</span></p>',
      '<a href="https://x.test" target="_blank" onclick="x()">link</a><img src="/media/a.png" alt="a"><ul><li>1</li></ul>',
      '<div>text <b>kept</b></div><script>alert(1)</script>&lt;tag&gt; caf&eacute;',
    ];
    for (const html of samples) expect(bundled.sanitizeRichText(html)).toBe(sanitizeRichText(html));
  });

  it.each([...LAMBDAS])(
    '%s bundle imports the AWS SDK from the Lambda runtime, never inlines it',
    (feature) => {
      const meta = metafiles.get(feature);
      expect(meta).toBeDefined();
      const inlined = Object.keys(meta?.inputs ?? {}).filter((p) =>
        /node_modules\/(@aws-sdk|@smithy)\//.test(p),
      );
      expect(inlined).toEqual([]);
      const external = Object.values(meta?.outputs ?? {})
        .flatMap((o) => o.imports)
        .filter((i) => i.external && i.path.startsWith('@aws-sdk/'))
        .map((i) => i.path);
      const sourceImportsSdk = Object.values(meta?.inputs ?? {}).some((input) =>
        input.imports.some((i) => i.path.startsWith('@aws-sdk/')),
      );
      expect(external.length > 0).toBe(sourceImportsSdk);
    },
  );

  it('the dependencies layer holds each shared library once, at the lockfile version', () => {
    expect(layerPackages).toEqual(expect.arrayContaining([...LAYER_PACKAGES]));
    for (const name of [...LAYER_PACKAGES, ...LAYER_BUNDLED]) {
      const inLayer = JSON.parse(
        readFileSync(join(lambdaRoot, 'layer', 'nodejs', 'node_modules', name, 'package.json'), 'utf8'),
      );
      const locked = JSON.parse(readFileSync(join(REPO_MODULES, name, 'package.json'), 'utf8'));
      expect(inLayer.version, name).toBe(locked.version);
    }
  });

  it('with Active tracing a bundle loads Powertools Tracer and its X-Ray SDK from the layer', () => {
    // Locally nothing loads the tracer (lib/tracing.ts); in Lambda it comes from the layer alone.
    const file = join(outDir, 'contact', 'index.mjs');
    const script = `const m=await import(${JSON.stringify(pathToFileURL(file).href)});process.stdout.write(typeof m.handler);`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        ...LAMBDA_ENV,
        AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
        AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000',
      },
      encoding: 'utf8',
    });
    expect(out).toBe('function');
    expect(layerPackages).toEqual(
      expect.arrayContaining(['@aws-lambda-powertools/tracer', 'aws-xray-sdk-core']),
    );
  });

  it.each([...LAMBDAS])('%s bundle leaves the layer libraries to the layer', (feature) => {
    const inlined = Object.keys(metafiles.get(feature)?.inputs ?? {}).filter((p) =>
      /node_modules\/(dynamodb-toolbox|zod|@aws-lambda-powertools|sanitize-html|date-fns-tz)\//.test(p),
    );
    expect(inlined).toEqual([]);
  });
});
