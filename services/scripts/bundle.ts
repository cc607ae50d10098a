import { mkdirSync } from 'node:fs';
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
    alias: { '@aws-sdk/credential-provider-node': CREDENTIALS_FROM_ENV },
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
