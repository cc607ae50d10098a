/**
 * Hostile inputs for every rich-text and plain-text field (issue "Bad input").
 * Each entry would run script in a browser if it reached a page unescaped
 * or unsanitised. Tests assert that none survives as markup: no element
 * other than the allowlist, no on* attribute, no javascript:/data: URL.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="/media/x.png" onerror=window.__xss=1>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="jav&#x61;script:window.__xss=1">entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">dec</a>',
  '<a href="java\nscript:window.__xss=1">newline</a>',
  '<a href=" javascript:window.__xss=1">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="0" y="20">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss=1)">css url</p>',
  '<div style="width: expression(window.__xss=1)">css expression</div>',
  '<span style="font-size: expression(window.__xss=1)">css expression on span</span>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '&#60;img src=x onerror=window.__xss=1&#62;',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<a href="https://example.com" onclick="window.__xss=1">onclick</a>',
  '<p class="font-arial" onmouseover="window.__xss=1">hover</p>',
];

/** Elements a sanitised document may hold (services/src/lib/sanitize-html.ts). */
const SAFE_TAGS = new Set(
  'p br h1 h2 h3 h4 h5 h6 strong b em i u s strike del sub sup mark code pre blockquote ul ol li a img span hr figure figcaption'.split(
    ' ',
  ),
);
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*"([^"]*)")?/g;

function decode(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
      .replace(/&colon;/gi, ':')
      .replace(/&amp;/g, '&')
      // Browsers ignore whitespace and control characters inside a URL scheme.
      .replace(/\s+/g, '')
      .replace(/\p{Cc}+/gu, '')
  );
}

/**
 * Why `html` (sanitiser output, where every "<" of text is escaped) is
 * unsafe, or null: an element off the allowlist, an on* attribute, a
 * javascript:/data:/vbscript: URL, or a style with expression()/url().
 */
export function findDangerousMarkup(html: string, alsoAllowed: readonly string[] = []): string | null {
  for (const tag of html.matchAll(TAG)) {
    const name = (tag[1] ?? '').toLowerCase();
    if (!SAFE_TAGS.has(name) && !alsoAllowed.includes(name)) return `element <${name}>`;
    for (const attr of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      const attrName = (attr[1] ?? '').toLowerCase();
      const value = decode(attr[2] ?? '').toLowerCase();
      if (attrName.startsWith('on')) return `attribute ${attrName}`;
      if (/^(?:javascript|vbscript|data):/.test(value)) return `URL ${value}`;
      if (attrName === 'style' && /expression\(|url\(/.test(value)) return `style ${value}`;
      if (attrName === 'srcdoc' || attrName === 'formaction' || attrName.includes(':'))
        return `attribute ${attrName}`;
    }
  }
  return null;
}
