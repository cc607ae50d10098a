import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/sequencer';
import web from './web/vite.config';

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
 * Unit files that must run in a module cache of their own (`isolate: true`); every other unit file
 * shares its worker's cache with the files before it (`isolate: false`), which spares the import of
 * zod, the AWS SDK, React and Mantine per file: measured side by side, shared 13.3 s -> 3.8 s CPU,
 * services 41.7 s -> 30.2 s, web 59.7 s -> 36.7-41.2 s (docs/quality.md). A file belongs here when it
 * mocks a module (`vi.mock`, `vi.doMock`: a module the cache already holds would stay unmocked)
 * or sets process.env before importing the handlers (services/src/lib/env.ts reads it once per
 * module cache). `vi.stubGlobal` needs no isolation when the file restores it (`vi.unstubAllGlobals`).
 */
const ISOLATED_UNIT_FILES = {
  services: [
    'services/src/data/entities/entities.test.ts',
    'services/src/data/members.test.ts',
    'services/src/lib/current-member.test.ts',
    'services/src/tasks/password-reset-lambda.test.ts',
  ],
  web: [
    // Reads the staff area's routing after others have loaded it: in a shared cache the full run's order
    // made its document navigation never fire (two fresh-clone runs; alone and in its project it passes).
    'src/app/router.test.tsx',
    'src/components/image-upload/image-upload-field.test.tsx',
    'src/features/members/components/invite-member-form.test.tsx',
    'src/features/site-sections/components/section-form.test.tsx',
    'src/features/testimonials/components/testimonial-form.test.tsx',
    'src/lib/notify-api-error.test.ts',
  ],
};

/**
 * web/vite.config.ts's project with `test` options over its own. A spread, not `extends` (which
 * would join the include lists), with a `define` of its own: Vitest moves a project's defines out
 * of the object it is given, so two projects sharing one would leave the second without them.
 */
const webProject = (test: NonNullable<typeof web.test>) => ({
  ...web,
  root: 'web',
  define: { ...web.define },
  test: { ...web.test, ...test },
});

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
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'services',
          include: ['services/{src,local,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ISOLATED_UNIT_FILES.services],
          isolate: false,
          testTimeout: 20_000,
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        test: {
          name: 'services-isolated',
          include: ISOLATED_UNIT_FILES.services,
          testTimeout: 20_000,
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        test: {
          name: 'infra',
          // One file that runs every infra test file (infra/lib/testing/infra-suite.test.ts says why).
          include: ['infra/lib/testing/infra-suite.test.ts'],
          // cfn-guard's report for the same templates and rules is kept on disk, keyed by their
          // bytes (infra/lib/guard-report-cache.ts): a later run on this machine reads it.
          env: { CFN_GUARD_CACHE_DIR: join(tmpdir(), 'site-cfn-guard-reports') },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      webProject({ exclude: ['**/node_modules/**', ...ISOLATED_UNIT_FILES.web], isolate: false }),
      webProject({ name: 'web-isolated', include: ISOLATED_UNIT_FILES.web }),
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
