import { ABUSE_LIMITS } from '@app/shared/abuse-limits';
import { RATE_LIMITED_ROUTES, routeKey } from '@app/shared/api-routes';
import { IDEMPOTENCY } from '@app/shared/idempotency';
import type { OfficeSlot } from '@app/shared/meeting-slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startFreshTestStack, TEST_ADMIN } from '../support/local-stack';
import { allLeads, contactBody, freeSlots, letsConnectBody, slotFields, uniqueName } from './leads-helpers';

/**
 * Issue 14, findings 5 and 6, against the real local stack (dynalite, outbox):
 * idempotent submissions, merged duplicates, acknowledgement and booking limits,
 * and the shared list of rate-limited routes.
 */
let stack: Awaited<ReturnType<typeof startFreshTestStack>>;
let admin: string;

beforeAll(async () => {
  // A fresh stack: the booking and acknowledgement limits are on only here (the shared stack lifts them).
  stack = await startFreshTestStack({ abuseLimits: true });
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

const post = (path: string, body: object, key?: string) =>
  api(stack, 'POST', path, { body, headers: key ? { 'idempotency-key': key } : {} });
const contactLeadsOf = (email: string) =>
  allLeads(stack, admin, '/admin/get-contact-leads', `q=${encodeURIComponent(email)}`);
const mailsTo = (email: string) => stack.outbox.list().filter((m) => m.to.includes(email));

describe('Idempotency-Key (finding 5)', () => {
  it('a retry returns the first answer: one lead, one pair of mails', async () => {
    const email = `${uniqueName('idem').replace(' ', '.')}@example.com`.toLowerCase();
    const body = contactBody({ email });
    const key = crypto.randomUUID();
    const first = await post('/contact/contact-us', body, key);
    const retry = await post('/contact/contact-us', body, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json.data.id).toBe(first.json.data.id);
    expect(await contactLeadsOf(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('concurrent retries store one lead; the others wait or get the same answer', async () => {
    const email = `conc.${Date.now()}@example.com`;
    const body = contactBody({ email });
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/contact/contact-us', body, key)),
    );
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.json.data.id));
    expect(ids.size).toBe(1);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json.message).toBe(IDEMPOTENCY.messages.inProgress);
    expect(await contactLeadsOf(email)).toHaveLength(1);
  });

  it('the same key with another body is a 409 with a clear message', async () => {
    const key = crypto.randomUUID();
    expect((await post('/contact/contact-us', contactBody(), key)).status).toBe(201);
    const other = await post('/contact/contact-us', contactBody(), key);
    expect(other.status).toBe(409);
    expect(other.json.message).toBe(IDEMPOTENCY.messages.otherBody);
  });

  it('refuses a malformed key', async () => {
    const res = await post('/contact/contact-us', contactBody(), 'bad key!');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(IDEMPOTENCY.messages.invalidKey);
  });
});

describe('identical submissions within 10 minutes are merged (finding 5)', () => {
  it('same form, e-mail and message: the first lead answers, nothing is stored or mailed twice', async () => {
    const email = `dup.${Date.now()}@example.com`;
    const body = contactBody({ email, message: 'Please call me about an app.' });
    const first = await post('/contact/contact-us', body);
    const second = await post('/contact/contact-us', { ...body, name: 'Other Name' });
    expect(second.json.data.id).toBe(first.json.data.id);
    const third = await post('/contact/contact-us', { ...body, message: 'A different question.' });
    expect(third.json.data.id).not.toBe(first.json.data.id);
    expect(await contactLeadsOf(email)).toHaveLength(2);
  });

  it('merges lets-connect too', async () => {
    const body = letsConnectBody({ email: `lc.${Date.now()}@example.com` });
    const a = await post('/contact/lets-connect', body);
    const b = await post('/contact/lets-connect', body);
    expect(b.json.data.id).toBe(a.json.data.id);
  });
});

describe('acknowledgements (finding 6)', () => {
  it('never echo the visitor’s message, and at most 3 per address a day', async () => {
    const email = `ack.${Date.now()}@example.com`;
    const messages = ['Visit http://evil.example now', 'Second', 'Third', 'Fourth'];
    const ids: string[] = [];
    for (const message of messages)
      ids.push((await post('/contact/contact-us', contactBody({ email, message }))).json.data.id);
    expect(new Set(ids).size).toBe(4);
    const acks = mailsTo(email);
    expect(acks).toHaveLength(ABUSE_LIMITS.acknowledgementsPerAddressPerDay);
    for (const mail of acks) expect(`${mail.text} ${mail.html}`).not.toContain('evil.example');
    const leads = await contactLeadsOf(email);
    expect(leads).toHaveLength(4);
    const skipped = leads.filter((l) => l.mails.acknowledgement.status === 'skipped');
    expect(skipped).toHaveLength(1);
    // Sales still got every notification.
    const toSales = stack.outbox
      .list()
      .filter((m) => m.to.includes('sales@example.com') && (m.text ?? '').includes(email));
    expect(toSales).toHaveLength(4);
  });
});

describe('meeting booking limits (finding 6)', () => {
  const book = (slot: OfficeSlot | undefined, email: string) =>
    post('/contact/schedule-meeting', letsConnectBody({ email, ...slotFields(slot) }));

  it('at most 2 upcoming bookings per e-mail, then 5 per address a day', async () => {
    const slots = await freeSlots(stack);
    const email = `book.${Date.now()}@example.com`;
    expect((await book(slots[0], email)).status).toBe(201);
    expect((await book(slots[1], email)).status).toBe(201);
    const third = await book(slots[2], email);
    expect(third.status).toBe(409);
    expect(third.json.message).toBe(ABUSE_LIMITS.messages.futureBookings);
    // Three more addresses book from this client: 5 in total, then 429.
    for (const [i, slot] of slots.slice(3, 6).entries())
      expect((await book(slot, `other${i}.${Date.now()}@example.com`)).status).toBe(201);
    const sixth = await book(slots[6], `sixth.${Date.now()}@example.com`);
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(ABUSE_LIMITS.messages.bookingsPerIp);
    // The refused bookings left their slots free.
    const free = await freeSlots(stack);
    expect(free).toContainEqual(slots[2]);
    expect(free).toContainEqual(slots[6]);
  });
});

describe('rate limit (finding 6)', () => {
  it('covers every public write, careers apply and resume upload included, from one shared list', async () => {
    const keys = RATE_LIMITED_ROUTES.map(routeKey);
    for (const path of [
      '/contact/contact-us',
      '/contact/lets-connect',
      '/contact/schedule-meeting',
      '/careers/resume-upload',
      '/careers/apply',
    ])
      expect(keys).toContain(`POST /api/v1${path}`);
    stack.rateLimiter.configure({ burst: 2, perMinute: 1 });
    try {
      for (const path of ['/careers/resume-upload', '/careers/apply']) {
        stack.rateLimiter.reset();
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await post(path, {})).status);
        expect(statuses[2], path).toBe(429);
      }
    } finally {
      stack.rateLimiter.configure('off');
    }
  });
});
