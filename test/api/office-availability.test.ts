import { SLOT_MESSAGES } from '@app/shared/meeting-slots';
import { retentionDue } from '@app/shared/retention';
import { MEMBER_AWAY_MESSAGES } from '@app/shared/schemas/member-away';
import { AVAILABILITY_MESSAGES } from '@app/shared/schemas/office-availability';
import { zonedDay } from '@app/shared/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';
import { contactBody, type Json, letsConnectBody } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let sales: string;
let marketing: string;
const suffix = Math.random().toString(36).slice(2, 8);

/** A Tuesday morning in both offices' past, so the window (14 days) holds ordinary working days. */
const PINNED = '2026-12-01T03:00:00.000Z';
/** Noida's Thursday of that week: bookable before the closure. */
const DAY = '2026-12-03';

let original: Json[] = [];

const list = async (): Promise<Json[]> => {
  const res = await api(stack, 'GET', '/admin/availability', { token: sales });
  expect(res.status).toBe(200);
  return res.json.data.items;
};
const noidaOf = async () => (await list()).find((a) => a.id === 'noida') as Json;
const put = (office: string, body: Json, token = sales) =>
  api(stack, 'PUT', `/admin/availability/${office}`, { token, body });
const editable = ({ id: _id, slotMinutes: _s, updatedAt: _u, updatedBy: _b, ...rest }: Json) => rest;
const slots = async (): Promise<Json> => {
  const res = await api(stack, 'GET', '/contact/meeting-slots');
  expect(res.status).toBe(200);
  return res.json.data;
};
const noidaOn = (data: Json, day: string) =>
  (data.slots as Json[]).filter(
    (s) => s.office === 'noida' && zonedDay(new Date(s.start), 'Asia/Kolkata') === day,
  );

beforeAll(async () => {
  stack = await startTestStack();
  stack.setNow(PINNED);
  stack.rateLimiter.configure('off');
  sales = await createMember(stack, `avail.sales.${suffix}@example.com`, ['Sales']);
  marketing = await createMember(stack, `avail.marketing.${suffix}@example.com`, ['Marketing']);
  original = await list();
});
afterAll(async () => {
  // The records are global to the shared stack: put back what the file found (at the version now stored).
  if (stack && original.length) {
    for (const was of original) {
      const now = (await list()).find((a) => a.id === was.id) as Json;
      if (now.version !== was.version) await put(was.id, { ...editable(was), version: now.version });
    }
  }
  stack?.setNow(null);
  await stack?.dispose();
});

describe('office availability (/admin/availability)', () => {
  it('lists both offices, seeded from code with their named holidays until saved', async () => {
    const items = await list();
    expect(items.map((a) => a.id)).toEqual(['noida', 'washington']);
    const washington = items[1] as Json;
    expect(washington).toMatchObject({
      name: 'Washington, DC',
      timeZone: 'America/New_York',
      dayStart: '09:00',
    });
    expect(washington.closures).toContainEqual({ date: '2026-11-27', name: 'Day after Thanksgiving' });
    expect((await api(stack, 'GET', '/admin/availability', { token: marketing })).status).toBe(403);
  });

  it('a closure saved on the screen removes that day from the next slot request and refuses bookings on it', async () => {
    const before = await slots();
    expect(noidaOn(before, DAY).length).toBeGreaterThan(0);
    // A contact lead of Wednesday 11:30 in Noida, due Thursday 11:30 (one business day, 10:00-18:00).
    stack.setNow('2026-12-02T06:00:00.000Z');
    const lead = await api(stack, 'POST', '/contact/contact-us', { body: contactBody() });
    expect(lead.status).toBe(201);
    const dueOf = async () =>
      (await api(stack, 'GET', `/admin/leads/contact/${lead.json.data.id}`, { token: sales })).json.data
        .responseDueAt as string;
    expect((await dueOf()).slice(0, 16)).toBe('2026-12-03T06:00');
    const washingtonBefore = (before.slots as Json[]).filter((s) => s.office === 'washington');
    const noida = await noidaOf();
    const closures = [...noida.closures, { date: DAY, name: `Team offsite ${suffix}` }];
    const saved = await put('noida', { ...editable(noida), closures });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({
      version: noida.version + 1,
      updatedBy: `avail.sales.${suffix}@example.com`,
    });

    // Closed on Thursday: the reply not yet due moves to Friday 11:30.
    expect((await dueOf()).slice(0, 16)).toBe('2026-12-04T06:00');
    stack.setNow(PINNED);
    const after = await slots();
    expect(noidaOn(after, DAY)).toEqual([]);
    expect(after.closures).toContainEqual({ office: 'noida', date: DAY, name: `Team offsite ${suffix}` });
    expect((after.slots as Json[]).filter((s) => s.office === 'washington')).toEqual(washingtonBefore);

    const slot = noidaOn(before, DAY)[0] as Json;
    const booking = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'noida', slotStart: slot.start },
    });
    expect(booking.status).toBe(400);
    expect(booking.json.errors.slotStart).toBe(SLOT_MESSAGES.outsideHours);

    // Taken away again, the day comes back on the next request.
    const reopened = await put('noida', { ...editable(saved.json.data), closures: noida.closures });
    expect(reopened.status).toBe(200);
    expect(noidaOn(await slots(), DAY)).toEqual(noidaOn(before, DAY));
    expect((await dueOf()).slice(0, 16)).toBe('2026-12-03T06:00');
  });

  it('hours, working days and the buffer around a booked meeting apply to the next request', async () => {
    const noida = await noidaOf();
    const narrowed = await put('noida', {
      ...editable(noida),
      dayStart: '11:00',
      dayEnd: '13:00',
      bufferMinutes: 30,
    });
    expect(narrowed.status).toBe(200);
    const day = noidaOn(await slots(), DAY).map((s) => s.start);
    expect(day).toEqual([
      '2026-12-03T05:30:00.000Z',
      '2026-12-03T06:00:00.000Z',
      '2026-12-03T06:30:00.000Z',
      '2026-12-03T07:00:00.000Z',
    ]);
    const booked = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'noida', slotStart: '2026-12-03T06:00:00.000Z' },
    });
    expect(booked.status).toBe(201);
    // 11:00 and 12:00 touch the 11:30 meeting within 30 minutes; 12:30 is clear.
    expect(noidaOn(await slots(), DAY).map((s) => s.start)).toEqual(['2026-12-03T07:00:00.000Z']);
    const tooClose = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'noida', slotStart: '2026-12-03T06:30:00.000Z' },
    });
    expect(tooClose.status).toBe(400);
    const saved = narrowed.json.data;
    expect((await put('noida', { ...editable(saved), workingDays: [1, 2, 3, 5] })).status).toBe(200);
    expect(noidaOn(await slots(), DAY)).toEqual([]);
  });

  it("the office's own notice and window bound the slots and name themselves in the booking's message", async () => {
    const noida = await noidaOf();
    const far = (await slots()).slots.filter((s: Json) => s.office === 'noida').at(-1) as Json;
    const saved = await put('noida', { ...editable(noida), minNoticeMinutes: 90, daysAhead: 3 });
    expect(saved.status).toBe(200);
    const listed = (await slots()).slots.filter((s: Json) => s.office === 'noida') as Json[];
    expect(listed.length).toBeGreaterThan(0);
    for (const s of listed)
      expect(Date.parse(s.start)).toBeLessThanOrEqual(Date.parse(PINNED) + 3 * 86_400_000);
    const refused = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'noida', slotStart: far.start },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.slotStart).toBe('Please pick a time within the next 3 days.');
    expect((await put('noida', { ...editable(saved.json.data), daysAhead: 14 })).status).toBe(200);
  });

  it('refuses a stale version (409), bad values (400, field messages) and an unknown office (404)', async () => {
    const noida = await noidaOf();
    const stale = await put('noida', { ...editable(noida), version: noida.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(AVAILABILITY_MESSAGES.stale);
    const bad = await put('noida', {
      ...editable(noida),
      name: `Noida\u202e${'x'.repeat(10_000)}`,
      dayStart: '18:00',
      dayEnd: '10:00',
      workingDays: [],
      bufferMinutes: -5,
      daysAhead: 1000,
      closures: [
        { date: DAY, name: 'A' },
        { date: DAY, name: '<b>B</b>' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(
      expect.arrayContaining(['name', 'workingDays', 'bufferMinutes', 'daysAhead']),
    );
    const order = await put('noida', { ...editable(noida), dayStart: '18:00', dayEnd: '10:00' });
    expect(order.json.errors.dayEnd).toBe(AVAILABILITY_MESSAGES.hoursOrder);
    const twice = await put('noida', {
      ...editable(noida),
      closures: [
        { date: DAY, name: 'A' },
        { date: DAY, name: 'B' },
      ],
    });
    expect(twice.json.errors['closures.1.date']).toBe(AVAILABILITY_MESSAGES.closureTwice);
    expect((await put('paris', { ...editable(noida) })).status).toBe(404);
    expect((await put('noida', { ...editable(noida) }, marketing)).status).toBe(403);
  });
});

describe("members' out-of-office days (/admin/availability/away)", () => {
  const away = async (): Promise<Json[]> => {
    const res = await api(stack, 'GET', '/admin/availability/away', { token: sales });
    expect(res.status).toBe(200);
    return res.json.data.items;
  };
  const putAway = (email: string, body: Json, token = sales) =>
    api(stack, 'PUT', `/admin/availability/away/${encodeURIComponent(email)}`, { token, body });

  it('lists Sales members with their days; a save keeps future days in order and a stale one is refused', async () => {
    const email = `avail.sales.${suffix}@example.com`;
    const mine = (await away()).find((m) => m.email === email) as Json;
    expect(mine).toMatchObject({ days: [], version: 0 });
    expect((await away()).some((m) => m.email === `avail.marketing.${suffix}@example.com`)).toBe(false);

    const saved = await putAway(email, {
      days: ['2026-12-10', '2026-11-02', '2026-12-08', '2026-12-10'],
      version: 0,
    });
    expect(saved.status).toBe(200);
    // 2026-11-02 is past at the pinned instant (2026-12-01): dropped.
    expect(saved.json.data).toMatchObject({ days: ['2026-12-08', '2026-12-10'], version: 1 });
    expect((await away()).find((m) => m.email === email)).toMatchObject({
      days: ['2026-12-08', '2026-12-10'],
    });
    // Staff personal data: TTL takes it the retention table's 90 days after the last day (read from the table).
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    const stored = await dynamo.send(
      new GetCommand({ TableName: TABLE_NAME, Key: { pk: 'MEMBER_AWAY', sk: email } }),
    );
    expect(stored.Item?.expiresAt).toBe(
      retentionDue('memberAway', '2026-12-10T00:00:00.000Z').getTime() / 1000,
    );
    expect(retentionDue('memberAway', '2026-12-10T00:00:00.000Z').toISOString()).toBe(
      '2027-03-10T00:00:00.000Z',
    );

    const stale = await putAway(email, { days: [], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(MEMBER_AWAY_MESSAGES.stale);
    expect((await putAway(email, { days: ['2026-12-08'], version: 1 })).json.data.days).toEqual([
      '2026-12-08',
    ]);
  });

  it('refuses a member who is not in Sales (404), bad days (400) and non-Sales callers (403)', async () => {
    const notSales = await putAway(`avail.marketing.${suffix}@example.com`, { days: [], version: 0 });
    expect(notSales.status).toBe(404);
    expect(notSales.json.message).toBe(MEMBER_AWAY_MESSAGES.notSales);
    const bad = await putAway(`avail.sales.${suffix}@example.com`, {
      days: ['2026-02-30', '\u202e'],
      version: 2,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toContain('days.0');
    const many = Array.from(
      { length: 121 },
      (_, i) => `2027-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`,
    );
    expect(
      (await putAway(`avail.sales.${suffix}@example.com`, { days: many, version: 2 })).json.errors.days,
    ).toBe(MEMBER_AWAY_MESSAGES.tooMany);
    expect((await api(stack, 'GET', '/admin/availability/away', { token: marketing })).status).toBe(403);
  });
});
