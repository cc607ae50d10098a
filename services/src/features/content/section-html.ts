/**
 * Patches a prerendered page with the staff-edited site sections: every
 * element marked `data-section-field="<section>.<field>"` gets the stored
 * value (text escaped; paragraphs cloned from the first <p>; images get src
 * and alt), and the values are embedded as JSON for the SPA. Pure string
 * work on the HTML the prerenderer wrote (leaf elements, quoted attributes).
 */
import { SECTION_DEFS, SECTIONS_SCRIPT_ID, type SiteSections } from '@app/shared/site-sections';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SCRIPT = new RegExp(
  `<script type="application/json" id="${SECTIONS_SCRIPT_ID}">[\\s\\S]*?</script>\\s*`,
  'g',
);

export function hasSectionsScript(html: string): boolean {
  return html.includes(`id="${SECTIONS_SCRIPT_ID}"`);
}

function replaceElementContent(
  html: string,
  field: string,
  render: (inner: string, open: string) => string,
): string {
  const re = new RegExp(
    `(<([a-z0-9]+)\\b[^>]*\\bdata-section-field="${escapeRegExp(field)}"[^>]*>)([\\s\\S]*?)(</\\2>)`,
    'g',
  );
  return html.replace(
    re,
    (_m, open: string, _tag: string, inner: string, close: string) => `${open}${render(inner, open)}${close}`,
  );
}

function setAttribute(tag: string, name: string, value: string): string {
  const re = new RegExp(`\\s${name}="[^"]*"`);
  const attr = ` ${name}="${escapeHtml(value)}"`;
  return re.test(tag) ? tag.replace(re, attr) : tag.replace(/\s*\/?>$/, (end) => `${attr}${end}`);
}

export function patchSectionHtml(html: string, sections: SiteSections): string {
  let out = html.replace(SCRIPT, '');
  for (const def of SECTION_DEFS) {
    const values = sections[def.key] ?? {};
    for (const f of def.fields) {
      const value = values[f.name];
      const field = `${def.key}.${f.name}`;
      if (!value || f.name === 'alt') continue;
      if (f.kind === 'text') out = replaceElementContent(out, field, () => escapeHtml(value));
      else if (f.kind === 'multiline') {
        out = replaceElementContent(out, field, (inner) => {
          const open = /<p\b[^>]*>/.exec(inner)?.[0] ?? '<p>';
          return value
            .split('\n')
            .map((p) => p.trim())
            .filter(Boolean)
            .map((p) => `${open}${escapeHtml(p)}</p>`)
            .join('');
        });
      } else {
        const re = new RegExp(`<img\\b[^>]*\\bdata-section-field="${escapeRegExp(field)}"[^>]*>`, 'g');
        out = out.replace(re, (tag) => {
          const withSrc = setAttribute(tag, 'src', value);
          return values.alt ? setAttribute(withSrc, 'alt', values.alt) : withSrc;
        });
      }
    }
  }
  const json = JSON.stringify(sections).replace(/</g, '\\u003c');
  return out.replace(
    /<\/head>/i,
    `<script type="application/json" id="${SECTIONS_SCRIPT_ID}">${json}</script>\n  </head>`,
  );
}
