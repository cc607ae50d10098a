import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FEATURES } from '@app/shared/api-routes';
import { XSS_CORPUS } from '@app/shared/testing/xss-corpus';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from '../src/lib/sanitize-html';
import { BUNDLE_ALIAS, bundleOptions } from './bundle';

/**
 * The integration tests run the handler source, not the bundles, so a wrong
 * alias or a module that breaks under esbuild would only show in Lambda. These
 * tests bundle every feature exactly as deployed and load each bundle in a
 * fresh Node process, and check the aliased sanitiser behaves like the source.
 */
const outDir = mkdtempSync(join(tmpdir(), 'lambda-bundles-'));
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

beforeAll(async () => {
  await Promise.all(
    FEATURES.map((feature) =>
      build({ ...bundleOptions(feature), outfile: join(outDir, feature, 'index.mjs'), logLevel: 'error' }),
    ),
  );
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('Lambda bundles', () => {
  it.each([...FEATURES])('%s bundle loads in a fresh Node process and exports handler', (feature) => {
    expect(loadInFreshNode(join(outDir, feature, 'index.mjs'))).toBe('function');
  });

  it('the bundled sanitiser (htmlparser2 Parser alias, no postcss) matches the source', async () => {
    expect(Object.keys(BUNDLE_ALIAS)).toEqual(
      expect.arrayContaining(['htmlparser2', 'postcss', '@aws-sdk/credential-provider-node']),
    );
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

  it('the bundled presigned POST (deduplicated client-s3) signs exactly like the source', async () => {
    const outfile = join(outDir, 'presign.mjs');
    await build({
      ...bundleOptions('system'),
      entryPoints: undefined,
      stdin: {
        contents:
          "export { createPresignedPost } from '@aws-sdk/s3-presigned-post'; export { S3Client } from '@aws-sdk/client-s3';",
        resolveDir: import.meta.dirname,
        loader: 'ts',
      },
      outfile,
      logLevel: 'error',
    });
    const bundled = (await import(pathToFileURL(outfile).href)) as {
      createPresignedPost: typeof createPresignedPost;
      S3Client: typeof S3Client;
    };
    const config = {
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
    };
    const request = {
      Bucket: 'media',
      Key: 'pending/a.png',
      Conditions: [['content-length-range', 1, 1000] as ['content-length-range', number, number]],
      Fields: { 'Content-Type': 'image/png' },
      Expires: 300,
    };
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z'), toFake: ['Date'] });
    try {
      const fromBundle = await bundled.createPresignedPost(new bundled.S3Client(config), request);
      const fromSource = await createPresignedPost(new S3Client(config), request);
      expect(fromBundle).toEqual(fromSource);
      expect(fromBundle.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      vi.useRealTimers();
    }
  });
});
