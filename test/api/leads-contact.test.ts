import { MESSAGES } from '@app/shared/messages';
import * as fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { allLeads, contactBody, uniqueName } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
const SALES_INBOX = 'sales@example.com';

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});
beforeEach(() => {
  stack.rateLimiter.configure('off');
});

async function findLead(name: string) {
  const items = await allLeads(stack, admin, '/admin/get-contact-leads', `q=${encodeURIComponent(name)}`);
  return items.find((l) => l.fullName === name);
}

describe('POST /contact/contact-us', () => {
  it('stores the lead first, then mails sales (reply-to the visitor) and the visitor', async () => {
    const body = contactBody({ email: 'Jane.Visitor@Example.com' });
    const res = await api(stack, 'POST', '/contact/contact-us', { body });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ id: expect.any(String), message: MESSAGES.formSubmitted });

    const lead = await findLead(body.name);
    expect(lead).toMatchObject({
      id: res.json.data.id,
      fullName: body.name,
      email: 'jane.visitor@example.com',
      phoneNumber: body.contactNo,
      message: body.message,
      status: 'New',
      notification: 'sent',
      mails: { notification: { status: 'sent' }, acknowledgement: { status: 'sent' } },
    });
    expect(Date.parse(lead?.dateRaised)).not.toBeNaN();
    expect(lead).not.toHaveProperty('pk');
    expect(lead).not.toHaveProperty('searchText');

    const mails = stack.outbox.list().filter((m) => (m.text ?? '').includes(body.name));
    const toSales = mails.find((m) => m.to.includes(SALES_INBOX));
    const toVisitor = mails.find((m) => m.to.includes('jane.visitor@example.com'));
    expect(toSales?.replyTo).toEqual(['jane.visitor@example.com']);
    expect(toSales?.text).toContain(body.contactNo);
    expect(toVisitor?.subject).toBe('We received your message');
  });

  it('keeps the lead and records the failed notification while SES is down; staff can resend', async () => {
    const body = contactBody();
    await stack.parts.ses.stop();
    let res: Awaited<ReturnType<typeof api>>;
    try {
      res = await api(stack, 'POST', '/contact/contact-us', { body });
    } finally {
      await stack.parts.ses.start();
    }
    expect(res.status).toBe(201);
    const lead = await findLead(body.name);
    expect(lead).toMatchObject({
      notification: 'failed',
      mails: { notification: { status: 'failed' }, acknowledgement: { status: 'failed' } },
    });
    expect(stack.outbox.list().some((m) => (m.text ?? '').includes(body.name))).toBe(false);

    const resend = await api(stack, 'POST', `/admin/leads/contact/${lead?.id}/resend-notification`, {
      token: admin,
    });
    expect(resend.status).toBe(200);
    expect(resend.json.data.notification).toBe('sent');
    expect((await findLead(body.name))?.notification).toBe('sent');
    const sent = stack.outbox.list().filter((m) => (m.text ?? '').includes(body.name));
    // One resent staff copy: the sales inbox and the lead's owner (issue 30, item 5).
    expect(sent.map((m) => m.to)).toEqual([[SALES_INBOX, lead?.owner].filter(Boolean)]);
    expect(lead?.owner).toBeTruthy();
  });

  it('also survives an SES endpoint that answers 503', async () => {
    const body = contactBody();
    stack.outbox.available = false;
    const res = await api(stack, 'POST', '/contact/contact-us', { body }).finally(() => {
      stack.outbox.available = true;
    });
    expect(res.status).toBe(201);
    expect((await findLead(body.name))?.notification).toBe('failed');
  });

  it('accepts a filled honeypot with 201 and stores and mails nothing', async () => {
    const body = contactBody({ website2: 'http://spam.example.com' });
    const before = stack.outbox.list().length;
    const res = await api(stack, 'POST', '/contact/contact-us', { body });
    expect(res.status).toBe(201);
    expect(res.json.data.message).toBe(MESSAGES.formSubmitted);
    expect(await findLead(body.name)).toBeUndefined();
    expect(stack.outbox.list().length).toBe(before);
  });

  it.each([
    ['missing fields', {}, ['name', 'email', 'contactNo']],
    ['an e-mail without a domain', contactBody({ email: 'jane@localhost' }), ['email']],
    ['a URL in the name', contactBody({ name: 'Visit www.spam.com' }), ['name']],
    ['HTML in the name', contactBody({ name: '<b>Jane</b>' }), ['name']],
    ['a too long name', contactBody({ name: 'A'.repeat(101) }), ['name']],
    ['a too long message', contactBody({ message: 'x'.repeat(5001) }), ['message']],
    ['a bad phone number', contactBody({ contactNo: '12' }), ['contactNo']],
    ['wrong types', contactBody({ name: 42, email: ['a'] }), ['name', 'email']],
  ])('refuses %s with 400 and field messages', async (_case, body, fields) => {
    const res = await api(stack, 'POST', '/contact/contact-us', { body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual([...fields].sort());
    for (const f of fields) expect(res.json.errors[f]).toEqual(expect.any(String));
  });

  it.each([
    ['malformed JSON', '{"name": ', 400],
    ['a JSON array', '[1,2]', 400],
    ['a JSON string', '"hello"', 400],
    ['no body', undefined, 400],
  ])('refuses %s with a clear 4xx', async (_case, body, status) => {
    const res = await api(stack, 'POST', '/contact/contact-us', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(status);
    expect(res.json.message).toEqual(expect.any(String));
  });

  it('refuses a body over 64 KB with 413 and a non-JSON content type with 415', async () => {
    const big = await api(stack, 'POST', '/contact/contact-us', {
      body: contactBody({ message: 'x'.repeat(65 * 1024) }),
    });
    expect(big.status).toBe(413);
    const form = await api(stack, 'POST', '/contact/contact-us', {
      body: 'name=Jane',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('rate-limits a client per IP with 429, a clear message and Retry-After', async () => {
    stack.rateLimiter.configure({ burst: 3, perMinute: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await api(stack, 'POST', '/contact/contact-us', { body: contactBody() })).status);
    expect(statuses).toEqual([201, 201, 201]);
    const limited = await api(stack, 'POST', '/contact/contact-us', { body: contactBody() });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/Too many submissions/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Bad requests count too, and the other public form routes share the client's bucket.
    expect((await api(stack, 'POST', '/contact/lets-connect', { body: {} })).status).toBe(429);
    // Reading is not limited.
    expect((await api(stack, 'GET', '/contact/meeting-slots')).status).toBe(200);
    expect((await api(stack, 'GET', '/admin/get-contact-leads', { token: admin })).status).toBe(200);
  });

  it('never answers 5xx, and every 2xx is in the admin list (property)', async () => {
    const accepted: string[] = [];
    const name = fc.oneof(
      fc.constant(uniqueName()),
      fc.string({ maxLength: 120 }),
      fc.constantFrom('<script>x</script>', 'http://x.io', 'Ann O’Neil', ''),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name,
          email: fc.oneof(fc.emailAddress(), value),
          contactNo: fc.oneof(fc.constant('+1 555 123 4567'), value),
          message: fc.oneof(fc.string({ maxLength: 200 }), value),
        }),
        async (raw) => {
          const res = await api(stack, 'POST', '/contact/contact-us', { body: raw });
          expect(res.status).toBeLessThan(500);
          expect([201, 400]).toContain(res.status);
          if (res.status === 201) accepted.push(res.json.data.id);
        },
      ),
      { numRuns: 40 },
    );
    const ids = new Set((await allLeads(stack, admin, '/admin/get-contact-leads')).map((l) => l.id));
    for (const id of accepted) expect(ids.has(id)).toBe(true);
  });
});
