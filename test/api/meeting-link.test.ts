/**
 * Issue 30, item 1: the visitor moves or cancels their own meeting through
 * the signed link (/meeting#t=…): lookup, reschedule (claim new, then release
 * old), cancel; the .ics keeps one UID with SEQUENCE 0, 1 and a CANCEL; the
 * host (sales inbox) gets each change.
 */
import type { OfficeSlot } from '@app/shared/meeting-slots';
import { SLOT_MESSAGES } from '@app/shared/meeting-slots';
import { MEETING_LINK_MESSAGES } from '@app/shared/schemas/meeting-link';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestStack } from '../support/local-stack';
import { freeSlots, letsConnectBody, slotFields, uniqueName } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

// Lazily: services' env must be read after the stack set it.
const links = () => import('@app/services/lib/meeting-link');

const post = (route: string, body: object) => api(stack, 'POST', `/contact/meeting/${route}`, { body });

/** Books `slot` as a New York visitor with an address of the test's own. */
async function book(slot: OfficeSlot) {
  const email = `${uniqueName('v').replace(' ', '-').toLowerCase()}@example.com`;
  const body = { ...letsConnectBody({ email }), ...slotFields(slot), timeZone: 'America/New_York' };
  const res = await api(stack, 'POST', '/contact/schedule-meeting', { body });
  expect(res.status).toBe(201);
  return { email, id: res.json.data.id as string, token: res.json.data.manageToken as string };
}

/** Oldest first (the outbox lists newest first). */
function mailsTo(address: string) {
  return stack.outbox
    .list()
    .filter((m) => m.to.includes(address))
    .reverse();
}

/** The host's copy (sales inbox) about this visitor with this subject start. */
function hostMail(visitor: string, subject: string) {
  return stack.outbox
    .list()
    .find(
      (m) => m.to.includes('sales@example.com') && m.subject.startsWith(subject) && m.text?.includes(visitor),
    );
}

function invite(mail: { attachments?: { filename: string; content: string }[] } | undefined) {
  const ics = mail?.attachments?.find((a) => a.filename === 'moondive-meeting.ics')?.content as string;
  const cal = new ICAL.Component(ICAL.parse(ics));
  const event = cal.getFirstSubcomponent('vevent') as ICAL.Component;
  return {
    method: String(cal.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    alarms: event.getAllSubcomponents('valarm').length,
  };
}

async function twoFreeWashingtonSlots(): Promise<[OfficeSlot, OfficeSlot, OfficeSlot]> {
  const free = (await freeSlots(stack)).filter((s) => s.office === 'washington');
  // From the end of the window: other files book from its start.
  return [free.at(-1), free.at(-2), free.at(-3)] as [OfficeSlot, OfficeSlot, OfficeSlot];
}

describe('the meeting link', () => {
  it('is in the booking answer and the visitor mail, and opens the booking without changing it', async () => {
    const [slot] = await twoFreeWashingtonSlots();
    const { email, token } = await book(slot);
    expect(token).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    const ack = mailsTo(email)[0];
    expect(ack?.text).toContain(`/meeting#t=${token}`);
    expect(invite(ack)).toMatchObject({ method: 'REQUEST', sequence: 0, start: slot.start, alarms: 1 });
    const res = await post('lookup', { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      state: 'booked',
      meeting: expect.objectContaining({
        start: slot.start,
        office: 'washington',
        timeZone: 'America/New_York',
      }),
    });
    expect(await freeSlots(stack)).not.toContainEqual(slot);
  });

  it('reschedules (same UID, SEQUENCE 1, host told, old slot free) and then cancels (CANCEL, slot free)', async () => {
    const [first, second] = await twoFreeWashingtonSlots();
    const { email, token } = await book(first);
    const moved = await post('reschedule', { token, ...second });
    expect(moved.status).toBe(200);
    expect(moved.json.data).toMatchObject({ state: 'booked', meeting: { start: second.start } });
    const free = await freeSlots(stack);
    expect(free).toContainEqual(first);
    expect(free).not.toContainEqual(second);
    // The old link still opens the same (moved) booking; the answer carries a fresh one.
    expect((await post('lookup', { token })).json.data.meeting.start).toBe(second.start);
    const fresh = moved.json.data.token as string;
    const [ack, change] = mailsTo(email);
    expect(change?.subject).toBe('Your meeting with Moondive has a new time');
    expect(change?.text).toContain(`/meeting#t=${fresh}`);
    expect(invite(change)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: second.start,
      uid: invite(ack).uid,
    });
    expect(invite(hostMail(email, 'Meeting moved'))).toMatchObject({
      method: 'PUBLISH',
      sequence: 1,
      uid: invite(ack).uid,
    });

    // A retried reschedule to the same time answers the same booking and mails nobody again.
    expect((await post('reschedule', { token: fresh, ...second })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(2);

    const cancelled = await post('cancel', { token: fresh });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.state).toBe('cancelled');
    expect(await freeSlots(stack)).toContainEqual(second);
    const last = mailsTo(email)[2];
    expect(invite(last)).toMatchObject({ method: 'CANCEL', sequence: 2, uid: invite(ack).uid, alarms: 0 });
    expect(invite(hostMail(email, 'Meeting cancelled'))).toMatchObject({ method: 'CANCEL', sequence: 2 });

    // Cancelled: the link says so; a second cancel changes nothing; a reschedule is refused.
    expect((await post('lookup', { token })).json.data.state).toBe('cancelled');
    expect((await post('cancel', { token })).status).toBe(200);
    const again = await post('reschedule', { token, ...first });
    expect(again.status).toBe(409);
    expect(again.json.errors.token).toBe(MEETING_LINK_MESSAGES.cancelled);
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('changes nothing when the new slot is taken, and lets one of two racing reschedules win', async () => {
    const [mine, theirs, third] = await twoFreeWashingtonSlots();
    const { token } = await book(mine);
    await book(theirs);
    const taken = await post('reschedule', { token, ...theirs });
    expect(taken.status).toBe(409);
    expect(taken.json.errors.start).toBe(SLOT_MESSAGES.taken);
    expect((await post('lookup', { token })).json.data.meeting.start).toBe(mine.start);
    expect(await freeSlots(stack)).not.toContainEqual(mine);

    const free = (await freeSlots(stack)).filter((s) => s.office === 'noida').slice(-2);
    const results = await Promise.all(free.map((s) => post('reschedule', { token, ...s })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)?.json.data.meeting.start;
    const after = await freeSlots(stack);
    for (const s of free)
      expect(after.some((a) => a.start === s.start && a.office === s.office)).toBe(s.start !== winner);
    expect(after).toContainEqual(mine);
    expect(after).toContainEqual(third);
  });

  it('says clearly when a link is forged, damaged, expired or for a meeting in the past', async () => {
    const [slot] = await twoFreeWashingtonSlots();
    const { id, token } = await book(slot);
    for (const bad of [
      `${token.slice(0, -2)}xx`,
      `${id}.1.abc`,
      'a\u0000b',
      '\u202Etoken',
      'x'.repeat(10_000),
      '',
    ]) {
      const res = await post('lookup', { token: bad });
      expect(res.status).toBe(400);
      expect(res.json.errors.token).toBe(MEETING_LINK_MESSAGES.invalid);
    }
    expect((await post('lookup', {})).status).toBe(400);
    const { linkExpiry, signMeetingToken } = await links();
    const expired = await signMeetingToken(id, Math.floor(Date.now() / 1000) - 60);
    expect((await post('lookup', { token: expired })).json.data).toEqual({ state: 'expired' });
    expect((await post('cancel', { token: expired })).json.errors.token).toBe(MEETING_LINK_MESSAGES.expired);
    const unknown = await signMeetingToken('no-such-booking', linkExpiry(slot.start));
    expect((await post('lookup', { token: unknown })).status).toBe(404);
    stack.setNow(new Date(Date.parse(slot.start) + 60 * 60_000));
    try {
      expect((await post('lookup', { token })).json.data.state).toBe('past');
      expect((await post('cancel', { token })).json.errors.token).toBe(MEETING_LINK_MESSAGES.past);
    } finally {
      stack.setNow(null);
    }
    // Nothing above changed the booking.
    expect((await post('lookup', { token })).json.data.state).toBe('booked');
  });
});
