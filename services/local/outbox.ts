import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * The local SES: an outbox that records every mail as a JSON file. It accepts
 * SES v2 `SendEmail` calls (so the handlers' SESv2Client works unchanged) and
 * direct writes from the local Cognito, and renders a page listing them.
 */
export interface OutboxMail {
  id: string;
  at: string;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  html?: string;
  text?: string;
  source: 'ses' | 'cognito';
}

export class Outbox {
  /** While false the SES endpoint answers 503, as a mail outage would (fault injection). */
  available = true;

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  record(mail: Omit<OutboxMail, 'id' | 'at'>): OutboxMail {
    const at = new Date().toISOString();
    const full: OutboxMail = { id: `${at.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`, at, ...mail };
    writeFileSync(join(this.dir, `${full.id}.json`), JSON.stringify(full, null, 2));
    return full;
  }

  list(): OutboxMail[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(join(this.dir, f), 'utf8')) as OutboxMail);
  }

  /** SES v2 `POST /v2/email/outbound-emails`. */
  async handleSes(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (!this.available) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Mail service unavailable' }));
      return;
    }
    if (req.method !== 'POST' || !req.url?.startsWith('/v2/email/outbound-emails')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Unknown SES operation' }));
      return;
    }
    try {
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SesSendEmailInput;
      const simple = input.Content?.Simple;
      const mail = this.record({
        from: input.FromEmailAddress ?? '',
        to: input.Destination?.ToAddresses ?? [],
        replyTo: input.ReplyToAddresses ?? [],
        subject: simple?.Subject?.Data ?? '',
        html: simple?.Body?.Html?.Data,
        text: simple?.Body?.Text?.Data,
        source: 'ses',
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MessageId: mail.id }));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Malformed SendEmail request' }));
    }
  }

  renderPage(): string {
    const esc = (s: string) =>
      s.replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
      );
    const rows = this.list()
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p><b>To:</b> ${esc(m.to.join(', '))} · <b>From:</b> ${esc(m.from)}${
            m.replyTo.length ? ` · <b>Reply-To:</b> ${esc(m.replyTo.join(', '))}` : ''
          } · <time>${esc(m.at)}</time> · ${m.source}</p><pre>${esc(m.text ?? (m.html ?? '').replace(/<br\s*\/?>/g, '\n').replace(/<[^<>]+>/g, ''))}</pre></article>`,
      )
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Local outbox</h1><p>Every mail the local stack sent, newest first. JSON: <a href="?format=json">?format=json</a></p>${rows || '<p>No mail yet.</p>'}</body></html>`;
  }
}

interface SesSendEmailInput {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  ReplyToAddresses?: string[];
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Html?: { Data?: string }; Text?: { Data?: string } } };
  };
}
