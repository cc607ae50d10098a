import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale } from '@app/services/local/web-build';

/**
 * Integration and browser tests serve web/dist through the local gateway: build it
 * once, first. The stacks of this run keep their data under one folder (workers
 * inherit SITE_TEST_DATA_ROOT and SEED_IMAGE_CACHE_DIR), removed when the run ends: a worker's shared stack
 * lives as long as the worker, so no file can clean up after it. Both integration
 * projects name this setup; the second finds the first's folder and does nothing.
 */
export default function setup(): (() => void) | undefined {
  if (process.env.SITE_TEST_DATA_ROOT) return undefined;
  buildWebIfStale();
  const root = mkdtempSync(join(tmpdir(), 'site-tests-'));
  process.env.SITE_TEST_DATA_ROOT = root;
  // Every stack of the run seeds the same illustrations: the first start's variants serve the
  // others (services/local/seed-image-job.ts).
  process.env.SEED_IMAGE_CACHE_DIR = join(root, 'seed-images');
  return () => {
    rmSync(root, { recursive: true, force: true });
    delete process.env.SITE_TEST_DATA_ROOT;
    delete process.env.SEED_IMAGE_CACHE_DIR;
  };
}
