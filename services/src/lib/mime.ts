/**
 * A raw MIME message (RFC 5322, RFC 2045-2049) for SES v2 `Content.Raw`:
 * a text and an HTML part, optionally a calendar part (RFC 6047 iMIP, so mail
 * clients offer Accept/Decline) and attachments. Hand-written rather than
 * nodemailer's composer, which minifies to ~158 KB and would put the contact
 * and careers Lambdas over their 250 KB bundle budget (docs/architecture.md).
 * Every part is base64-encoded UTF-8, so no body line can be mistaken for a
 * boundary or a header, and header values lose every control character
 * (no header injection, and no control character in a Subject: issue 25, finding 6).
 */
import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { singleLine } from '@app/shared/unsafe-chars';

export interface MimeAttachment {
  filename: string;
  /** e.g. 'application/ics' */
  contentType: string;
  /** UTF-8 text content. */
  content: string;
}

export interface MimeMessage {
  from: string;
  to: readonly string[];
  replyTo?: readonly string[];
  subject: string;
  text: string;
  html: string;
  /** An iCalendar object shown by mail clients as an invitation (method as in its METHOD line). */
  calendar?: { method: 'REQUEST' | 'PUBLISH' | 'CANCEL'; content: string };
  attachments?: readonly MimeAttachment[];
  date?: Date;
}

const CRLF = '\r\n';

function headerValue(value: string): string {
  return singleLine(value);
}

function isPlainAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** RFC 2047 encoded words (base64), each at most 75 characters, split on whole characters. */
export function encodeHeaderWords(value: string): string {
  const clean = headerValue(value);
  if (isPlainAscii(clean) && clean.length <= 70) return clean;
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const ch of clean) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > 45) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += ch;
    bytes += size;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join(`${CRLF} `);
}

function base64Lines(content: string): string {
  return (
    Buffer.from(content, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);
}

function leaf(contentType: string, content: string, extraHeaders: string[] = []): string {
  return [
    `Content-Type: ${contentType}`,
    'Content-Transfer-Encoding: base64',
    ...extraHeaders,
    '',
    base64Lines(content),
  ].join(CRLF);
}

function multipart(subtype: 'mixed' | 'alternative', parts: string[]): string {
  const boundary = `=_${subtype}_${randomUUID().replaceAll('-', '')}`;
  return [
    `Content-Type: multipart/${subtype}; boundary="${boundary}"`,
    '',
    ...parts.map((p) => `--${boundary}${CRLF}${p}`),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}

/** RFC 5322 date: 'Tue, 24 Nov 2026 14:59:51 +0000'. */
function mailDate(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

function quotedFilename(name: string): string {
  return headerValue(name).replace(/["\\]/g, '_');
}

export function buildMime(message: MimeMessage): string {
  const alternatives = [
    leaf('text/plain; charset=UTF-8', message.text),
    leaf('text/html; charset=UTF-8', message.html),
  ];
  if (message.calendar)
    alternatives.push(
      leaf(`text/calendar; charset=UTF-8; method=${message.calendar.method}`, message.calendar.content),
    );
  const body = multipart('alternative', alternatives);
  const attachments = (message.attachments ?? []).map((a) =>
    leaf(`${a.contentType}; name="${quotedFilename(a.filename)}"`, a.content, [
      `Content-Disposition: attachment; filename="${quotedFilename(a.filename)}"`,
    ]),
  );
  const headers = [
    `From: ${headerValue(message.from)}`,
    `To: ${message.to.map(headerValue).join(', ')}`,
    ...(message.replyTo?.length ? [`Reply-To: ${message.replyTo.map(headerValue).join(', ')}`] : []),
    `Subject: ${encodeHeaderWords(message.subject)}`,
    `Date: ${mailDate(message.date ?? clock.now())}`,
    'MIME-Version: 1.0',
  ];
  return [...headers, attachments.length ? multipart('mixed', [body, ...attachments]) : body].join(CRLF);
}
