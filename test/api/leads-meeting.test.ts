import { MEETING_SLOTS } from '@app/shared/leads';
import { SLOT_MESSAGES, slotProblem, zonedParts } from '@app/shared/meeting-slots';
import { MESSAGES } from '@app/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { allLeads, freeSlots, letsConnectBody, offeredSlots } from './leads-helpers';

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
  it('lists free slots in business hours, ascending, each bookable now', async () => {
    const res = await api(stack, 'GET', '/contact/meeting-slots');
    expect(res.status).toBe(200);
    const { slots, slotMinutes, timeZone } = res.json.data;
    expect(slotMinutes).toBe(MEETING_SLOTS.slotMinutes);
    expect(timeZone).toBe(MEETING_SLOTS.timeZone);
    expect(slots.length).toBeGreaterThan(0);
    expect([...slots].sort()).toEqual(slots);
    const now = new Date();
    for (const s of slots) {
      expect(slotProblem(s, now)).toBeNull();
      const p = zonedParts(new Date(s), MEETING_SLOTS.timeZone);
      expect(p.weekday).toBeLessThanOrEqual(5);
    }
  });

  it('narrows to a range and refuses a bad one', async () => {
    const all = await freeSlots(stack);
    const from = all[0] as string;
    const to = new Date(Date.parse(from) + 60 * 60_000).toISOString();
    const res = await api(stack, 'GET', `/contact/meeting-slots?from=${from}&to=${to}`);
    expect(res.json.data.slots).toEqual(all.filter((s) => s >= from && s < to));
    expect((await api(stack, 'GET', '/contact/meeting-slots?from=yesterday')).status).toBe(400);
  });

  it('books a slot: the lead carries it, the slot leaves the list, both mails name the time', async () => {
    const [slot] = (await freeSlots(stack)).slice(-1);
    const body = { ...letsConnectBody(), slotStart: slot, timeZone: 'America/New_York' };
    const res = await api(stack, 'POST', '/contact/schedule-meeting', { body });
    expect(res.status).toBe(201);
    expect(res.json.data.meeting.start).toBe(slot);
    expect(await freeSlots(stack)).not.toContain(slot);
    const lead = await findLead(body.fullName);
    expect(lead?.meeting).toMatchObject({ start: slot, timeZone: 'America/New_York' });
    expect(Date.parse(lead?.meeting.end) - Date.parse(slot as string)).toBe(
      MEETING_SLOTS.slotMinutes * 60_000,
    );
    const mails = stack.outbox.list().filter((m) => (m.text ?? '').includes(body.fullName));
    expect(mails.find((m) => m.to.includes('sales@example.com'))?.text).toContain('(Asia/Kolkata)');
    expect(mails.find((m) => m.to.includes('founder@example.com'))?.text).toContain('(America/New_York)');
  });

  it('decides a race in DynamoDB: two bookings of one slot give exactly one 201 and one 409', async () => {
    const [slot] = await freeSlots(stack);
    const a = { ...letsConnectBody(), slotStart: slot };
    const b = { ...letsConnectBody(), slotStart: slot };
    const results = await Promise.all([
      api(stack, 'POST', '/contact/schedule-meeting', { body: a }),
      api(stack, 'POST', '/contact/schedule-meeting', { body: b }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.json.errors.slotStart).toBe(SLOT_MESSAGES.taken);
    const stored = [await findLead(a.fullName), await findLead(b.fullName)].filter(Boolean);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.meeting.start).toBe(slot);
  });

  describe('a claim left unconfirmed (lead write and release both failed)', () => {
    async function slotItem(start: string) {
      const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
      const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
      const { slotKeys } = await import('@app/services/data/meeting-slot');
      const key = { pk: slotKeys.pk(start), sk: slotKeys.sk };
      return (await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true })))
        .Item;
    }
    async function writeClaim(start: string, fields: Record<string, unknown>) {
      const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
      const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
      const { slotKeys } = await import('@app/services/data/meeting-slot');
      const item = {
        pk: slotKeys.pk(start),
        sk: slotKeys.sk,
        gsi1pk: slotKeys.monthPk(start),
        gsi1sk: start,
      };
      await dynamo.send(
        new PutCommand({ TableName: TABLE_NAME, Item: { ...item, entity: 'meetingSlot', start, ...fields } }),
      );
    }
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const book = (slot: string) =>
      api(stack, 'POST', '/contact/schedule-meeting', { body: { ...letsConnectBody(), slotStart: slot } });

    it('a normal booking confirms its claim', async () => {
      const [slot] = (await freeSlots(stack)).slice(-2);
      expect((await book(slot as string)).status).toBe(201);
      expect(await slotItem(slot as string)).toMatchObject({ confirmed: true });
    });

    it('holds the slot while the claim is fresh (its request may still be running)', async () => {
      const [slot] = (await freeSlots(stack)).slice(-3);
      await writeClaim(slot as string, { leadId: 'in-flight', confirmed: false, bookedAt: minutesAgo(0) });
      expect(await freeSlots(stack)).not.toContain(slot);
      expect((await book(slot as string)).status).toBe(409);
    });

    it('frees a stale claim without a lead: listed again and bookable', async () => {
      const [slot] = (await freeSlots(stack)).slice(-4);
      await writeClaim(slot as string, { leadId: 'never-stored', confirmed: false, bookedAt: minutesAgo(5) });
      expect(await freeSlots(stack)).toContain(slot);
      const res = await book(slot as string);
      expect(res.status).toBe(201);
      expect(await slotItem(slot as string)).toMatchObject({ leadId: res.json.data.id, confirmed: true });
      expect(await freeSlots(stack)).not.toContain(slot);
    });

    it('keeps a stale claim whose lead was stored (only the confirmation was lost) and confirms it', async () => {
      const [slot] = (await freeSlots(stack)).slice(-5);
      const first = await book(slot as string);
      expect(first.status).toBe(201);
      await writeClaim(slot as string, {
        leadId: first.json.data.id,
        confirmed: false,
        bookedAt: minutesAgo(5),
      });
      const second = await book(slot as string);
      expect(second.status).toBe(409);
      expect(await slotItem(slot as string)).toMatchObject({ leadId: first.json.data.id, confirmed: true });
      expect(await freeSlots(stack)).not.toContain(slot);
    });
  });

  it('refuses a slot already taken with 409 and nothing stored', async () => {
    const [slot] = await freeSlots(stack);
    expect(
      (
        await api(stack, 'POST', '/contact/schedule-meeting', {
          body: { ...letsConnectBody(), slotStart: slot },
        })
      ).status,
    ).toBe(201);
    const again = { ...letsConnectBody(), slotStart: slot };
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
      body: { ...letsConnectBody(), slotStart: slot() },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.slotStart).toBe(message);
  });

  it('refuses a slot inside the minimum notice', async () => {
    // The first grid time after now within business hours may be too soon or outside hours; either way 400.
    const soon = new Date(Math.ceil((Date.now() + 60 * 60_000) / 1_800_000) * 1_800_000).toISOString();
    const res = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), slotStart: soon },
    });
    expect(res.status).toBe(400);
    expect([SLOT_MESSAGES.tooSoon, SLOT_MESSAGES.outsideHours]).toContain(res.json.errors.slotStart);
  });
});
