/**
 * `npm run bench:web`: per public route, the JavaScript and CSS a first visit
 * downloads up front (gzip), and Lighthouse's mobile scores (performance,
 * accessibility, best practices, SEO, Agentic Browsing) on Debian's Chromium.
 * Prints figures; it is not a test.
 *
 *   npm run bench:web              every public route
 *   npm run bench:web -- --quick   the four target pages only (home, a service, careers, a blog post)
 *
 * It builds web/ when stale and starts the embedded stack (seeded demo data)
 * on free ports with a throw-away data folder, so blog posts and job openings
 * come from the real API.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_ROOT } from '@app/services/local/paths';
import { startLocalStack } from '@app/services/local/stack';
import { buildWebIfStale } from '@app/services/local/web-build';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { isStaticPath, PUBLIC_ROUTES } from '../src/config/routes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo', 'agentic-browsing'] as const;
const TARGETS = { js: 120, css: 25, performance: 95, other: 100 };
const quick = process.argv.includes('--quick');

/** Files the prerendered HTML loads before anything else runs: scripts, module preloads, stylesheets. */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (m[1]) js.add(m[1]);
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) if (m[1]) js.add(m[1]);
  for (const m of html.matchAll(/<link rel="stylesheet"[^>]+href="([^"]+\.css)"/g)) if (m[1]) css.add(m[1]);
  return { js: [...js], css: [...css] };
}

function gzipKb(files: readonly string[]): number {
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(WEB_ROOT, f))).length, 0);
  return bytes / 1024;
}

async function htmlOf(url: string): Promise<string> {
  return (await fetch(url)).text();
}

type Scores = Partial<Record<(typeof CATEGORIES)[number], number>>;

/** Target pages run this many times and report the median (Lighthouse's advice for variance). */
const TARGET_RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function medianScores(url: string, port: number, runs: number): Promise<Scores> {
  const all: Scores[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseScores(url, port));
  const result: Scores = {};
  for (const id of CATEGORIES) {
    const values = all.map((s) => s[id]).filter((v): v is number => typeof v === 'number');
    if (values.length) result[id] = median(values);
  }
  return result;
}

async function lighthouseScores(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const scores: Scores = {};
  for (const id of CATEGORIES) {
    const score = result?.lhr.categories[id]?.score;
    if (typeof score === 'number') scores[id] = Math.round(score * 100);
  }
  return scores;
}

function pad(value: string | number, width: number): string {
  return String(value).padStart(width);
}

async function main() {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const stack = await startLocalStack({
    dataDir,
    webRoot: WEB_ROOT,
    port: 0,
    admin: { email: 'admin@example.com', password: 'Bench-Admin-Passw0rd!' },
    quiet: true,
    rateLimit: 'off',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const blogs = (await (await fetch(`${stack.url}/api/v1/blogs/get-all-blogs?limit=1`)).json()) as {
      data?: { items?: Array<{ slug: string }> };
    };
    const blog = blogs.data?.items?.[0]?.slug;
    const all = PUBLIC_ROUTES.map((r) => r.path).filter(isStaticPath);
    const targets = ['/', '/service/mvp-development', '/careers', ...(blog ? [`/blogs/${blog}`] : [])];
    const routes = quick ? targets : [...all, ...(blog ? [`/blogs/${blog}`] : [])];

    // One discarded run warms Chromium, the stack and the OS caches; the first run is otherwise slower.
    await lighthouseScores(`${stack.url}/`, chrome.port);
    console.log(`\nweb bench on ${stack.url} (Lighthouse mobile preset, ${CHROMIUM})`);
    console.log(`target pages: median of ${TARGET_RUNS} Lighthouse runs; other pages: one run\n`);
    console.log(
      `${'route'.padEnd(44)}${pad('JS KB', 8)}${pad('CSS KB', 8)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('agent', 7)}`,
    );
    const failures: string[] = [];
    for (const route of routes) {
      const { js, css } = initialAssets(await htmlOf(`${stack.url}${route}`));
      const jsKb = gzipKb(js);
      const cssKb = gzipKb(css);
      const s = await medianScores(
        `${stack.url}${route}`,
        chrome.port,
        targets.includes(route) ? TARGET_RUNS : 1,
      );
      console.log(
        `${route.padEnd(44)}${pad(jsKb.toFixed(1), 8)}${pad(cssKb.toFixed(1), 8)}${pad(s.performance ?? '-', 6)}${pad(s.accessibility ?? '-', 6)}${pad(s['best-practices'] ?? '-', 6)}${pad(s.seo ?? '-', 6)}${pad(s['agentic-browsing'] ?? '-', 7)}`,
      );
      if (jsKb > TARGETS.js) failures.push(`${route}: JS ${jsKb.toFixed(1)} KB > ${TARGETS.js} KB`);
      if (cssKb > TARGETS.css) failures.push(`${route}: CSS ${cssKb.toFixed(1)} KB > ${TARGETS.css} KB`);
      if (targets.includes(route)) {
        if ((s.performance ?? 0) < TARGETS.performance)
          failures.push(`${route}: performance ${s.performance}`);
        for (const id of ['accessibility', 'best-practices', 'seo', 'agentic-browsing'] as const) {
          if ((s[id] ?? 0) < TARGETS.other) failures.push(`${route}: ${id} ${s[id]}`);
        }
      }
    }
    console.log(
      `\nTargets: JS <= ${TARGETS.js} KB and CSS <= ${TARGETS.css} KB gzip on every route; on ${targets.join(', ')}: performance >= ${TARGETS.performance}, the others ${TARGETS.other}.`,
    );
    console.log(failures.length ? `Missed:\n  ${failures.join('\n  ')}` : 'All targets met.');
  } finally {
    await chrome.kill();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
