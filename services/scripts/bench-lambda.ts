import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleAll, bundleDir, IMAGE_LAMBDA, LAMBDAS } from './bundle';
import { LAYER_BUNDLED, LAYER_DIR, LAYER_PACKAGES } from './lambda-layer';

/**
 * bench:lambda — per feature Lambda: minified bundle size and module init time
 * (import of the bundle in a fresh Node process, median of 5; the AWS SDK is
 * loaded from node_modules, as Lambda loads its runtime copy). Targets:
 * bundle <= 250 KB, init <= 150 ms. The S3 and SES SDKs load on first use,
 * so a last column shows what that first use adds, in the same process.
 * Prints figures; it is not a test.
 */
const RUNS = 5;
const TARGET_KB = 250;
const TARGET_MS = 150;

/** SDK packages a bundle imports lazily (`import("@aws-sdk/...")`). */
function lazyImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [
    ...new Set([...code.matchAll(/import\("((?:@aws-sdk\/|sharp)[^"]*)"\)/g)].map((m) => m[1] as string)),
  ];
}

/** Bytes of a folder tree. */
function treeBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? treeBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  );
}

function initMs(file: string, lazy: string[], extraEnv: Record<string, string> = {}): [number, number] {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});const i=performance.now()-t;
const u=performance.now();for(const m of ${JSON.stringify(lazy)})await import(m);
process.stdout.write(JSON.stringify([i,performance.now()-u]));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    // NODE_NO_WARNINGS: the SDK's Node-version notice on stderr would bury the table.
    env: {
      ...process.env,
      TABLE_NAME: 'bench',
      AWS_REGION: 'us-east-1',
      LOG_LEVEL: 'silent',
      NODE_NO_WARNINGS: '1',
      ...extraEnv,
    },
    encoding: 'utf8',
    cwd: dirname(file),
  });
  return JSON.parse(out) as [number, number];
}

function medianOf(values: number[]): number {
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
}

await bundleAll();
// Outside the layer folder (which is deployed as is), with the layer's node_modules linked in.
const BENCH_VIEW = join(dirname(LAYER_DIR), 'bench-lambda');
rmSync(BENCH_VIEW, { recursive: true, force: true });
mkdirSync(join(BENCH_VIEW, 'nodejs'), { recursive: true });
symlinkSync(join(LAYER_DIR, 'nodejs', 'node_modules'), join(BENCH_VIEW, 'nodejs', 'node_modules'));
console.log(`feature          bundle KB  gzip KB  init ms  first S3/SES use ms  (medians of ${RUNS})`);
let failed = 0;
for (const feature of LAMBDAS.filter((f) => f !== IMAGE_LAMBDA)) {
  const file = join(bundleDir(feature), 'index.mjs');
  const kb = statSync(file).size / 1024;
  const gz = gzipSync(readFileSync(file)).length / 1024;
  const lazy = lazyImports(file);
  // Run from beside the dependencies layer, so its libraries load as Lambda loads them (the layer's
  // pre-bundled sanitize-html, not the package's CommonJS tree); the SDK still comes from node_modules.
  const asInLambda = join(BENCH_VIEW, 'nodejs', 'functions', feature, 'index.mjs');
  mkdirSync(dirname(asInLambda), { recursive: true });
  copyFileSync(file, asInLambda);
  const runs = Array.from({ length: RUNS }, () => initMs(asInLambda, lazy));
  const median = medianOf(runs.map((r) => r[0]));
  const lazyMs = lazy.length ? medianOf(runs.map((r) => r[1])).toFixed(1) : '-';
  const ok = kb <= TARGET_KB && median <= TARGET_MS;
  if (!ok) failed++;
  console.log(
    `${feature.padEnd(16)} ${kb.toFixed(1).padStart(9)} ${gz.toFixed(1).padStart(8)} ${median.toFixed(1).padStart(8)} ${lazyMs.padStart(20)}  ${ok ? 'ok' : 'OVER TARGET'}`,
  );
}
console.log(
  `dependencies layer (shared by every function, loaded from NODE_PATH; init above includes it): ${[...LAYER_PACKAGES, ...LAYER_BUNDLED].join(', ')}; ${(treeBytes(LAYER_DIR) / 1024 / 1024).toFixed(1)} MB unzipped`,
);
{
  // What Active tracing adds in AWS: with Lambda's X-Ray daemon address set, lib/tracing.ts loads
  // Powertools Tracer and the X-Ray SDK from the layer and captures the clients made at init. The
  // table above runs untraced, as the local stack and the tests do. Alternated, so load hits both.
  const feature = 'contact';
  const file = join(BENCH_VIEW, 'nodejs', 'functions', feature, 'index.mjs');
  const traced = { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000' };
  const plain: number[] = [];
  const withTracer: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    plain.push(initMs(file, [])[0]);
    withTracer.push(initMs(file, [], traced)[0]);
  }
  console.log(
    `tracing on (AWS, Active tracing): ${feature} init ${medianOf(withTracer).toFixed(1)} ms, untraced ${medianOf(plain).toFixed(1)} ms in the same run`,
  );
}
{
  // The image Lambda: its code is measured like the others; sharp and libvips (arm64) sit beside it in
  // node_modules, outside the 250 KB code budget. Init and first sharp use run its x64 build (this machine).
  const dir = bundleDir(IMAGE_LAMBDA);
  const file = join(dir, 'index.mjs');
  const kb = statSync(file).size / 1024;
  const x64Sharp = pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;
  const runs = Array.from({ length: RUNS }, () => initMs(file, [x64Sharp]));
  const median = medianOf(runs.map((r) => r[0]));
  const sharpMs = medianOf(runs.map((r) => r[1]));
  const ok = kb <= TARGET_KB && median <= TARGET_MS;
  if (!ok) failed++;
  console.log(
    `\nimage Lambda (arm64 in AWS; init measured on this machine's x64 sharp): code ${kb.toFixed(1)} KB, ` +
      `node_modules (sharp + libvips arm64) ${(treeBytes(join(dir, 'node_modules')) / 1024 / 1024).toFixed(1)} MB, ` +
      `init ${median.toFixed(1)} ms, first sharp load ${sharpMs.toFixed(1)} ms  ${ok ? 'ok' : 'OVER TARGET'}`,
  );
}
console.log(
  `targets: bundle <= ${TARGET_KB} KB, init <= ${TARGET_MS} ms; ${failed === 0 ? 'all within target' : `${failed} over target`}`,
);
