/**
 * The one layout of every mail the site sends: a branded header, a heading,
 * paragraphs, a table of details, an optional button, a signature and a
 * footer, as HTML (table layout with inline styles, which mail clients
 * render) and as the plain-text part. Values enter the HTML only through the
 * serializer in shared/src/html/html.ts, which escapes them; nothing is built
 * by string replacement.
 */
import { type Child, h, serialize } from '@app/shared/html/html';
import { BRAND, footerLines, type Signature } from './mail-brand';

export type MailRow = [label: string, value: string | undefined];

export interface MailContent {
  /** Shown by mail clients next to the subject, hidden in the body. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  rows?: MailRow[];
  /** A code to type (a one-time code, a temporary password): large, spaced, on its own line. */
  code?: { label: string; value: string };
  button?: { label: string; href: string };
  /** More tables of details, each under its own heading (the digest's top campaigns). */
  sections?: Array<{ heading: string; rows: MailRow[] }>;
  /** Links after the button (the digest's screens), one line each. */
  links?: Array<{ label: string; href: string }>;
  /** Paragraphs after the details. */
  after?: string[];
  signature: Signature;
  /** Why the reader got this mail. */
  reason: string;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function multiline(value: string): Child[] {
  return value.split('\n').flatMap((line, i) => (i === 0 ? [line] : [h('br'), line]));
}

function paragraph(text: string, style = ''): Child {
  return h(
    'p',
    { style: `margin:0 0 16px;font-size:16px;line-height:24px;color:${BRAND.ink};${style}` },
    text,
  );
}

function detailsTable(rows: [string, string][]): Child {
  return h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellpadding: '0',
      cellspacing: '0',
      style: `margin:8px 0 24px;border-collapse:collapse;background:${BRAND.panel};border-radius:8px`,
    },
    rows.map(([label, value]) =>
      h(
        'tr',
        null,
        h(
          'th',
          {
            align: 'left',
            valign: 'top',
            style: `padding:10px 16px;font-size:14px;line-height:20px;color:${BRAND.muted};font-weight:600;width:30%;overflow-wrap:normal;word-break:normal`,
          },
          label,
        ),
        h(
          'td',
          { style: `padding:10px 16px;font-size:14px;line-height:20px;color:${BRAND.ink}` },
          multiline(value),
        ),
      ),
    ),
  );
}

function codeBlock(label: string, value: string): Child {
  return h(
    'p',
    { style: `margin:0 0 24px;padding:16px;background:${BRAND.panel};border-radius:8px;text-align:center` },
    h('span', { style: `display:block;font-size:13px;color:${BRAND.muted};margin-bottom:6px` }, label),
    h(
      'strong',
      {
        style: `font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:24px;letter-spacing:3px;color:${BRAND.ink};overflow-wrap:anywhere`,
        // Last, so tests find the value right after it (test/support/auth-users.ts codeFromMail).
        'data-mail-code': 'code',
      },
      value,
    ),
  );
}

function button(label: string, href: string): Child {
  return h(
    'p',
    { style: 'margin:0 0 24px' },
    h(
      'a',
      {
        href,
        style: `display:inline-block;background:${BRAND.accent};color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px`,
      },
      label,
    ),
  );
}

function sectionBlock(heading: string, rows: [string, string][]): Child {
  return [
    h('h2', { style: `margin:8px 0 8px;font-size:17px;line-height:24px;color:${BRAND.ink}` }, heading),
    detailsTable(rows),
  ];
}

function linkList(links: NonNullable<MailContent['links']>): Child {
  return h(
    'p',
    { style: `margin:0 0 16px;font-size:15px;line-height:26px;color:${BRAND.ink}` },
    links.map((l, i) => [
      i ? h('br') : null,
      h('a', { href: l.href, style: `color:${BRAND.accent};text-decoration:underline` }, l.label),
    ]),
  );
}

function signatureBlock(s: Signature): Child {
  return h(
    'p',
    { style: `margin:24px 0 0;font-size:15px;line-height:22px;color:${BRAND.ink}` },
    s.closing ? [s.closing, h('br')] : null,
    h('strong', null, s.name),
    h('br'),
    h('span', { style: `color:${BRAND.muted}` }, s.role),
    s.lines.map((line) => [h('br'), h('span', { style: `color:${BRAND.muted}` }, line)]),
  );
}

function presentRows(rows: MailRow[] = []): [string, string][] {
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

export function renderMailHtml(c: MailContent): string {
  const rows = presentRows(c.rows);
  const card = h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellpadding: '0',
      cellspacing: '0',
      style: 'max-width:600px;background:#ffffff;border:1px solid #e3e5f0;border-radius:12px',
    },
    h(
      'tr',
      null,
      h(
        'td',
        { style: `background:${BRAND.dark};padding:20px 24px;border-radius:12px 12px 0 0` },
        h(
          'span',
          { style: `font-family:${FONT};font-size:22px;font-weight:700;color:#ffffff;letter-spacing:0.2px` },
          h('span', { style: 'color:#b6bcfb' }, '\u263E '),
          BRAND.name,
        ),
      ),
    ),
    h(
      'tr',
      null,
      h(
        'td',
        // A long address or link breaks inside its cell instead of widening the mail past a phone's screen.
        { style: `padding:28px 24px;font-family:${FONT};overflow-wrap:anywhere;word-break:break-word` },
        h('h1', { style: `margin:0 0 16px;font-size:22px;line-height:30px;color:${BRAND.ink}` }, c.heading),
        c.paragraphs.map((p) => paragraph(p)),
        rows.length ? detailsTable(rows) : null,
        (c.sections ?? []).map((sec) =>
          presentRows(sec.rows).length ? sectionBlock(sec.heading, presentRows(sec.rows)) : null,
        ),
        c.code ? codeBlock(c.code.label, c.code.value) : null,
        c.button ? button(c.button.label, c.button.href) : null,
        c.links?.length ? linkList(c.links) : null,
        (c.after ?? []).map((p) => paragraph(p)),
        signatureBlock(c.signature),
      ),
    ),
    h(
      'tr',
      null,
      h(
        'td',
        {
          style: `padding:16px 24px;background:${BRAND.panel};border-radius:0 0 12px 12px;font-family:${FONT};font-size:12px;line-height:18px;color:${BRAND.muted}`,
        },
        [...footerLines(), c.reason].map((line) => h('p', { style: 'margin:0 0 4px' }, line)),
      ),
    ),
  );
  const document = h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charset: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('title', null, c.heading),
    ),
    h(
      'body',
      { style: `margin:0;padding:0;background:${BRAND.panel}` },
      h('div', { style: 'display:none;max-height:0;overflow:hidden;opacity:0' }, c.preheader),
      h(
        'table',
        {
          role: 'presentation',
          width: '100%',
          cellpadding: '0',
          cellspacing: '0',
          style: `background:${BRAND.panel}`,
        },
        h('tr', null, h('td', { align: 'center', style: 'padding:24px 8px' }, card)),
      ),
    ),
  );
  return `<!doctype html>${serialize(document)}`;
}

export function renderMailText(c: MailContent): string {
  const rows = presentRows(c.rows);
  const s = c.signature;
  const lines = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(([l, v]) => `${l}: ${v}`), ''] : []),
    ...(c.sections ?? []).flatMap((sec) => {
      const present = presentRows(sec.rows);
      return present.length ? [sec.heading, ...present.map(([l, v]) => `${l}: ${v}`), ''] : [];
    }),
    ...(c.code ? [`${c.code.label}: ${c.code.value}`, ''] : []),
    ...(c.button ? [`${c.button.label}: ${c.button.href}`, ''] : []),
    ...(c.links?.length ? [...c.links.map((l) => `${l.label}: ${l.href}`), ''] : []),
    ...(c.after ?? []).flatMap((p) => [p, '']),
    ...(s.closing ? [s.closing] : []),
    s.name,
    s.role,
    ...s.lines,
    '',
    '--',
    ...footerLines(),
    c.reason,
  ];
  return lines.join('\n');
}

export function renderMail(c: MailContent): { html: string; text: string } {
  return { html: renderMailHtml(c), text: renderMailText(c) };
}
