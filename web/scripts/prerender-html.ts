/**
 * Pure helpers of the prerenderer: splitting the built index.html template
 * around the page's head tags and app HTML, and resolving a page's CSS from
 * Vite's manifest. Tested in prerender-html.test.ts.
 */

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const HEAD_START = '<!--head:start-->';
const HEAD_END = '<!--head:end-->';
const APP_HTML = '<div id="root"><!--app-html--></div>';

/** The built template cut where the page's head tags and its app HTML go. */
export interface TemplatePieces {
  readonly beforeHead: string;
  /** Between the head tags and the app HTML (the page's CSS links go first). */
  readonly betweenHeadAndApp: string;
  readonly afterApp: string;
}

export function splitTemplate(template: string, pageCss: string): TemplatePieces {
  const headStart = template.indexOf(HEAD_START);
  const headEnd = template.indexOf(HEAD_END);
  const app = template.indexOf(APP_HTML);
  if (headStart < 0 || headEnd < headStart || app < headEnd) {
    throw new Error('index.html lacks the <!--head:start-->...<!--head:end--> block or <!--app-html-->');
  }
  const css = pageCss ? `\n    ${pageCss}` : '';
  return {
    beforeHead: template.slice(0, headStart),
    betweenHeadAndApp: `${css}${template.slice(headEnd + HEAD_END.length, app)}<div id="root">`,
    afterApp: `</div>${template.slice(app + APP_HTML.length)}`,
  };
}

/** A finished static page. Index-based cuts: nothing in `head` or `appHtml` is read as a pattern. */
export function fillTemplate(
  template: string,
  parts: { head: string; appHtml: string; pageCss?: string },
): string {
  const pieces = splitTemplate(template, parts.pageCss ?? '');
  return pieces.beforeHead + parts.head + pieces.betweenHeadAndApp + parts.appHtml + pieces.afterApp;
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

/** JS and CSS files an HTML entry (index.html, spa.html) loads up front. */
function entryFiles(manifest: Manifest, entry = 'index.html'): { js: string[]; css: string[] } {
  const out = { js: [] as string[], css: [] as string[] };
  collect(manifest, entry, new Set(), out);
  return out;
}

/**
 * `<link rel="stylesheet">` tags for a page module's CSS and its islands' CSS
 * (the prerendered form is styled before its code loads). Public pages are
 * not hydrated, so no page JavaScript is preloaded. Files the entry already
 * loads are skipped.
 */
export function pageCssTags(
  manifest: Manifest,
  source: string | null,
  islandSources: readonly string[] = [],
): string {
  if (!source) return '';
  const entry = entryFiles(manifest);
  const css: string[] = [];
  for (const module of [source, ...islandSources]) {
    const files = { js: [] as string[], css: [] as string[] };
    collect(manifest, module, new Set(), files);
    css.push(...files.css);
  }
  return [...new Set(css)]
    .filter((f) => !entry.css.includes(f))
    .map((f) => `<link rel="stylesheet" href="/${f}">`)
    .join('\n    ');
}
