import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FEATURES } from '@app/shared/api-routes';
import { bundleAll, bundleDir } from './bundle';

/**
 * bench:lambda — per feature Lambda: minified bundle size and module init time
 * (import of the bundle in a fresh Node process, median of 5). Targets:
 * bundle <= 250 KB, init <= 150 ms. Prints figures; it is not a test.
 */
const RUNS = 5;
const TARGET_KB = 250;
const TARGET_MS = 150;

function initMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    // NODE_NO_WARNINGS: the SDK's Node-version notice on stderr would bury the table.
    env: {
      ...process.env,
      TABLE_NAME: 'bench',
      AWS_REGION: 'us-east-1',
      LOG_LEVEL: 'silent',
      NODE_NO_WARNINGS: '1',
    },
    encoding: 'utf8',
  });
  return Number(out);
}

await bundleAll();
console.log(`feature          bundle KB  gzip KB  init ms (median of ${RUNS})`);
let failed = 0;
for (const feature of FEATURES) {
  const file = join(bundleDir(feature), 'index.mjs');
  const kb = statSync(file).size / 1024;
  const gz = gzipSync(readFileSync(file)).length / 1024;
  const times = Array.from({ length: RUNS }, () => initMs(file)).sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] as number;
  const ok = kb <= TARGET_KB && median <= TARGET_MS;
  if (!ok) failed++;
  console.log(
    `${feature.padEnd(16)} ${kb.toFixed(1).padStart(9)} ${gz.toFixed(1).padStart(8)} ${median.toFixed(1).padStart(8)}  ${ok ? 'ok' : 'OVER TARGET'}`,
  );
}
console.log(
  `targets: bundle <= ${TARGET_KB} KB, init <= ${TARGET_MS} ms; ${failed === 0 ? 'all within target' : `${failed} over target`}`,
);
