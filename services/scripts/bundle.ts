import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURES } from '@app/shared/api-routes';
import { type BuildOptions, build } from 'esbuild';

/**
 * Bundles one Lambda per feature with esbuild: ESM, minified, tree-shaken, the
 * AWS SDK v3 included (so only the used commands ship) for a predictable cold
 * start. The CDK stack deploys these folders; bench:lambda measures them.
 */
const servicesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = join(servicesDir, 'dist', 'lambdas');

export function featureEntry(feature: string): string {
  return join(servicesDir, 'src', 'features', feature, 'lambda.ts');
}

export function bundleDir(feature: string): string {
  return join(BUNDLE_DIR, feature);
}

/**
 * Lambda always hands credentials to the function in env vars (and the local
 * stack sets them too), so the SDK's default provider chain (SSO, INI files,
 * web identity, IMDS...) is dead weight: swap it for the env provider.
 */
const CREDENTIALS_FROM_ENV = join(servicesDir, 'scripts', 'credentials-from-env.ts');

/**
 * sanitize-html requires postcss (+ source-map-js, ~90 KB) only to parse style
 * attributes; lib/sanitize-html.ts disables that and filters styles itself.
 */
const POSTCSS_STUB = join(servicesDir, 'scripts', 'postcss-stub.ts');

/**
 * sanitize-html only uses `require('htmlparser2').Parser`, but the CommonJS
 * entry also loads domhandler, domutils, dom-serializer and a second copy of
 * `entities` (~120 KB). Point it at the ESM Parser module of its own
 * htmlparser2 (same version, same parser), which esbuild can tree-shake.
 */
const fromSanitizeHtml = createRequire(createRequire(import.meta.url).resolve('sanitize-html'));
const HTMLPARSER2_PARSER = join(
  dirname(fromSanitizeHtml.resolve('htmlparser2')).replace(/commonjs$/, 'esm'),
  'Parser.js',
);

/**
 * @aws-sdk/s3-presigned-post pins its own exact @aws-sdk/client-s3 (a second
 * copy, ~75 KB, whenever the two releases differ): use the services' copy.
 */
const CLIENT_S3 = dirname(createRequire(import.meta.url).resolve('@aws-sdk/client-s3/package.json'));

/** Module swaps shared by every Lambda bundle (bundle.test.ts checks them). */
export const BUNDLE_ALIAS: Record<string, string> = {
  '@aws-sdk/credential-provider-node': CREDENTIALS_FROM_ENV,
  postcss: POSTCSS_STUB,
  htmlparser2: HTMLPARSER2_PARSER,
  '@aws-sdk/client-s3': CLIENT_S3,
};

export function bundleOptions(feature: string): BuildOptions {
  return {
    entryPoints: [featureEntry(feature)],
    outfile: join(bundleDir(feature), 'index.mjs'),
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: false,
    legalComments: 'none',
    metafile: true,
    mainFields: ['module', 'main'],
    alias: BUNDLE_ALIAS,
    // ESM output still meets CommonJS dependencies that call require().
    banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
    logLevel: 'warning',
  };
}

export async function bundleAll(features: readonly string[] = FEATURES): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  await Promise.all(
    features.map(async (feature) => {
      mkdirSync(bundleDir(feature), { recursive: true });
      const result = await build(bundleOptions(feature));
      const outputs = Object.values(result.metafile?.outputs ?? {});
      sizes[feature] = outputs.reduce((sum, o) => sum + o.bytes, 0);
    }),
  );
  return sizes;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = await bundleAll();
  for (const [feature, bytes] of Object.entries(sizes))
    console.log(`${feature.padEnd(16)} ${(bytes / 1024).toFixed(1)} KB`);
}
