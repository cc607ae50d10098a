import { MEETING_OFFICES, MEETING_SLOTS, type MeetingOfficeId } from '@app/shared/leads';
import { type OfficeSlot, officeSlotConfig, SLOT_MESSAGES, slotProblem } from '@app/shared/meeting-slots';
import { MESSAGES } from '@app/shared/messages';
import { zonedDay, zonedParts } from '@app/shared/zoned-time';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { allLeads, freeSlots, letsConnectBody, offeredSlots, slotFields } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

async function findLead(name: string) {
  const items = await allLeads(
    stack,
    admin,
    '/admin/get-let-us-connect-leads',
    `q=${encodeURIComponent(name)}`,
  );
  return items.find((l) => l.fullName === name);
}

describe('POST /contact/lets-connect', () => {
  it('stores a schedule-meeting lead with the lead entity names and mails both sides', async () => {
    const body = letsConnectBody();
    const res = await api(stack, 'POST', '/contact/lets-connect', { body });
    expect(res.status).toBe(201);
    expect(res.json.data.message).toBe(MESSAGES.formSubmittedExclaim);
    const lead = await findLead(body.fullName);
    expect(lead).toMatchObject({
      id: res.json.data.id,
      fullName: body.fullName,
      interestedIn: 'Web Development',
      email: 'founder@example.com',
      message: body.additionalDetails,
      companyName: 'Acme Widgets',
      budget: '$10K-$25K',
      expectedTime: '3 months',
      projectPhase: 'New Project',
      websiteUrl: 'https://acme.example.com',
      status: 'New',
      notification: 'sent',
    });
    expect(lead?.meeting).toBeUndefined();
    const mails = stack.outbox.list().filter((m) => (m.text ?? '').includes(body.fullName));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['founder@example.com', 'sales@example.com']);
  });

  it.each([
    ['an unknown interest', { interest: 'Blockchain' }, 'interest'],
    ['an unknown budget', { budget: '$1M' }, 'budget'],
    ['an unknown duration', { projectDuration: 'forever' }, 'projectDuration'],
    ['an unknown phase', { projectPhase: 'Done' }, 'projectPhase'],
    ['a bad website', { websiteUrl: 'javascript:alert(1)' }, 'websiteUrl'],
    ['a link as name', { fullName: 'http://spam.example' }, 'fullName'],
    ['too long company', { companyName: 'x'.repeat(201) }, 'companyName'],
  ])('refuses %s with 400 and the field message', async (_case, overrides, field) => {
    const res = await api(stack, 'POST', '/contact/lets-connect', { body: letsConnectBody(overrides) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual([field]);
  });

  it('drops a honeypot submission silently', async () => {
    const body = letsConnectBody({ website2: 'bot' });
    const res = await api(stack, 'POST', '/contact/lets-connect', { body });
    expect(res.status).toBe(201);
    expect(await findLead(body.fullName)).toBeUndefined();
  });
});

describe('meeting slots', () => {
  it("lists both offices' free slots in each office's hours, ascending, each bookable now", async () => {
    const res = await api(stack, 'GET', '/contact/meeting-slots');
    expect(res.status).toBe(200);
    const { slots, slotMinutes, offices } = res.json.data as {
      slots: OfficeSlot[];
      slotMinutes: number;
      offices: { id: string; timeZone: string }[];
    };
    expect(slotMinutes).toBe(MEETING_SLOTS.slotMinutes);
    expect(offices.map((o) => [o.id, o.timeZone])).toEqual([
      ['noida', 'Asia/Kolkata'],
      ['washington', 'America/New_York'],
    ]);
    expect(new Set(slots.map((s) => s.office))).toEqual(new Set(['noida', 'washington']));
    const starts = slots.map((s) => s.start);
    expect([...starts].sort()).toEqual(starts);
    const now = new Date();
    for (const s of slots) {
      expect(slotProblem(s.start, now, officeSlotConfig(s.office))).toBeNull();
      const p = zonedParts(new Date(s.start), MEETING_OFFICES[s.office].timeZone);
      expect(p.weekday).toBeLessThanOrEqual(5);
      const minutes = p.hour * 60 + p.minute;
      if (s.office === 'washington') expect(minutes >= 9 * 60 && minutes <= 16 * 60 + 30).toBe(true);
      else expect(minutes >= 10 * 60 && minutes <= 17 * 60 + 30).toBe(true);
    }
  });

  it('narrows to a range and refuses a bad one', async () => {
    const all = await freeSlots(stack);
    const from = all[0]?.start as string;
    const to = new Date(Date.parse(from) + 60 * 60_000).toISOString();
    const res = await api(stack, 'GET', `/contact/meeting-slots?from=${from}&to=${to}`);
    expect(res.json.data.slots).toEqual(all.filter((s) => s.start >= from && s.start < to));
    expect((await api(stack, 'GET', '/contact/meeting-slots?from=yesterday')).status).toBe(400);
  });

  it('books a Washington slot: the lead carries it, the slot leaves the list, both raw mails carry the .ics', async () => {
    const slot = (await freeSlots(stack)).filter((s) => s.office === 'washington').at(-1) as OfficeSlot;
    const body = { ...letsConnectBody(), ...slotFields(slot), timeZone: 'America/New_York' };
    const res = await api(stack, 'POST', '/contact/schedule-meeting', { body });
    expect(res.status).toBe(201);
    expect(res.json.data.meeting).toMatchObject({ start: slot.start, office: 'washington' });
    expect(await freeSlots(stack)).not.toContainEqual(slot);
    const lead = await findLead(body.fullName);
    expect(lead?.meeting).toMatchObject({
      start: slot.start,
      timeZone: 'America/New_York',
      office: 'washington',
    });
    expect(Date.parse(lead?.meeting.end) - Date.parse(slot.start)).toBe(MEETING_SLOTS.slotMinutes * 60_000);
    const mails = stack.outbox.list().filter((m) => (m.text ?? '').includes(body.fullName));
    const toSales = mails.find((m) => m.to.includes('sales@example.com'));
    const toVisitor = mails.find((m) => m.to.includes('founder@example.com'));
    expect(toSales?.text).toContain('Office: Washington, DC');
    expect(toVisitor?.text).toMatch(/When: .* (AM|PM) Eastern (Standard|Daylight) Time/);
    for (const mail of [toSales, toVisitor]) {
      expect(mail?.raw).toBe(true);
      const ics = mail?.attachments?.find((a) => a.filename === 'moondive-meeting.ics');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics?.content as string)).getFirstSubcomponent(
          'vevent',
        ) as ICAL.Component,
      );
      expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
    }
  });

  it("keeps the offices' calendars apart: a Noida slot cannot be booked as Washington's", async () => {
    const noida = (await freeSlots(stack)).find((s) => s.office === 'noida') as OfficeSlot;
    const res = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'washington', slotStart: noida.start },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.slotStart).toBe(SLOT_MESSAGES.outsideHours);
    const unknown = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'paris', slotStart: noida.start },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.office).toBe(SLOT_MESSAGES.required);
  });

  it('decides a race in DynamoDB: two bookings of one slot give exactly one 201 and one 409', async () => {
    const [slot] = await freeSlots(stack);
    const a = { ...letsConnectBody(), ...slotFields(slot) };
    const b = { ...letsConnectBody(), ...slotFields(slot) };
    const results = await Promise.all([
      api(stack, 'POST', '/contact/schedule-meeting', { body: a }),
      api(stack, 'POST', '/contact/schedule-meeting', { body: b }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.json.errors.slotStart).toBe(SLOT_MESSAGES.taken);
    const stored = [await findLead(a.fullName), await findLead(b.fullName)].filter(Boolean);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.meeting.start).toBe(slot?.start);
  });

  describe('a claim left unconfirmed (lead write and release both failed)', () => {
    async function slotItem(slot: OfficeSlot) {
      const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
      const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
      const { slotKeys } = await import('@app/services/data/meeting-slot');
      const key = { pk: slotKeys.pk(slot), sk: slotKeys.sk };
      return (await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true })))
        .Item;
    }
    async function writeClaim(slot: OfficeSlot, fields: Record<string, unknown>) {
      const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
      const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
      const { slotKeys } = await import('@app/services/data/meeting-slot');
      const item = {
        pk: slotKeys.pk(slot),
        sk: slotKeys.sk,
        gsi1pk: slotKeys.monthPk(slot.start),
        gsi1sk: slotKeys.monthSk(slot),
      };
      await dynamo.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { ...item, entity: 'meetingSlot', office: slot.office, start: slot.start, ...fields },
        }),
      );
    }
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const book = (slot: OfficeSlot) =>
      api(stack, 'POST', '/contact/schedule-meeting', {
        body: { ...letsConnectBody(), ...slotFields(slot) },
      });

    it('a normal booking confirms its claim', async () => {
      const [slot] = (await freeSlots(stack)).slice(-2);
      expect((await book(slot as OfficeSlot)).status).toBe(201);
      expect(await slotItem(slot as OfficeSlot)).toMatchObject({ confirmed: true });
    });

    it('holds the slot while the claim is fresh (its request may still be running)', async () => {
      const [slot] = (await freeSlots(stack)).slice(-3);
      await writeClaim(slot as OfficeSlot, {
        leadId: 'in-flight',
        confirmed: false,
        bookedAt: minutesAgo(0),
      });
      expect(await freeSlots(stack)).not.toContainEqual(slot);
      expect((await book(slot as OfficeSlot)).status).toBe(409);
    });

    it('frees a stale claim without a lead: listed again and bookable', async () => {
      const [slot] = (await freeSlots(stack)).slice(-4);
      await writeClaim(slot as OfficeSlot, {
        leadId: 'never-stored',
        confirmed: false,
        bookedAt: minutesAgo(5),
      });
      expect(await freeSlots(stack)).toContainEqual(slot);
      const res = await book(slot as OfficeSlot);
      expect(res.status).toBe(201);
      expect(await slotItem(slot as OfficeSlot)).toMatchObject({ leadId: res.json.data.id, confirmed: true });
      expect(await freeSlots(stack)).not.toContainEqual(slot);
    });

    it('keeps a stale claim whose lead was stored (only the confirmation was lost) and confirms it', async () => {
      const [slot] = (await freeSlots(stack)).slice(-5);
      const first = await book(slot as OfficeSlot);
      expect(first.status).toBe(201);
      await writeClaim(slot as OfficeSlot, {
        leadId: first.json.data.id,
        confirmed: false,
        bookedAt: minutesAgo(5),
      });
      const second = await book(slot as OfficeSlot);
      expect(second.status).toBe(409);
      expect(await slotItem(slot as OfficeSlot)).toMatchObject({
        leadId: first.json.data.id,
        confirmed: true,
      });
      expect(await freeSlots(stack)).not.toContainEqual(slot);
    });
  });

  it('refuses a slot already taken with 409 and nothing stored', async () => {
    const [slot] = await freeSlots(stack);
    expect(
      (
        await api(stack, 'POST', '/contact/schedule-meeting', {
          body: { ...letsConnectBody(), ...slotFields(slot) },
        })
      ).status,
    ).toBe(201);
    const again = { ...letsConnectBody(), ...slotFields(slot) };
    const res = await api(stack, 'POST', '/contact/schedule-meeting', { body: again });
    expect(res.status).toBe(409);
    expect(await findLead(again.fullName)).toBeUndefined();
  });

  it.each([
    ['a past slot', () => '2020-01-06T04:30:00.000Z', SLOT_MESSAGES.past],
    [
      'a slot beyond the window',
      () => offeredSlots(new Date(Date.now() + 30 * 86_400_000))[0],
      SLOT_MESSAGES.tooFar,
    ],
    [
      'a time off the grid',
      () => new Date(Date.parse(offeredSlots()[0] as string) + 15 * 60_000).toISOString(),
      SLOT_MESSAGES.outsideHours,
    ],
    ['not a time', () => 'tomorrow at noon', SLOT_MESSAGES.invalid],
    ['no slot', () => '', SLOT_MESSAGES.required],
  ])('refuses %s with 400 and a slotStart message', async (_case, slot, message) => {
    const res = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'noida', slotStart: slot() },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.slotStart).toBe(message);
  });

  it('refuses a slot inside the minimum notice', async () => {
    // Pinned: Monday 2026-12-07 09:30 in Noida; 10:30 there is on the grid, in hours and one hour away.
    stack.setNow('2026-12-07T04:00:00.000Z');
    const res = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office: 'noida', slotStart: '2026-12-07T05:00:00.000Z' },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.slotStart).toBe(SLOT_MESSAGES.tooSoon);
  });
});

describe('meeting slots at pinned instants (the stack clock)', () => {
  afterEach(() => {
    stack.setNow(null);
  });
  async function slotsAt(now: string): Promise<OfficeSlot[]> {
    stack.setNow(now);
    const res = await api(stack, 'GET', '/contact/meeting-slots');
    expect(res.status).toBe(200);
    return res.json.data.slots as OfficeSlot[];
  }
  /** An office's slots on one of its own calendar days. */
  const on = (slots: OfficeSlot[], office: MeetingOfficeId, day: string) =>
    slots.filter((s) => s.office === office && zonedDay(s.start, MEETING_OFFICES[office].timeZone) === day);
  const book = (office: MeetingOfficeId, slotStart: string) =>
    api(stack, 'POST', '/contact/schedule-meeting', { body: { ...letsConnectBody(), office, slotStart } });

  it("2026-11-27, Washington's Day after Thanksgiving: only Noida offers times, Washington's 9:00 is refused", async () => {
    const now = '2026-11-27T00:00:00.000Z';
    const slots = await slotsAt(now);
    expect(on(slots, 'washington', '2026-11-27')).toEqual([]);
    // Free slots only: other tests on this (shared) stack may have booked some of Noida's.
    const noida = on(slots, 'noida', '2026-11-27');
    expect(noida.length).toBeGreaterThan(0);
    const offered = offeredSlots(new Date(now), 'noida');
    expect(noida.every((s) => offered.includes(s.start))).toBe(true);
    // Monday Washington is open again, from 9:00 EST (14:00Z).
    const monday = on(slots, 'washington', '2026-11-30');
    expect(monday.length).toBeGreaterThan(0);
    expect(monday.every((s) => s.start >= '2026-11-30T14:00:00.000Z')).toBe(true);
    const refused = await book('washington', '2026-11-27T14:00:00.000Z');
    expect(refused.status).toBe(400);
    expect(refused.json.errors.slotStart).toBe(SLOT_MESSAGES.outsideHours);
  });

  it('2026-12-25: both offices closed; the day before and after as usual', async () => {
    const slots = await slotsAt('2026-12-23T00:00:00.000Z');
    expect(on(slots, 'noida', '2026-12-25')).toEqual([]);
    expect(on(slots, 'washington', '2026-12-25')).toEqual([]);
    expect(on(slots, 'noida', '2026-12-24').length).toBeGreaterThan(0);
    expect(on(slots, 'washington', '2026-12-24').length).toBeGreaterThan(0);
    expect(on(slots, 'noida', '2026-12-28').length).toBeGreaterThan(0);
    expect((await book('noida', '2026-12-25T04:30:00.000Z')).json.errors.slotStart).toBe(
      SLOT_MESSAGES.outsideHours,
    );
  });

  it('a Saturday offers nothing that weekend; Monday opens at 10:00 in Noida', async () => {
    const slots = await slotsAt('2026-12-05T06:00:00.000Z'); // Saturday 11:30 in Noida
    for (const day of ['2026-12-05', '2026-12-06']) {
      expect(on(slots, 'noida', day)).toEqual([]);
      expect(on(slots, 'washington', day)).toEqual([]);
    }
    // The first free time is Monday's in Noida (10:00 IST = 04:30Z, unless another test booked it).
    expect(slots[0]?.office).toBe('noida');
    expect(zonedDay(slots[0]?.start as string, MEETING_OFFICES.noida.timeZone)).toBe('2026-12-07');
    expect((slots[0]?.start as string) >= '2026-12-07T04:30:00.000Z').toBe(true);
  });

  it("New York's DST change days: Washington's 9:00 is 14:00Z before spring-forward and 13:00Z after", async () => {
    // Friday 2026-03-06, before the Sunday 2026-03-08 change.
    const spring = await slotsAt('2026-03-06T00:00:00.000Z');
    expect(on(spring, 'washington', '2026-03-06')[0]?.start).toBe('2026-03-06T14:00:00.000Z');
    expect(on(spring, 'washington', '2026-03-08')).toEqual([]);
    expect(on(spring, 'washington', '2026-03-09')[0]?.start).toBe('2026-03-09T13:00:00.000Z');
    // From inside the repeated hour of Sunday 2026-11-01 (01:15 EDT): Monday's 9:00 is EST again.
    const fall = await slotsAt('2026-11-01T05:15:00.000Z');
    expect(on(fall, 'washington', '2026-11-01')).toEqual([]);
    expect(on(fall, 'washington', '2026-11-02')[0]?.start).toBe('2026-11-02T14:00:00.000Z');
  });
});
