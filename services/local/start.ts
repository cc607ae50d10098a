import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ADMIN, LOCAL_DIR, REPO_ROOT, WEB_ROOT, WEB_SOURCES } from './paths';
import { startLocalStack } from './stack';

/** Newest modification time under a folder, skipping dependencies and build output. */
function newest(dir: string): number {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

function buildWebIfStale(): void {
  const index = join(WEB_ROOT, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...WEB_SOURCES.map(newest))) return;
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed; see above.');
    process.exit(result.status ?? 1);
  }
}

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const t0 = Date.now();
buildWebIfStale();
const port = Number(process.env.PORT ?? 3000);
const stack = await startLocalStack({
  dataDir: LOCAL_DIR,
  webRoot: WEB_ROOT,
  port,
  ports: {
    dynamo: Number(process.env.DYNAMO_PORT ?? 8000),
    s3: Number(process.env.S3_PORT ?? 4569),
    cognito: Number(process.env.COGNITO_PORT ?? 9229),
    ses: Number(process.env.SES_PORT ?? 8005),
  },
  admin: DEFAULT_ADMIN,
  quiet: process.env.QUIET === '1',
});

console.log(`
  Site        ${stack.url}/
  API         ${stack.url}/api/v1/health
  Staff login ${stack.url}/login
              ${DEFAULT_ADMIN.email} / ${DEFAULT_ADMIN.password}
  Mail outbox ${stack.url}/_local/outbox
  Data        ${LOCAL_DIR}   (npm run local:wipe to reset)
  Ready in ${((Date.now() - t0) / 1000).toFixed(1)} s. Ctrl-C stops everything.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    stack.stop().finally(() => process.exit(0));
  });
}
