/**
 * Issue 27 items 4 and 5 on the API: each lead stores its kind (meeting or
 * let's-connect), the schedule-meeting list filters by it, older leads get it
 * from an idempotent backfill, the CSV writes the kind and ISO 8601 times with
 * the member's offset, the staff mail names the kind and its zone and links
 * to the lead's side panel, which reads the lead by id.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/local-stack';
import { allLeads, freeSlots, letsConnectBody, slotFields, startLeadsFixture } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startLeadsFixture>>['stack'];
let sales: string;
let hr: string;

beforeAll(async () => {
  ({ stack, sales, hr } = await startLeadsFixture('Kinds'));
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

const LIST = '/admin/get-let-us-connect-leads' as const;

async function csv(query: string): Promise<{ status: number; lines: string[]; text: string }> {
  const res = await fetch(`${stack.url}/api/v1/admin/leads/meeting/export?${query}`, {
    headers: { token: sales },
  });
  const text = (await res.text()).replace(/^\uFEFF/, '');
  return { status: res.status, lines: text.trim().split('\r\n'), text };
}

describe('lead kinds', () => {
  it('stores the kind on each lead and filters the schedule-meeting list by it', async () => {
    const enquiry = letsConnectBody();
    const [slot] = await freeSlots(stack);
    const meeting = { ...letsConnectBody({ companyName: enquiry.companyName }), ...slotFields(slot) };
    expect((await api(stack, 'POST', '/contact/lets-connect', { body: enquiry })).status).toBe(201);
    expect((await api(stack, 'POST', '/contact/schedule-meeting', { body: meeting })).status).toBe(201);
    const mine = (items: Array<Record<string, unknown>>) =>
      items.filter((l) => l.fullName === enquiry.fullName || l.fullName === meeting.fullName);

    const all = mine(await allLeads(stack, sales, LIST));
    expect(all.map((l) => [l.fullName, l.form]).sort()).toEqual(
      [
        [enquiry.fullName, 'lets-connect'],
        [meeting.fullName, 'schedule-meeting'],
      ].sort(),
    );
    const onlyEnquiries = mine(await allLeads(stack, sales, LIST, 'form=lets-connect'));
    expect(onlyEnquiries.map((l) => l.fullName)).toEqual([enquiry.fullName]);
    const onlyMeetings = mine(await allLeads(stack, sales, LIST, 'form=schedule-meeting'));
    expect(onlyMeetings.map((l) => l.fullName)).toEqual([meeting.fullName]);
    const bad = await api(stack, 'GET', `${LIST}?form=contact`, { token: sales });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ form: 'Unknown lead kind.' });

    const lines = (await csv(`q=${encodeURIComponent(enquiry.companyName)}`)).lines;
    const row = (name: string) => lines.find((l) => l.includes(`"${name}"`)) ?? '';
    expect(row(enquiry.fullName).split(',')[1]).toBe(`"Let's connect"`);
    expect(row(meeting.fullName).split(',')[1]).toBe('"Meeting"');
  });

  it('backfills the kind of leads stored before it, once, and twice at once changes nothing twice', async () => {
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    const { backfillLeadForms } = await import('@app/services/data/lead-form-backfill');
    const marker = { pk: 'LEAD_FORM_BACKFILL', sk: 'DONE' };
    const old = (id: string, meeting?: object) => ({
      pk: `LEAD#meeting#${id}`,
      sk: 'LEAD',
      gsi1pk: 'LEADS#meeting',
      gsi1sk: `2020-01-01T00:00:00.000Z#${id}`,
      entity: 'meetingLead',
      id,
      dateRaised: '2020-01-01T00:00:00.000Z',
      fullName: 'Old Lead',
      email: 'old@example.com',
      interestedIn: 'Web Development',
      budget: 'TBD',
      expectedTime: 'TBD',
      projectPhase: 'New Project',
      status: 'New',
      notes: [],
      notification: 'sent',
      salesCounted: true,
      ...(meeting ? { meeting } : {}),
    });
    const [enquiryId, meetingId] = [randomUUID(), randomUUID()];
    const slot = { start: '2020-01-02T04:30:00.000Z', end: '2020-01-02T05:00:00.000Z', office: 'noida' };
    for (const Item of [old(enquiryId), old(meetingId, slot)])
      await dynamo.send(new PutCommand({ TableName: TABLE_NAME, Item }));
    // Today's stack ran the backfill at start; these leads came after, as if from an older release.
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    await dynamo.send(new DeleteCommand({ TableName: TABLE_NAME, Key: marker }));

    const [a, b] = await Promise.all([backfillLeadForms(), backfillLeadForms()]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    const read = async (id: string) =>
      (await api(stack, 'GET', `/admin/leads/meeting/${id}`, { token: sales })).json.data;
    expect((await read(enquiryId)).form).toBe('lets-connect');
    expect((await read(meetingId)).form).toBe('schedule-meeting');
    // Done: the next run reads only the marker.
    expect(await backfillLeadForms()).toBe(0);
  });

  it('writes one evening lead the same in the CSV, the mail and by id for a member in New York', async () => {
    // 01:12 UTC on Nov 27 is 8:12 PM on Nov 26 in New York and 6:42 AM on Nov 27 in India.
    stack.setNow(new Date('2026-11-27T01:12:00.000Z'));
    const body = letsConnectBody();
    const res = await api(stack, 'POST', '/contact/lets-connect', { body });
    expect(res.status).toBe(201);
    stack.setNow(null);
    const id = res.json.data.id as string;

    const q = `q=${encodeURIComponent(body.fullName)}`;
    const ny = (await csv(`${q}&timeZone=America/New_York`)).lines[1] ?? '';
    expect(ny.startsWith('"2026-11-26T20:12:00-05:00","Let\'s connect"')).toBe(true);
    const utc = (await csv(q)).lines[1] ?? '';
    expect(utc.startsWith('"2026-11-27T01:12:00Z"')).toBe(true);
    const badZone = await api(stack, 'GET', `/admin/leads/meeting/export?timeZone=Mars/Olympus`, {
      token: sales,
    });
    expect(badZone.status).toBe(400);
    expect(badZone.json.errors).toEqual({ timeZone: 'Choose a known time zone.' });
    const hostile = await api(
      stack,
      'GET',
      `/admin/leads/meeting/export?timeZone=${encodeURIComponent(`America/New_York\u202e${'x'.repeat(5000)}`)}`,
      { token: sales },
    );
    expect(hostile.status).toBe(400);

    const mail = stack.outbox
      .list()
      .find((m) => m.to[0] === 'sales@example.com' && (m.text ?? '').includes(body.fullName));
    expect(mail?.subject).toBe(`New let's-connect enquiry: ${body.fullName} (${body.companyName})`);
    // The mail names its zone beside the time, and its button opens this lead's side panel.
    expect(mail?.text).toContain('Date raised: Friday, November 27, 2026, 6:42 AM India Standard Time');
    expect(mail?.text).toContain(`/admin/schedule-meeting?lead=${id}`);

    const one = await api(stack, 'GET', `/admin/leads/meeting/${id}`, { token: sales });
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ id, form: 'lets-connect' });
    expect(one.json.data.dateRaised).toMatch(/^2026-11-27T01:12:00\./);
    expect((await api(stack, 'GET', `/admin/leads/meeting/${id}`, { token: hr })).status).toBe(403);
    expect((await api(stack, 'GET', `/admin/leads/meeting/${randomUUID()}`, { token: sales })).status).toBe(
      404,
    );
    expect((await api(stack, 'GET', `/admin/leads/contact/${id}`, { token: sales })).status).toBe(404);
  });
});
