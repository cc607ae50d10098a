/**
 * Pure helpers of the prerenderer: filling the built index.html template and
 * resolving a page's chunk and CSS from Vite's manifest. Tested in
 * prerender-html.test.ts.
 */

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const HEAD_BLOCK = /<!--head:start-->[\s\S]*?<!--head:end-->/;
const APP_HTML = '<!--app-html-->';

export function fillTemplate(
  template: string,
  parts: { head: string; appHtml: string; marker: string | null },
): string {
  if (!HEAD_BLOCK.test(template) || !template.includes(APP_HTML)) {
    throw new Error('index.html lacks the <!--head:start-->...<!--head:end--> block or <!--app-html-->');
  }
  const root =
    parts.marker === null ? '<div id="root">' : `<div id="root" data-prerendered="${parts.marker}">`;
  return template
    .replace(HEAD_BLOCK, () => parts.head)
    .replace(`<div id="root">${APP_HTML}</div>`, () => `${root}${parts.appHtml}</div>`);
}

function collect(manifest: Manifest, key: string, seen: Set<string>, out: { js: string[]; css: string[] }) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no entry for ${key}`);
  out.js.push(chunk.file);
  out.css.push(...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, out);
}

/** JS and CSS files the entry (index.html) loads up front. */
export function entryFiles(manifest: Manifest): { js: string[]; css: string[] } {
  const out = { js: [] as string[], css: [] as string[] };
  collect(manifest, 'index.html', new Set(), out);
  return out;
}

/**
 * `<link>` tags that load a page module's chunk and CSS together with the
 * entry, so hydration does not wait for a second round trip and the page's
 * styles apply before first paint. Files the entry already loads are skipped.
 */
export function pagePreloadTags(
  manifest: Manifest,
  source: string | null,
  islandSources: readonly string[] = [],
): string {
  if (!source) return '';
  const entry = entryFiles(manifest);
  const page = { js: [] as string[], css: [] as string[] };
  collect(manifest, source, new Set(), page);
  // Deferred islands: their CSS styles the prerendered form at once; their code loads later.
  for (const island of islandSources) {
    const files = { js: [] as string[], css: [] as string[] };
    collect(manifest, island, new Set(), files);
    page.css.push(...files.css);
  }
  const js = [...new Set(page.js)].filter((f) => !entry.js.includes(f));
  const css = [...new Set(page.css)].filter((f) => !entry.css.includes(f));
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}
