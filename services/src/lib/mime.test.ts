import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { buildMime, encodeHeaderWords } from './mime';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

describe('raw MIME', () => {
  it('parses back to the same subject, addresses, text, HTML, calendar part and attachment', async () => {
    const raw = buildMime({
      from: 'Moondive <no-reply@example.com>',
      to: ['jane@example.com'],
      replyTo: ['sales@example.com'],
      subject: 'Your meeting with Moondive is booked — Zürich → Noida ☾ '.repeat(3),
      text: 'Hello\nThank you. ✓',
      html: '<p>Hello</p><p>Thank you. ✓</p>',
      calendar: { method: 'REQUEST', content: ICS },
      attachments: [{ filename: 'moondive-meeting.ics', contentType: 'application/ics', content: ICS }],
    });
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    const mail = await PostalMime.parse(raw);
    expect(mail.subject).toBe('Your meeting with Moondive is booked — Zürich → Noida ☾ '.repeat(3).trim());
    expect(mail.from?.address).toBe('no-reply@example.com');
    expect(mail.to?.map((a) => a.address)).toEqual(['jane@example.com']);
    expect(mail.replyTo?.map((a) => a.address)).toEqual(['sales@example.com']);
    expect(mail.text?.trim()).toBe('Hello\nThank you. ✓');
    expect(mail.html).toBe('<p>Hello</p><p>Thank you. ✓</p>');
    const files = mail.attachments.map((a) => ({ name: a.filename, type: a.mimeType }));
    expect(files).toContainEqual({ name: 'moondive-meeting.ics', type: 'application/ics' });
    const calendar = mail.attachments.find((a) => a.mimeType === 'text/calendar');
    expect(calendar?.method).toBe('REQUEST');
    const content = calendar?.content;
    const decoded = typeof content === 'string' ? content : new TextDecoder().decode(content as ArrayBuffer);
    // The parser hands text parts back with LF line ends; the bytes on the wire are the CRLF of RFC 5545.
    expect(decoded.replaceAll('\r\n', '\n')).toBe(ICS.replaceAll('\r\n', '\n'));
    expect(raw).toContain(Buffer.from(ICS).toString('base64').slice(0, 60));
  });

  it('keeps a hostile subject on its header line (no header injection)', async () => {
    const raw = buildMime({
      from: 'a@example.com',
      to: ['b@example.com'],
      subject: 'Hi\r\nBcc: victim@example.com',
      text: 'x',
      html: '<p>x</p>',
    });
    expect(raw).not.toMatch(/^Bcc:/m);
    const mail = await PostalMime.parse(raw);
    expect(mail.subject).toBe('Hi Bcc: victim@example.com');
  });

  it('leaves short ASCII subjects readable and encodes the rest in words of at most 75 characters', () => {
    expect(encodeHeaderWords('We received your message')).toBe('We received your message');
    const encoded = encodeHeaderWords('é'.repeat(100));
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75);
  });
});
