import { isoInZone } from '@app/shared/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/local-stack';
import { contactBody, freeSlots, letsConnectBody, slotFields, startLeadsFixture } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startLeadsFixture>>['stack'];
let admin: string;
let sales: string;
let hr: string;
let tag: string;
let countsBefore: { contactLeads: number; meetingLeads: number };

beforeAll(async () => {
  ({ stack, admin, sales, hr, tag, countsBefore } = await startLeadsFixture('Export'));
});
afterAll(async () => {
  await stack?.dispose();
});

describe('CSV export', () => {
  it('exports the filtered list, newest first, with formulas defused', async () => {
    const res = await fetch(`${stack.url}/api/v1/admin/leads/contact/export?q=${encodeURIComponent(tag)}`, {
      headers: { token: sales },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="contact-leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers.get('x-export-rows')).toBe('5');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Date raised","Full name","Email","Phone number","Message","Status","Owner","Due","First response","Notification","Source","UTM campaign","Landing page"',
    );
    // The follow-up from the stored lead: a reply due one business day on (ISO 8601 with offset), none yet.
    const cells = lines[1]?.split(',') ?? [];
    expect(cells[7]).toMatch(/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})"$/);
    expect(Date.parse(cells[7]?.slice(1, -1) ?? '')).toBeGreaterThan(
      Date.parse(cells[0]?.slice(1, -1) ?? ''),
    );
    expect(cells[8]).toBe('""');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(
      ['e', 'd', 'c', 'b', 'a'].map((s) => `"${tag} ${s}"`),
    );
    expect(lines[1]).toContain(`"'+91 98765 43210"`);
  });

  it('exports meeting leads with the booked time, and needs leads:read', async () => {
    const [slot] = await freeSlots(stack);
    const body = { ...letsConnectBody(), ...slotFields(slot) };
    expect((await api(stack, 'POST', '/contact/schedule-meeting', { body })).status).toBe(201);
    const res = await fetch(
      `${stack.url}/api/v1/admin/leads/meeting/export?q=${encodeURIComponent(body.fullName)}`,
      {
        headers: { token: admin },
      },
    );
    const text = await res.text();
    // ISO 8601 with an offset (UTC without the member's zone): the booked instant.
    expect(text).toContain(`"${isoInZone(slot?.start ?? '', 'UTC')}"`);
    expect((await api(stack, 'GET', '/admin/leads/meeting/export', { token: hr })).status).toBe(403);
    expect((await api(stack, 'GET', '/admin/leads/nope/export', { token: admin })).status).toBe(404);
  });
});

describe('dashboard counts', () => {
  it('count every stored lead (not spam) for Sales through /admin/show-count', async () => {
    // Honeypot spam is not stored, so not counted.
    await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ website2: 'x' }) });
    const res = await api(stack, 'GET', '/admin/show-count', { token: sales });
    expect(res.status).toBe(200);
    // 5 contact leads from beforeAll and the booked meeting of the export test.
    expect(res.json.data).toEqual({
      contactLeads: countsBefore.contactLeads + 5,
      meetingLeads: countsBefore.meetingLeads + 1,
    });
  });
});
