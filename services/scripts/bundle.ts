import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURES } from '@app/shared/api-routes';
import { type BuildOptions, build } from 'esbuild';
import { BUNDLE_ALIAS } from './bundle-aliases';
import { buildLayer, LAYER_EXTERNALS } from './lambda-layer';
import { addSharpArm64 } from './sharp-arm64';

/**
 * Bundles one Lambda per feature with esbuild: ESM, minified, tree-shaken, with
 * the AWS SDK v3 taken from the Lambda runtime and the shared libraries from
 * the dependencies layer (lambda-layer.ts). The CDK stack deploys these
 * folders; bench:lambda measures them.
 */
const servicesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = join(servicesDir, 'dist', 'lambdas');

/** Lambdas that serve no route: invoked by a deploy trigger, a schedule or Cognito (infra/lib). */
export const TASK_ENTRIES = {
  'site-maintenance': join(servicesDir, 'src', 'tasks', 'site-maintenance-lambda.ts'),
  'cognito-message': join(servicesDir, 'src', 'tasks', 'cognito-message-lambda.ts'),
  'cognito-password-reset': join(servicesDir, 'src', 'tasks', 'password-reset-lambda.ts'),
  // Makes an upload's variants (issue 26); its folder also holds sharp's arm64 build (sharp-arm64.ts).
  image: join(servicesDir, 'src', 'tasks', 'image-lambda.ts'),
  'mail-events': join(servicesDir, 'src', 'tasks', 'mail-events-lambda.ts'),
} as const;
export type TaskLambda = keyof typeof TASK_ENTRIES;

/** Every Lambda bundle: one per route-table feature, plus the tasks. */
export const LAMBDAS: readonly string[] = [...FEATURES, ...Object.keys(TASK_ENTRIES)];

export function featureEntry(feature: string): string {
  return (
    (TASK_ENTRIES as Record<string, string>)[feature] ??
    join(servicesDir, 'src', 'features', feature, 'lambda.ts')
  );
}

export function bundleDir(feature: string): string {
  return join(BUNDLE_DIR, feature);
}

/**
 * The nodejs22.x runtime ships the AWS SDK v3 (every client and lib package,
 * importable from ES modules through NODE_PATH), so the bundles leave it out,
 * as CDK's NodejsFunction does by default: ~250-400 KB less per function.
 * Tests and the local stack run the lockfile's SDK; see docs/architecture.md.
 */
export const RUNTIME_PROVIDED = ['@aws-sdk/*'];

/**
 * sharp loads a native binary, so no bundle inlines it: the image Lambda has
 * it in its own node_modules (sharp-arm64.ts), and the other bundles only
 * reach it through the in-process path the local stack uses (lib/media).
 */
export const NATIVE_EXTERNAL = ['sharp'];
/** The Lambda whose folder carries sharp. */
export const IMAGE_LAMBDA = 'image';

export { BUNDLE_ALIAS } from './bundle-aliases';

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
    // The runtime's SDK, the dependencies layer (lambda-layer.ts) and sharp's native build are imported, not bundled.
    external: [...RUNTIME_PROVIDED, ...LAYER_EXTERNALS, ...NATIVE_EXTERNAL],
    // ESM output still meets CommonJS dependencies that call require().
    banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
    logLevel: 'warning',
  };
}

export async function bundleAll(features: readonly string[] = LAMBDAS): Promise<Record<string, number>> {
  buildLayer();
  const sizes: Record<string, number> = {};
  await Promise.all(
    features.map(async (feature) => {
      mkdirSync(bundleDir(feature), { recursive: true });
      const result = await build(bundleOptions(feature));
      if (feature === IMAGE_LAMBDA) addSharpArm64(bundleDir(feature));
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
