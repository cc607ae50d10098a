/**
 * Builds the collection script (src/insights) as its own small classic
 * script, outside Vite's module graph, and adds it to the page template as a
 * deferred <script src>: every prerendered page, the SPA shell and the pages
 * the services render from that shell load it, and it never blocks rendering.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ENTRY = resolve(import.meta.dirname, '..', 'src', 'insights', 'main.ts');
/** ANALYTICS script budget (issue 18): at most 1.5 KB gzip. */
export const INSIGHTS_BUDGET_GZIP = 1536;

export async function bundleInsights(): Promise<string> {
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    legalComments: 'none',
  });
  return out.outputFiles[0]?.text ?? '';
}

export function gzipBytes(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

/** Writes assets/insights-<hash>.js into `dist` and returns its URL path. */
export async function writeInsights(dist: string): Promise<string> {
  const code = await bundleInsights();
  if (gzipBytes(code) > INSIGHTS_BUDGET_GZIP)
    throw new Error(
      `The insights script is ${gzipBytes(code)} B gzip, over its ${INSIGHTS_BUDGET_GZIP} B budget`,
    );
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const file = `assets/insights-${hash}.js`;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, file), code);
  return `/${file}`;
}

/** Adds the deferred script tag to the template's <head>. */
export function withInsightsTag(html: string, src: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', () => `  <script defer src="${src}"></script>\n  </head>`);
}
