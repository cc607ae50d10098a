import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const servicesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * sanitize-html requires postcss (+ source-map-js, ~90 KB) only to parse style
 * attributes; lib/sanitize-html.ts disables that and filters styles itself.
 */
const POSTCSS_STUB = join(servicesDir, 'scripts', 'postcss-stub.ts');

/**
 * sanitize-html only uses `require('htmlparser2').Parser`, but the CommonJS
 * entry also loads domhandler, domutils, dom-serializer and a second copy of
 * `entities` (~120 KB). Point it at the ESM Parser module of its own
 * htmlparser2 (same version, same parser), which esbuild can tree-shake.
 */
const fromSanitizeHtml = createRequire(createRequire(import.meta.url).resolve('sanitize-html'));
const HTMLPARSER2_PARSER = join(
  dirname(fromSanitizeHtml.resolve('htmlparser2')).replace(/commonjs$/, 'esm'),
  'Parser.js',
);

/** Module swaps shared by every Lambda bundle (bundle.test.ts checks them). */
export const BUNDLE_ALIAS: Record<string, string> = {
  postcss: POSTCSS_STUB,
  htmlparser2: HTMLPARSER2_PARSER,
};
