import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import type { OutboxAttachment, OutboxMail } from './outbox-mail';
import { renderOutboxPage } from './outbox-page';

const ID = /^[A-Za-z0-9-]{1,80}$/;

function isText(type: string): boolean {
  return type.startsWith('text/') || type === 'application/ics';
}

/**
 * The local SES: an outbox that records every mail as a JSON file. It accepts
 * SES v2 `SendEmail` calls, both `Content.Simple` and `Content.Raw` (the raw
 * MIME is kept beside the JSON as `<id>.eml`, and parsed so the JSON carries
 * the subject, text, HTML and attachments such as a meeting's .ics), so the
 * handlers' SESv2Client works unchanged; plus direct writes from the local
 * Cognito. Pages: `/` lists them, `/<id>.html` shows one mail's HTML part,
 * `/<id>.eml` the raw message, `/<id>/attachments/<n>` an attachment.
 */
export class Outbox {
  /** While false the SES endpoint answers 503, as a mail outage would (fault injection). */
  available = true;
  /**
   * Each mail file parsed once: a mail's JSON is written once and never changed (only erased),
   * and a test stack's outbox holds hundreds of mails that `list()` was parsing on every call.
   * The mails given out are shared: read them, do not change them.
   */
  private readonly parsed = new Map<string, OutboxMail>();

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  record(mail: Omit<OutboxMail, 'id' | 'at'>, rawMime?: Uint8Array): OutboxMail {
    // When "SES" accepted the mail: real time (the mail's own Date header follows the business clock).
    const at = new Date().toISOString();
    const full: OutboxMail = { id: `${at.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`, at, ...mail };
    if (rawMime) {
      writeFileSync(join(this.dir, `${full.id}.eml`), rawMime);
      full.raw = true;
    }
    writeFileSync(join(this.dir, `${full.id}.json`), JSON.stringify(full, null, 2));
    return full;
  }

  list(): OutboxMail[] {
    const files = readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    // Files removed by hand (or by another process) leave the cache too.
    if (this.parsed.size > files.length) {
      const present = new Set(files);
      for (const f of this.parsed.keys()) if (!present.has(f)) this.parsed.delete(f);
    }
    return files.map((f) => {
      let mail = this.parsed.get(f);
      if (!mail) {
        mail = JSON.parse(readFileSync(join(this.dir, f), 'utf8')) as OutboxMail;
        this.parsed.set(f, mail);
      }
      return mail;
    });
  }

  get(id: string): OutboxMail | undefined {
    if (!ID.test(id)) return undefined;
    const file = join(this.dir, `${id}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as OutboxMail) : undefined;
  }

  /**
   * The mails that name an address (to, reply-to, or anywhere in the text or
   * HTML), case-insensitive: what the privacy search and export show of the
   * outbox, and what the erasure deletes (issue 28).
   */
  naming(email: string): OutboxMail[] {
    const needle = email.trim().toLowerCase();
    if (!needle) return [];
    const has = (s: string | undefined) => (s ?? '').toLowerCase().includes(needle);
    return this.list().filter(
      (m) => [...m.to, ...m.replyTo].some((a) => a.toLowerCase() === needle) || has(m.text) || has(m.html),
    );
  }

  /** Deletes the mails that name the address (their JSON and raw MIME); returns how many. */
  erase(email: string): number {
    const mails = this.naming(email);
    for (const mail of mails) {
      rmSync(join(this.dir, `${mail.id}.json`), { force: true });
      rmSync(join(this.dir, `${mail.id}.eml`), { force: true });
    }
    return mails.length;
  }

  /** Records a raw MIME mail with the fields parsed out of it. */
  async recordRaw(
    rawMime: Uint8Array,
    envelope: { from?: string; to?: string[]; tags?: Record<string, string> },
  ): Promise<OutboxMail> {
    const parsed = await PostalMime.parse(rawMime);
    const attachments: OutboxAttachment[] = parsed.attachments.map((a) => {
      const bytes =
        typeof a.content === 'string'
          ? Buffer.from(a.content, 'utf8')
          : Buffer.from(a.content as ArrayBuffer);
      const text = isText(a.mimeType);
      return {
        filename: a.filename ?? (a.mimeType === 'text/calendar' ? 'invite.ics' : 'attachment'),
        contentType: a.mimeType,
        ...(a.method ? { method: a.method } : {}),
        content: text ? bytes.toString('utf8') : bytes.toString('base64'),
        encoding: text ? 'utf8' : 'base64',
      };
    });
    return this.record(
      {
        from: envelope.from ?? parsed.from?.address ?? '',
        to: envelope.to?.length ? envelope.to : (parsed.to ?? []).map((a) => a.address ?? ''),
        replyTo: (parsed.replyTo ?? []).map((a) => a.address ?? ''),
        subject: parsed.subject ?? '',
        html: parsed.html,
        text: parsed.text,
        attachments,
        source: 'ses',
        ...(envelope.tags ? { tags: envelope.tags } : {}),
      },
      rawMime,
    );
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
      const tags = input.EmailTags?.length
        ? Object.fromEntries(input.EmailTags.map((t) => [t.Name, t.Value]))
        : undefined;
      const envelope = { from: input.FromEmailAddress, to: input.Destination?.ToAddresses, tags };
      let mail: OutboxMail;
      if (input.Content?.Raw?.Data) {
        mail = await this.recordRaw(Buffer.from(input.Content.Raw.Data, 'base64'), envelope);
      } else {
        const simple = input.Content?.Simple;
        mail = this.record({
          from: input.FromEmailAddress ?? '',
          to: input.Destination?.ToAddresses ?? [],
          replyTo: input.ReplyToAddresses ?? [],
          subject: simple?.Subject?.Data ?? '',
          html: simple?.Body?.Html?.Data,
          text: simple?.Body?.Text?.Data,
          source: 'ses',
          ...(tags ? { tags } : {}),
        });
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MessageId: mail.id }));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Malformed SendEmail request' }));
    }
  }

  /** The list page; `base` is where the pages are mounted (links point below it). */
  renderPage(base = '/_local/outbox'): string {
    return renderOutboxPage(this.list(), base);
  }

  /**
   * The outbox pages under a base path (`/` on the SES port, `/_local/outbox` on the site):
   * the list, one mail's HTML, its raw MIME, an attachment. False when `path` is none of them.
   */
  serve(path: string, res: ServerResponse, base = '/_local/outbox'): boolean {
    if (path === '' || path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(this.renderPage(base));
      return true;
    }
    const page = /^\/([A-Za-z0-9-]+)\.(html|eml)$/.exec(path);
    const file = /^\/([A-Za-z0-9-]+)\/attachments\/(\d{1,3})$/.exec(path);
    const mail = this.get((page ?? file)?.[1] ?? '');
    if (!mail) return false;
    if (page?.[2] === 'html' && mail.html) {
      // Mail HTML is shown as-is but can run nothing and load nothing beyond images.
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; sandbox",
      });
      res.end(mail.html);
      return true;
    }
    if (page?.[2] === 'eml' && mail.raw) {
      res.writeHead(200, { 'content-type': 'message/rfc822' });
      res.end(readFileSync(join(this.dir, `${mail.id}.eml`)));
      return true;
    }
    const attachment = file ? mail.attachments?.[Number(file[2])] : undefined;
    if (attachment) {
      res.writeHead(200, {
        'content-type':
          attachment.encoding === 'utf8'
            ? `${attachment.contentType}; charset=utf-8`
            : attachment.contentType,
        'content-disposition': `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
      });
      res.end(Buffer.from(attachment.content, attachment.encoding));
      return true;
    }
    return false;
  }
}

interface SesSendEmailInput {
  FromEmailAddress?: string;
  /** Message tags; SES hands them back with the mail's events (services/src/mail/mail-events.ts). */
  EmailTags?: { Name: string; Value: string }[];
  Destination?: { ToAddresses?: string[] };
  ReplyToAddresses?: string[];
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Html?: { Data?: string }; Text?: { Data?: string } } };
    /** The raw MIME message, base64 (SES v2's JSON form of a blob). */
    Raw?: { Data?: string };
  };
}
