import { DEFAULT_ADMIN, LOCAL_DIR, WEB_ROOT } from './paths';
import { startLocalStack } from './stack';
import { buildWebIfStale } from './web-build';

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const t0 = Date.now();
try {
  buildWebIfStale();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
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
  // Run the whole product at another instant (a holiday, a DST change): LOCAL_NOW=2026-11-27T09:00:00Z.
  now: process.env.LOCAL_NOW || undefined,
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

// What EventBridge does in AWS every 15 minutes (infra SiteMaintenance), every
// minute here: scheduled posts go live, expired job pages go away, pages whose
// render failed are rendered again. The stack did the deploy-time render at
// start. Imported now, after the stack has set the handlers' env.
const { runSiteMaintenance } = await import('../src/tasks/site-maintenance');
const sweep = setInterval(() => {
  runSiteMaintenance('sweep').catch((error) => console.error('site sweep failed', error));
}, 60_000);
sweep.unref();

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    clearInterval(sweep);
    stack.stop().finally(() => process.exit(0));
  });
}
