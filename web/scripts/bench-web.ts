/**
 * `npm run bench:web`: per public route, the JavaScript, CSS and HTML a first
 * visit downloads up front (gzip) against the budget, Lighthouse's mobile
 * scores on Debian's Chromium, and in the same run, side by side, the same
 * page's no-JavaScript copy (no-js-copy.ts): the floor the page can reach.
 * Prints figures and the machine's load; it is not a test.
 *
 *   npm run bench:web              every public route, one post, case study, job and tag list
 *   npm run bench:web -- --quick   the target pages only
 *   npm run bench:web -- --photo   the "real photo" rows only (bench-web-photo.ts, issue 26)
 *
 * It builds web/ when stale and starts the embedded stack (seeded demo data)
 * on free ports with a throw-away data folder, so blog posts and job openings
 * come from the real API.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_ROOT } from '@app/services/local/paths';
import { startLocalStack } from '@app/services/local/stack';
import { buildWebIfStale } from '@app/services/local/web-build';
import * as chromeLauncher from 'chrome-launcher';
import { isStaticPath, PUBLIC_SCREENS } from '../src/config/screens';
import { lighthouseRun, type Run, summarize } from './bench-web-lighthouse';
import { otherBrowsers } from './bench-web-machine';
import { photoRows } from './bench-web-photo';
import { tableHeader, tableRow } from './bench-web-table';
import { noJsCopy, startNoJsCopy } from './no-js-copy';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue 16: no React hydration on first load, so ≤ 80 KB gzip of initial JS on every public route. */
const TARGETS = { js: 80, css: 25, performance: 95, performanceGoal: 100, other: 100 };
/** Target pages run this many times (each beside its no-JS copy) and report the median and spread. */
const TARGET_RUNS = 3;
const quick = process.argv.includes('--quick');
const photoOnly = process.argv.includes('--photo');
const ADMIN = { email: 'admin@example.com', password: 'Bench-Admin-Passw0rd!' };

/** Files the prerendered HTML loads before anything else runs: scripts, module preloads, stylesheets. */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (m[1]) js.add(m[1]);
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) if (m[1]) js.add(m[1]);
  for (const m of html.matchAll(/<link rel="stylesheet"[^>]+href="([^"]+\.css)"/g)) if (m[1]) css.add(m[1]);
  return { js: [...js], css: [...css] };
}

const kb = (bytes: number) => bytes / 1024;
function gzipKb(files: readonly string[]): number {
  const built = files.map((f) => join(WEB_ROOT, f)).filter(existsSync);
  return kb(built.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0));
}

/** A few pages that exist only with data: a post, a case study, a job, a filtered list, page 2. */
async function dataPages(origin: string): Promise<{ blog?: string; extra: string[] }> {
  type Items = { data?: { items?: Array<{ slug?: string; _id?: string }> } };
  const first = async (path: string) =>
    ((await (await fetch(`${origin}/api/v1${path}`)).json()) as Items).data?.items?.[0];
  const blog = (await first('/blogs/get-all-blogs?limit=1'))?.slug;
  const study = (await first('/case-studies'))?.slug;
  const job = (await first('/careers/openings'))?._id;
  const blogsHtml = await (await fetch(`${origin}/blogs`)).text();
  const list = blogsHtml.match(/href="(\/blogs\/(?:tag|industry)\/[a-z0-9-]+)"/)?.[1];
  const page2 = blogsHtml.includes('href="/blogs/page/2"') ? '/blogs/page/2' : undefined;
  return {
    blog: blog && `/blogs/${blog}`,
    extra: [page2, list, study && `/case-study/${study}`, job && `/careers/${job}`].filter((p): p is string =>
      Boolean(p),
    ),
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const stack = await startLocalStack({
    dataDir,
    webRoot: WEB_ROOT,
    port: 0,
    admin: ADMIN,
    quiet: true,
    rateLimit: 'off',
  });
  const floor = await startNoJsCopy(stack.url);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const { blog, extra } = await dataPages(stack.url);
    const targets = ['/', '/service/mvp-development', '/careers', '/blogs', ...(blog ? [blog] : [])];
    const all = PUBLIC_SCREENS.map((r) => r.path).filter(isStaticPath);
    const routes = quick ? targets : [...all, ...(blog ? [blog] : []), ...extra];

    // One discarded run warms Chromium, the stack and the OS caches; the first run is otherwise slower.
    await lighthouseRun(`${stack.url}/`, chrome.port, ['performance']);
    if (photoOnly) {
      if (!blog) throw new Error('No seeded post to compare the real photo with');
      console.log(
        `\nreal photo bench on ${stack.url} (Lighthouse mobile preset, ${CHROMIUM}); machine at start: load average ${load()} on 2 cores; other Chromium browsers running: ${otherBrowsers()}`,
      );
      const missed = await photoRows(stack, ADMIN, chrome.port, blog);
      console.log(`machine at end: load average ${load()}`);
      console.log(missed.length ? `Missed:\n  ${missed.join('\n  ')}` : 'All targets met.');
      process.exitCode = missed.length ? 1 : 0;
      return;
    }
    console.log(`\nweb bench on ${stack.url} (Lighthouse mobile preset, ${CHROMIUM})`);
    console.log(
      `machine at start: load average ${load()} (1/5/15 min) on 2 cores; other Chromium browsers running: ${otherBrowsers()}`,
    );
    console.log(
      `target pages: median of ${TARGET_RUNS} Lighthouse runs, each beside a run of the no-JS copy; other pages: one of each`,
    );
    console.log(
      'KB are gzip; "total" is everything the load transferred (Lighthouse); TBT in ms; load: 1-min load average\n',
    );
    console.log(tableHeader());
    const failures: string[] = [];
    for (const route of routes) {
      const html = await (await fetch(`${stack.url}${route}`)).text();
      const { js, css } = initialAssets(html);
      const served: Run[] = [];
      const bare: Run[] = [];
      // Alternate the page and its floor so both see the same machine load.
      for (let i = 0; i < (targets.includes(route) ? TARGET_RUNS : 1); i++) {
        served.push(await lighthouseRun(`${stack.url}${route}`, chrome.port));
        bare.push(await lighthouseRun(`${floor.url}${route}`, chrome.port, ['performance']));
      }
      const s = summarize(served);
      const f = summarize(bare);
      // Initial JS: what the HTML names, and anything else the load requested before any interaction.
      const jsKb = gzipKb([...new Set([...js, ...s.scripts])]);
      const cssKb = gzipKb(css);
      const htmlKb = kb(gzipSync(html).length);
      const floorHtmlKb = kb(gzipSync(noJsCopy(html)).length);
      const load1 = loadavg()[0] ?? Number.NaN;
      console.log(tableRow(route, { jsKb, cssKb, htmlKb, floorHtmlKb, served: s, floor: f, load1 }));
      if (jsKb > TARGETS.js) failures.push(`${route}: JS ${jsKb.toFixed(1)} KB > ${TARGETS.js} KB`);
      if (cssKb > TARGETS.css) failures.push(`${route}: CSS ${cssKb.toFixed(1)} KB > ${TARGETS.css} KB`);
      if (!targets.includes(route)) continue;
      if ((s.scores.performance ?? 0) < TARGETS.performance)
        failures.push(`${route}: performance ${s.scores.performance}`);
      for (const id of ['accessibility', 'best-practices', 'seo', 'agentic-browsing'] as const) {
        if ((s.scores[id] ?? 0) < TARGETS.other) failures.push(`${route}: ${id} ${s.scores[id]}`);
      }
    }
    console.log(
      `\nmachine at end: load average ${load()}; other Chromium browsers running: ${otherBrowsers()}`,
    );
    console.log(
      `Targets: initial JS <= ${TARGETS.js} KB and CSS <= ${TARGETS.css} KB gzip on every public route; on ${targets.join(', ')}: performance median >= ${TARGETS.performance} (goal ${TARGETS.performanceGoal} on a quiet machine, >= ${TARGETS.performance} with another browser running), the other categories ${TARGETS.other}.`,
    );
    console.log(failures.length ? `Missed:\n  ${failures.join('\n  ')}` : 'All targets met.');
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await chrome.kill();
    await floor.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
