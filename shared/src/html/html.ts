/**
 * A small HTML tree and its serializer: the one way generated pages put data
 * into HTML (issue 14, finding 1). Structure comes only from code (`h()`
 * with literal tag and attribute names); data enters only as text children
 * or attribute values, which the serializer escapes for their context. No
 * value ever passes through `String.prototype.replace` as a replacement
 * string, so `$&`, `` $` `` and `$'` stay plain text.
 *
 * - Text: `&`, `<`, `>` escaped. Attribute values: always double-quoted,
 *   `&`, `"`, `<`, `>` escaped. What HTML cannot carry is normalised first
 *   (`htmlText`): CR and CRLF become LF (as the parser does), and control
 *   characters other than tab/LF/FF, noncharacters and lone surrogates are
 *   dropped (a conforming parser reports each as an error).
 * - Tag and attribute names are checked against a strict pattern, and `on*`
 *   attributes are refused: event handlers never come from a page renderer.
 * - URL attributes (href, src, action, formaction, poster) that name a
 *   scheme other than http, https, mailto or tel render as `about:invalid`.
 * - `trustedHtml` is the only way to insert markup: sanitised rich text
 *   (services/src/lib/sanitize-html.ts) and the build's own template HTML.
 * - `<script>` holds only `jsonScript` data (JSON with `<`, U+2028/9
 *   escaped), never text.
 */

export type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

export interface ElementNode {
  readonly kind: 'element';
  readonly tag: string;
  readonly attrs: Attrs;
  readonly children: readonly HtmlNode[];
}
export interface TextNode {
  readonly kind: 'text';
  readonly value: string;
}
export interface RawNode {
  readonly kind: 'raw';
  readonly html: string;
}
export type HtmlNode = ElementNode | TextNode | RawNode;
export type Child = HtmlNode | string | number | null | undefined | false | readonly Child[];

export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG_NAME = /^[a-z][a-z0-9-]*$/;
const ATTR_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:.-]*$/;
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'poster']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;' };

/** Characters HTML cannot carry: C0/C1 controls but tab, LF and FF; noncharacters; lone surrogates. */
const UNCARRIABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
  /[\0-\x08\x0B\x0E-\x1F\x7F-\x9F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** What an HTML page can carry of a string (the text a browser reads back from it). */
export function htmlText(value: string): string {
  return value.replace(/\r\n?/g, () => '\n').replace(UNCARRIABLE, () => '');
}

export function escapeText(value: string): string {
  return htmlText(value).replace(/[&<>]/g, (c) => TEXT_ESCAPES[c] as string);
}

export function escapeAttr(value: string): string {
  return htmlText(value).replace(/[&<>"]/g, (c) => ATTR_ESCAPES[c] as string);
}

/**
 * The scheme of a URL the way a browser reads it (ASCII whitespace and
 * control characters inside the scheme are ignored), or null for a relative
 * URL. Linear: one pass up to the first `:`, `/`, `?` or `#`.
 */
export function urlScheme(url: string): string | null {
  let scheme = '';
  for (const ch of url) {
    if (ch === ':') return scheme.toLowerCase();
    if (ch === '/' || ch === '?' || ch === '#') return null;
    if (ch.charCodeAt(0) <= 0x20) continue;
    scheme += ch;
  }
  return null;
}

export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || SAFE_SCHEMES.has(scheme);
}

function checkName(name: string, pattern: RegExp, what: string): void {
  if (!pattern.test(name)) throw new Error(`Invalid ${what} name: ${JSON.stringify(name)}`);
}

function flatten(children: readonly Child[], out: HtmlNode[] = []): HtmlNode[] {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) flatten(child, out);
    else if (typeof child === 'string' || typeof child === 'number')
      out.push({ kind: 'text', value: String(child) });
    else out.push(child as HtmlNode);
  }
  return out;
}

/** An element. Tag and attribute names must be literals of the caller's code. */
export function h(tag: string, attrs?: Attrs | null, ...children: Child[]): ElementNode {
  checkName(tag, TAG_NAME, 'tag');
  for (const name of Object.keys(attrs ?? {})) {
    checkName(name, ATTR_NAME, 'attribute');
    if (/^on/i.test(name)) throw new Error(`Event handler attributes are not allowed: ${name}`);
  }
  const nodes = flatten(children);
  if (VOID_ELEMENTS.has(tag) && nodes.length > 0) throw new Error(`<${tag}> cannot have children`);
  if ((tag === 'script' || tag === 'style') && nodes.some((n) => n.kind !== 'raw'))
    throw new Error(`<${tag}> takes only jsonScript data`);
  return { kind: 'element', tag, attrs: attrs ?? {}, children: nodes };
}

export function text(value: string): TextNode {
  return { kind: 'text', value };
}

/** Markup that is already safe: sanitised rich text or the build's own HTML. */
export function trustedHtml(html: string): RawNode {
  return { kind: 'raw', html };
}

const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON inside a <script> element: nothing in it can close the element or
 * start a comment (`<` escaped), and characters HTML cannot carry raw are
 * \u-escaped, so JSON.parse of the element's text gives the data back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[<\u007f-\u009f\u2028\u2029\ufdd0-\ufdef\ufffe\uffff]/g, unicodeEscape)
    .replace(
      /[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/g,
      (pair) => pair.split('').map(unicodeEscape).join(''),
    );
}

export function jsonScript(type: string, data: unknown, attrs: Attrs = {}): ElementNode {
  return h('script', { type, ...attrs }, trustedHtml(jsonForScript(data)));
}

export function serializeAttrs(attrs: Attrs): string {
  let out = '';
  for (const [name, raw] of Object.entries(attrs)) {
    if (raw === null || raw === undefined || raw === false) continue;
    if (raw === true) {
      out += ` ${name}`;
      continue;
    }
    let value = String(raw);
    if (URL_ATTRS.has(name.toLowerCase()) && !isSafeUrl(value)) value = 'about:invalid';
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

export function serialize(nodes: Child): string {
  let out = '';
  for (const node of flatten([nodes])) {
    if (node.kind === 'text') out += escapeText(node.value);
    else if (node.kind === 'raw') out += node.html;
    else {
      out += `<${node.tag}${serializeAttrs(node.attrs)}>`;
      if (VOID_ELEMENTS.has(node.tag)) continue;
      out += serialize(node.children);
      out += `</${node.tag}>`;
    }
  }
  return out;
}
