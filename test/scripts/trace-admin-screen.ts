/**
 * Where a screen's time goes between the sidebar click and its first row
 * (profiling aid for bench:admin): the resources loaded after the click with
 * their start and end, long tasks, and when the heading, a loader and the
 * first row appeared. `npx tsx test/scripts/trace-admin-screen.ts /admin/sales-reports [runs]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ADMIN, WEB_ROOT } from '@app/services/local/paths';
import { startLocalStack } from '@app/services/local/stack';
import { buildWebIfStale } from '@app/services/local/web-build';
import { sidebarFor } from '@app/shared/admin-screens';
import { launchBrowser } from '../support/browser';
import { prepareSamples, signedInPage } from '../support/screen-stack';

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const path = process.argv[2] ?? '/admin/sales-reports';
const runs = Number(process.argv[3] ?? 3);
const envPort = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

async function main() {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'trace-admin-'));
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
    const screen = sidebarFor(['SuperAdmin'])
      .flatMap((s) => s.screens)
      .find((s) => s.path === path);
    if (!screen) throw new Error(`No sidebar screen ${path}`);
    for (let i = 0; i < runs; i++) {
      await page.goto(`${stack.url}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForTimeout(1500);
      const nav = page.getByRole('navigation', { name: 'Admin' });
      const link = nav.getByRole('link', { name: screen.navLabel ?? screen.title, exact: true });
      if (!(await link.isVisible().catch(() => false))) {
        await nav
          .getByText(screen.group ?? '', { exact: true })
          .first()
          .click();
        await link.waitFor();
      }
      const handle = await link.elementHandle();
      // tsx names the arrow functions below with a __name() helper the page lacks.
      await page.evaluate('window.__name = (f) => f');
      const out = await page.evaluate(
        async ({ el, path }) => {
          performance.clearResourceTimings();
          const events: Array<[number, string]> = [];
          const longTasks: Array<[number, number]> = [];
          const po = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]);
          });
          po.observe({ type: 'longtask', buffered: false });
          const t0 = performance.now();
          const seen = new Set<string>();
          const mark = (name: string) => {
            if (!seen.has(name)) {
              seen.add(name);
              events.push([performance.now() - t0, name]);
            }
          };
          const mo = new MutationObserver(() => {
            const main = document.querySelector('main') ?? document.body;
            const h1 = main.querySelector('h1');
            if (h1 && h1.textContent !== 'Dashboard') mark(`h1 ${h1.textContent}`);
            if (main.querySelector('.mantine-Loader-root')) mark('loader');
            if (main.querySelector('[data-kpi]')) mark('kpi cards');
            if (main.querySelector('tbody tr, [data-row], [data-card]')) mark('first row');
            if (main.querySelector('.recharts-surface')) mark('a chart');
          });
          mo.observe(document.body, { childList: true, subtree: true });
          (el as HTMLElement).click();
          mark('clicked');
          const deadline = t0 + 20_000;
          while (performance.now() < deadline) {
            await new Promise((r) => requestAnimationFrame(r));
            if (window.location.pathname !== path) continue;
            if (seen.has('first row')) {
              events.push([performance.now() - t0, 'frame after first row']);
              break;
            }
          }
          await new Promise((r) => setTimeout(r, 1500));
          mo.disconnect();
          po.disconnect();
          const res = performance.getEntriesByType('resource').map((e) => {
            const r = e as PerformanceResourceTiming;
            return `${Math.round(r.startTime - t0)}..${Math.round(r.responseEnd - t0)} (ttfb ${Math.round(r.responseStart - r.requestStart)}) ${r.transferSize}B ${r.name.replace(location.origin, '')}`;
          });
          return {
            events: events.map(([t, n]) => `${Math.round(t)} ${n}`),
            res,
            longTasks: longTasks.map(([s, d]) => `${Math.round(s - t0)} +${Math.round(d)}`),
          };
        },
        { el: handle, path },
      );
      console.log(`--- run ${i + 1}`);
      console.log('events:', out.events.join(' | '));
      console.log('resources:\n ', out.res.join('\n  '));
      console.log('long tasks:', out.longTasks.join(', '));
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
