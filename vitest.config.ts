import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/sequencer';

/**
 * Integration files that need a stack of their own (each says why in its beforeAll):
 * what a first start seeds, the abuse limits, a custom CSP, an instant set before the seed, the
 * last-SuperAdmin guard (it counts every SuperAdmin of the stack). Files here are isolated.
 */
const FRESH_STACK_FILES = [
  'test/api/analytics-seed.test.ts',
  'test/api/auth-member-sessions.test.ts',
  'test/api/forms-integrity.test.ts',
  'test/api/stack-clock.test.ts',
  'test/e2e/admin-layout.test.ts',
  'test/resilience/browser-csp.test.ts',
];

/**
 * `npm test` runs every project: unit tests beside the code in each package,
 * and the cross-package journeys in test/ against the embedded local stack.
 */
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    // Vitest's default (cores - 1) is one worker on the 2-core machine; the integration files
    // wait on their stack and Chromium much of the time, so three workers finish sooner there
    // (7.7 min against 8.2 with two, measured side by side on the same tree).
    maxWorkers: Math.max(3, availableParallelism() + 1),
    // Longest files first across projects (the unit files fill the gaps at the end).
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'services',
          include: ['services/{src,local,scripts}/**/*.test.ts'],
          testTimeout: 20_000,
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/cdk.out/**', '**/dist/**'],
          // Files share their worker's module cache, so a stage is synthesised once per worker
          // (testing/synth.ts) instead of once per file: synthesis is the slow part.
          isolate: false,
          // Workers synthesise the same stages: cfn-guard's report for the same templates is
          // computed once per run and read by the others (infra/lib/guard-report-cache.ts).
          env: { CFN_GUARD_CACHE_DIR: join(tmpdir(), 'site-cfn-guard-reports') },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      'web/vite.config.ts',
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...FRESH_STACK_FILES],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/client-address-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files of a worker share one module cache, so one running stack and one
          // Chromium (test/support/local-stack.ts, browser.ts) instead of one per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration-fresh',
          include: FRESH_STACK_FILES,
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/client-address-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
