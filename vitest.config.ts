import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project: unit tests beside the code in each package,
 * and the cross-package journeys in test/ against the embedded local stack.
 */
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
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
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      'web/vite.config.ts',
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own stack on free ports; run after the unit projects.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
