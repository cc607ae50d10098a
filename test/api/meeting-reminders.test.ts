/**
 * Issue 30, item 2: reminders 24 h and 1 h before a booked meeting, in the
 * visitor's zone, with their link; none for a cancelled meeting; each sent
 * once even when two sweeps run at the same moment.
 */
import type { runSiteMaintenance as RunSiteMaintenance } from '@app/services/tasks/site-maintenance';
import type { OfficeSlot } from '@app/shared/meeting-slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestStack } from '../support/local-stack';
import { freeSlots, letsConnectBody, slotFields, uniqueName } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let run: typeof RunSiteMaintenance;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  run = (await import('@app/services/tasks/site-maintenance')).runSiteMaintenance;
});
afterAll(async () => {
  await stack?.dispose();
});

const HOUR = 3_600_000;

async function book(slot: OfficeSlot, timeZone: string) {
  const email = `${uniqueName('r').replace(' ', '-').toLowerCase()}@example.com`;
  const body = { ...letsConnectBody({ email }), ...slotFields(slot), timeZone };
  const res = await api(stack, 'POST', '/contact/schedule-meeting', { body });
  expect(res.status).toBe(201);
  return { email, id: res.json.data.id as string, token: res.json.data.manageToken as string };
}

const reminders = (email: string) =>
  stack.outbox.list().filter((m) => m.to.includes(email) && m.subject.startsWith('Reminder'));

/** Two sweeps at the same instant, scoped to this test's leads. */
async function sweepTwice(at: number, ids: string[]) {
  const now = new Date(at);
  await Promise.all([run('sweep', now, { scope: { ids } }), run('sweep', now, { scope: { ids } })]);
}

describe('meeting reminders', () => {
  it('mails 24 h and 1 h before, once each although two sweeps run at once, in the visitor zone with the link', async () => {
    const slot = (await freeSlots(stack)).filter((s) => s.office === 'washington').at(-6) as OfficeSlot;
    const { email, id, token } = await book(slot, 'Asia/Tokyo');
    const start = Date.parse(slot.start);
    await sweepTwice(start - 25 * HOUR, [id]);
    expect(reminders(email)).toHaveLength(0);
    await sweepTwice(start - 24 * HOUR + 60_000, [id]);
    await sweepTwice(start - 23 * HOUR, [id]);
    expect(reminders(email).map((m) => m.subject)).toEqual(['Reminder: your call with Moondive tomorrow']);
    const [day] = reminders(email);
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(new Date(start))
      .replace(/\s/g, ' ');
    expect(day?.text?.replace(/\s/g, ' ')).toContain(tokyo);
    expect(day?.text).toContain('Japan');
    expect(day?.text).toContain(`/meeting#t=${token}`);
    await sweepTwice(start - HOUR + 60_000, [id]);
    await sweepTwice(start - 30 * 60_000, [id]);
    expect(reminders(email).map((m) => m.subject)).toEqual([
      'Reminder: your call with Moondive in one hour',
      'Reminder: your call with Moondive tomorrow',
    ]);
  });

  it('sends nothing for a cancelled meeting, and starts over for a moved one', async () => {
    const washington = (await freeSlots(stack)).filter((s) => s.office === 'washington');
    const [a, b, c] = [washington.at(-7), washington.at(-8), washington.at(-9)] as OfficeSlot[];
    const cancelled = await book(a as OfficeSlot, 'America/New_York');
    expect(
      (await api(stack, 'POST', '/contact/meeting/cancel', { body: { token: cancelled.token } })).status,
    ).toBe(200);
    const moved = await book(b as OfficeSlot, 'America/New_York');
    await sweepTwice(Date.parse((b as OfficeSlot).start) - 2 * HOUR, [moved.id]);
    expect(reminders(moved.email)).toHaveLength(1);
    // Moved (at the real now, days before): its reminders are due again for the new time.
    const res = await api(stack, 'POST', '/contact/meeting/reschedule', {
      body: { token: moved.token, ...c },
    });
    expect(res.status).toBe(200);
    await sweepTwice(Date.parse((a as OfficeSlot).start) - 30 * 60_000, [cancelled.id]);
    expect(reminders(cancelled.email)).toHaveLength(0);
    await sweepTwice(Date.parse((c as OfficeSlot).start) - 30 * 60_000, [moved.id]);
    expect(reminders(moved.email)).toHaveLength(2);
  });
});
