import { h, serialize, trustedHtml } from '@app/shared/html/html';
import type { OutboxMail } from './outbox-mail';

/**
 * The outbox page (`/_local/outbox`): every mail, newest first, with its text
 * part readable in place and links to its HTML, raw MIME and attachments.
 * Built with the shared serializer, so nothing a visitor typed can inject markup.
 */
const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}.links a{margin-right:1rem}';

export function renderOutboxPage(mails: OutboxMail[], base = '/_local/outbox'): string {
  const rows = mails.map((m) =>
    h(
      'article',
      null,
      h('h2', null, m.subject),
      h(
        'p',
        null,
        h('b', null, 'To: '),
        m.to.join(', '),
        ' · ',
        h('b', null, 'From: '),
        m.from,
        m.replyTo.length ? [' · ', h('b', null, 'Reply-To: '), m.replyTo.join(', ')] : null,
        ' · ',
        h('time', null, m.at),
        ` · ${m.source}`,
      ),
      h(
        'p',
        { class: 'links' },
        m.html ? h('a', { href: `${base}/${m.id}.html` }, 'View HTML') : null,
        m.raw ? h('a', { href: `${base}/${m.id}.eml` }, 'Raw MIME (.eml)') : null,
        (m.attachments ?? []).map((a, i) =>
          h(
            'a',
            { href: `${base}/${m.id}/attachments/${i}` },
            `Attachment: ${a.filename} (${a.contentType})`,
          ),
        ),
      ),
      h('pre', null, m.text ?? ''),
    ),
  );
  const page = h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charset: 'utf-8' }),
      h('title', null, 'Local outbox'),
      h('style', null, trustedHtml(STYLE)),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Local outbox'),
      h(
        'p',
        null,
        'Every mail the local stack sent, newest first. JSON: ',
        h('a', { href: '?format=json' }, '?format=json'),
      ),
      rows.length ? rows : h('p', null, 'No mail yet.'),
    ),
  );
  return `<!doctype html>${serialize(page)}`;
}
