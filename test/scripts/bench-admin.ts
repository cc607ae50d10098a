/**
 * `npm run bench:admin` (issue 27 item 3): how long each sidebar screen makes
 * a member wait. On a fresh local stack with the demo seed, signed in as the
 * SuperAdmin at 1366 × 900, for every sidebar screen, five times each:
 *   - cold: the page is reloaded on the dashboard (empty caches, as after a
 *     new tab), left idle 1.5 s, then the screen's sidebar link is clicked
 *     without a hover first;
 *   - hover: the same, with the pointer resting on the link for 300 ms first.
 * Measured in the page: click -> the first /api/v1 request's start
 * (resource timing) and click -> the first data row (a table body row, else
 * a card or the h1 with no spinner left). Prints the medians as a Markdown
 * table for docs/quality.md. Uses the env ports when PORT etc. are set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ADMIN, WEB_ROOT } from '@app/services/local/paths';
import { startLocalStack } from '@app/services/local/stack';
import { buildWebIfStale } from '@app/services/local/web-build';
import { type AdminScreen, sidebarFor } from '@app/shared/admin-screens';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { prepareSamples, signedInPage } from '../support/screen-stack';

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const envPort = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const filter = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? '';

interface Sample {
  request: number | null;
  row: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : Number.NaN;
};

/** Opens the link's group in the folded navbar (not timed: the member's eyes find the link first). */
async function linkOf(page: Page, screen: AdminScreen) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const label = screen.navLabel ?? screen.title;
  const link = nav.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible().catch(() => false))) {
    await nav
      .getByText(screen.group ?? '', { exact: true })
      .first()
      .click();
    await link.waitFor();
  }
  return link;
}

/** One click on the link, timed in the page from the click's dispatch. */
async function timedClick(page: Page, base: string, screen: AdminScreen, hover: boolean): Promise<Sample> {
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.waitForTimeout(1500);
  const link = await linkOf(page, screen);
  if (hover) {
    await link.hover();
    await page.waitForTimeout(300);
  }
  const handle = await link.elementHandle();
  return page.evaluate(
    async ({ el, path }) => {
      // The dashboard's own resources would fill the timing buffer: start it empty.
      performance.clearResourceTimings();
      const t0 = performance.now();
      (el as HTMLElement).click();
      const deadline = t0 + 20_000;
      let row: number | null = null;
      while (performance.now() < deadline) {
        await new Promise((r) => requestAnimationFrame(r));
        if (window.location.pathname !== path) continue;
        const main = document.querySelector('main') ?? document.body;
        const busy = main.querySelector('[role="progressbar"], .mantine-Loader-root, [aria-busy="true"]');
        const h1 = main.querySelector('h1');
        // Until the new screen's heading is there, what shows is still the dashboard.
        if (!h1 || h1.textContent === 'Dashboard') continue;
        const firstRow = main.querySelector('tbody tr, [data-row], [data-card]');
        if (firstRow || !busy) {
          row = performance.now() - t0;
          break;
        }
      }
      const api = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/v1/') && e.startTime >= t0)
        .map((e) => e.startTime - t0);
      return { request: api.length ? Math.min(...api) : null, row: row ?? Number.NaN };
    },
    { el: handle, path: screen.path },
  );
}

async function main() {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
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
    await prepareSamples(stack, DEFAULT_ADMIN);
    const { context, page } = await signedInPage(browser, stack, DEFAULT_ADMIN);
    const screens = sidebarFor(['SuperAdmin'])
      .flatMap((s) => s.screens)
      .filter(
        (s, i, all) =>
          all.findIndex((x) => x.path === s.path) === i &&
          // A comma-separated list of path parts: 'sales-reports,/admin/analytics,campaigns'.
          filter.split(',').some((part) => s.path.includes(part)),
      );
    const fmt = (n: number | null) => (n === null || Number.isNaN(n) ? '—' : String(Math.round(n)));
    console.log(
      `\n${RUNS} runs per screen and case, medians in ms (click -> request start / click -> first row)\n`,
    );
    console.log('| Screen | cold: request | cold: first row | hover: request | hover: first row |');
    console.log('|---|---:|---:|---:|---:|');
    for (const screen of screens) {
      const cold: Sample[] = [];
      const hovered: Sample[] = [];
      for (let i = 0; i < RUNS; i++) {
        cold.push(await timedClick(page, stack.url, screen, false));
        hovered.push(await timedClick(page, stack.url, screen, true));
      }
      const req = (s: Sample[]) => {
        const values = s.map((x) => x.request).filter((x): x is number => x !== null);
        return values.length ? median(values) : null;
      };
      const row = (s: Sample[]) => median(s.map((x) => x.row));
      console.log(
        `| ${screen.navLabel ?? screen.title} (\`${screen.path}\`) | ${fmt(req(cold))} | ${fmt(row(cold))} | ${fmt(req(hovered))} | ${fmt(row(hovered))} |`,
      );
    }
    await context.close();
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
