/**
 * `npm run screens`: starts the embedded stack (a fresh data folder with the
 * demo seed; the env ports when PORT etc. are set, else free ones), signs in
 * as the seeded SuperAdmin and writes a PNG of every public and admin screen,
 * its dialogs and the sign-in steps, at 1366 × 900 and 390 × 844, to
 * .local/screens/<width>/<name>.png. The lists come from the route tables
 * (test/support/screen-catalog.ts). Then look at them.
 *
 *   npm run screens                 everything
 *   npm run screens -- admin-blog   only shots whose name contains "admin-blog"
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ADMIN, REPO_ROOT, WEB_ROOT } from '@app/services/local/paths';
import { startLocalStack } from '@app/services/local/stack';
import { buildWebIfStale } from '@app/services/local/web-build';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import {
  adminDialogShots,
  adminScreenShots,
  publicShots,
  type Shot,
  signInShots,
  VIEWPORTS,
} from '../support/screen-catalog';
import { openShot, prepareSamples, signedInPage } from '../support/screen-stack';

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const OUT = join(REPO_ROOT, '.local', 'screens');
const filter = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? '';
const envPort = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

let failed = 0;

async function capture(page: Page, base: string, shots: Shot[]) {
  let count = 0;
  for (const viewport of VIEWPORTS) {
    mkdirSync(join(OUT, String(viewport.width)), { recursive: true });
    for (const shot of shots.filter((s) => s.name.includes(filter))) {
      const file = join(OUT, String(viewport.width), `${shot.name}.png`);
      try {
        const dialog = await openShot(page, base, shot, viewport);
        // Lazy images below the fold never load for a full-page capture unless asked to.
        await page.evaluate(() =>
          Promise.all(
            Array.from(document.images).map((img) => {
              img.loading = 'eager';
              return img.complete ? null : img.decode().catch(() => null);
            }),
          ),
        );
        // A dialog is shown as the member sees it: the viewport; a page, whole.
        await page.screenshot({ path: file, fullPage: !dialog });
        count++;
      } catch (error) {
        failed++;
        console.error(`  ${viewport.width} ${shot.name}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  return count;
}

async function main() {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'screens-'));
  const stack = await startLocalStack({
    dataDir,
    webRoot: WEB_ROOT,
    port: envPort('PORT') ?? 0,
    ports: {
      dynamo: envPort('DYNAMO_PORT'),
      s3: envPort('S3_PORT'),
      cognito: envPort('COGNITO_PORT'),
      ses: envPort('SES_PORT'),
    },
    admin: DEFAULT_ADMIN,
    quiet: true,
    rateLimit: 'off',
  });
  const browser = await launchBrowser();
  try {
    const samples = await prepareSamples(stack, DEFAULT_ADMIN);
    // A full run replaces the folder, so no picture of a screen that is gone stays behind.
    if (!filter) rmSync(OUT, { recursive: true, force: true });
    console.log(`Stack on ${stack.url}; writing to ${OUT}`);
    const visitor = await browser.newPage();
    let count = await capture(visitor, stack.url, [
      ...publicShots(samples),
      ...signInShots(DEFAULT_ADMIN.email),
    ]);
    await visitor.close();
    const { context, page } = await signedInPage(browser, stack, DEFAULT_ADMIN);
    count += await capture(page, stack.url, [...adminScreenShots(samples), ...adminDialogShots(samples)]);
    await context.close();
    console.log(`Wrote ${count} screenshots to ${OUT}${failed ? `; ${failed} failed (above)` : ''}`);
    // A shot that could not be taken is a screen nobody looked at: say so in the exit code.
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
