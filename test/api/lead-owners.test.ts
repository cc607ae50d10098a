/**
 * Issue 30, items 5 and 6: lead owners by rotation (Sales members not out of
 * office, one turn per lead, never doubled by concurrent submissions), the
 * meeting's host in its mails, owners changed by Sales, "My leads"; the reply
 * promise (first response by the owner, Overdue filter, the owner's reminder
 * and the SuperAdmins' overdue mail, each once under concurrent sweeps).
 */
import type { runSiteMaintenance as RunSiteMaintenance } from '@app/services/tasks/site-maintenance';
import type { OfficeSlot } from '@app/shared/meeting-slots';
import { LEAD_OWNER_MESSAGES } from '@app/shared/schemas/lead-admin';
import { RECORD_VERSION_MESSAGES } from '@app/shared/schemas/record-version';
import { zonedDay } from '@app/shared/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';
import { contactBody, freeSlots, type Json, letsConnectBody, slotFields, uniqueName } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let run: typeof RunSiteMaintenance;
const suffix = Math.random().toString(36).slice(2, 8);
const emailOf = (n: string) => `owners.${n}.${suffix}@example.com`;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  run = (await import('@app/services/tasks/site-maintenance')).runSiteMaintenance;
  for (const n of ['a', 'b', 'c', 'd']) tokens[n] = await createMember(stack, emailOf(n), ['Sales']);
  tokens.marketing = await createMember(stack, emailOf('marketing'), ['Marketing']);
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

const leadOf = async (kind: 'contact' | 'meeting', id: string, token = tokens.a): Promise<Json> => {
  const res = await api(stack, 'GET', `/admin/leads/${kind}/${id}`, { token });
  expect(res.status).toBe(200);
  return res.json.data;
};
const patch = (id: string, body: Json, token = tokens.a as string) =>
  api(stack, 'PATCH', `/admin/leads/contact/${id}`, { token, body });
const submit = async (overrides: Json = {}) => {
  const body = contactBody(overrides);
  const res = await api(stack, 'POST', '/contact/contact-us', { body });
  expect(res.status).toBe(201);
  return { id: res.json.data.id as string, name: body.name as string };
};
const listed = async (query: string, token: string): Promise<string[]> => {
  const res = await api(stack, 'GET', `/admin/get-contact-leads?${query}`, { token });
  expect(res.status).toBe(200);
  return (res.json.data.items as Json[]).map((l) => l.id);
};

describe('lead owners (item 5)', () => {
  it('four Sales members, one out of office: three leads at once go 1-1-1 to the other three', async () => {
    const day = zonedDay(new Date(), 'Asia/Kolkata');
    const away = await api(stack, 'PUT', `/admin/availability/away/${encodeURIComponent(emailOf('d'))}`, {
      token: tokens.a,
      body: { days: [day], version: 0 },
    });
    expect(away.status).toBe(200);
    const { ownerCandidates, takeTurn } = await import('@app/services/data/lead-owner');
    // This file's four members only (other files' Sales members share this stack), in a pool of its own.
    const mine = await ownerCandidates(day, (e) => e.endsWith(`.${suffix}@example.com`));
    expect(mine.map((m) => m.email)).toEqual([emailOf('a'), emailOf('b'), emailOf('c')]);
    const pool = `test-${suffix}`;
    const turns = await Promise.all([takeTurn(mine, pool), takeTurn(mine, pool), takeTurn(mine, pool)]);
    expect(turns.map((t) => t?.email).sort()).toEqual([emailOf('a'), emailOf('b'), emailOf('c')]);
    // Round and round: the next three again once each.
    const next = await Promise.all([takeTurn(mine, pool), takeTurn(mine, pool), takeTurn(mine, pool)]);
    expect(next.map((t) => t?.email).sort()).toEqual([emailOf('a'), emailOf('b'), emailOf('c')]);

    // Through the form: three submissions at once get three different owners, none of them away.
    const leads = await Promise.all([submit(), submit(), submit()]);
    const owners = await Promise.all(leads.map(async (l) => (await leadOf('contact', l.id)).owner));
    expect(new Set(owners).size).toBe(3);
    expect(owners).not.toContain(emailOf('d'));
    const { memberRolesByEmail } = await import('@app/services/data/member-directory');
    for (const owner of owners) expect(await memberRolesByEmail(owner)).toContain('Sales');
  });

  it('names the host in the visitor mail and sends the host the staff copy (one turn per booking)', async () => {
    const slot = (await freeSlots(stack)).at(-3) as OfficeSlot;
    const email = `${uniqueName('h').replace(' ', '-').toLowerCase()}@example.com`;
    const res = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody({ email }), ...slotFields(slot), timeZone: 'America/New_York' },
    });
    expect(res.status).toBe(201);
    const lead = await leadOf('meeting', res.json.data.id);
    expect(lead.owner).toBeTruthy();
    expect(lead.office).toBe(slot.office);
    const mails = stack.outbox.list().filter((m) => m.text?.includes(lead.fullName));
    const visitor = mails.find((m) => m.to.includes(email));
    // The host by name when the member gave one (another file on the shared stack may have named theirs).
    const { memberByEmail } = await import('@app/services/data/member-directory');
    const host = await memberByEmail(lead.owner);
    expect(visitor?.text).toContain(`With: ${host?.displayName ?? lead.owner}, from our`);
    const staff = mails.find((m) => m.subject.startsWith('New meeting request'));
    expect(staff?.to).toContain(lead.owner);
    expect(staff?.text).toContain(`Host: ${lead.owner}`);
  });

  it('Sales hand a lead to another Sales member; "My leads" follows; a non-Sales member or a bad value is refused', async () => {
    const { id, name } = await submit();
    const moved = await patch(id, { owner: emailOf('b').toUpperCase(), version: 1 });
    expect(moved.status).toBe(200);
    expect(moved.json.data.owner).toBe(emailOf('b'));
    const q = `q=${encodeURIComponent(name)}`;
    expect(await listed(`${q}&mine=true`, tokens.b as string)).toEqual([id]);
    expect(await listed(`${q}&mine=true`, tokens.c as string)).toEqual([]);
    expect(await listed(q, tokens.c as string)).toEqual([id]);
    expect(moved.json.data.version).toBe(2);
    const refused = await patch(id, { owner: emailOf('marketing'), version: 2 });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.owner).toBe(LEAD_OWNER_MESSAGES.notOwner);
    for (const owner of [
      'x\u202e@example.com',
      `${'a'.repeat(10_000)}@example.com`,
      'no\u0000body@example.com',
    ]) {
      const res = await patch(id, { owner, version: 2 });
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty('owner');
    }
    expect((await leadOf('contact', id)).owner).toBe(emailOf('b'));
  });

  it('two tabs hand the same lead to different members at once: one wins, the other is told it is stale', async () => {
    const { id } = await submit();
    const [toB, toC] = await Promise.all([
      patch(id, { owner: emailOf('b'), version: 1 }, tokens.a),
      patch(id, { owner: emailOf('c'), version: 1 }, tokens.d),
    ]);
    expect([toB.status, toC.status].sort()).toEqual([200, 409]);
    const [won, lost] = toB.status === 200 ? [toB, toC] : [toC, toB];
    expect(lost.json.errors.version).toBe(RECORD_VERSION_MESSAGES.stale);
    const stored = await leadOf('contact', id);
    expect(stored.owner).toBe(won.json.data.owner);
    expect(stored.version).toBe(2);
    // The loser reloads (version 2) and may then hand it over; a note meanwhile makes it stale again.
    expect((await patch(id, { note: 'Called', version: 2 }, tokens.a)).json.data.version).toBe(3);
    expect((await patch(id, { owner: emailOf('a'), version: 2 })).status).toBe(409);
    expect((await leadOf('contact', id)).owner).toBe(won.json.data.owner);
    // Handing over without the version read is refused with the record-version message.
    const bare = await patch(id, { owner: emailOf('a') });
    expect(bare.status).toBe(400);
    expect(bare.json.errors.version).toBe(RECORD_VERSION_MESSAGES.required);
  });

  it("counts an American visitor's promise in Washington's calendar; a hostile zone is refused", async () => {
    const american = await submit({ timeZone: 'America/Chicago' });
    expect((await leadOf('contact', american.id)).office).toBe('washington');
    for (const timeZone of ['Asia/\u202eKolkata', 'x'.repeat(100), 'Europe/Berlin\u0000'])
      expect(
        (await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ timeZone }) })).status,
      ).toBe(400);
  });
});

describe('the reply promise (item 6)', () => {
  /** A Tuesday 10:30 in Noida: one business day later is Wednesday 10:30 (Noida, 10:00-18:00). */
  const RAISED = '2026-12-01T05:00:00.000Z';
  const sweepTwice = async (at: string, ids: string[]) => {
    const now = new Date(at);
    await Promise.all([run('sweep', now, { scope: { ids } }), run('sweep', now, { scope: { ids } })]);
  };
  const mailsAbout = (name: string) =>
    stack.outbox
      .list()
      .filter((m) => m.subject.includes(name) && /^(Reply due|Overdue)/.test(m.subject))
      .reverse();

  it('is due one business day later; the owner is reminded 2 business hours before and SuperAdmins told once when overdue', async () => {
    stack.setNow(RAISED);
    const { id, name } = await submit();
    const answered = await submit();
    expect((await patch(id, { owner: emailOf('c'), version: 1 })).status).toBe(200);
    expect((await patch(answered.id, { owner: emailOf('c'), version: 1 })).status).toBe(200);
    const lead = await leadOf('contact', id);
    expect(lead.office).toBe('noida');
    // The clock flows on from RAISED by a few milliseconds: compare to the minute.
    expect(lead.responseDueAt.slice(0, 16)).toBe('2026-12-02T05:00');
    // Two business hours before Wednesday 10:30 is Tuesday 16:30 (the day ends at 18:00).
    expect(lead.responseRemindAt.slice(0, 16)).toBe('2026-12-01T11:00');
    // Another member's note is not the owner's answer; the owner's note is.
    expect(
      (await patch(answered.id, { note: 'Looked at it' }, tokens.b)).json.data.firstResponseAt,
    ).toBeUndefined();
    stack.setNow('2026-12-01T09:00:00.000Z');
    const first = (await patch(answered.id, { note: 'Called them' }, tokens.c)).json.data.firstResponseAt;
    expect(first.slice(0, 16)).toBe('2026-12-01T09:00');

    await sweepTwice('2026-12-01T10:59:00.000Z', [id, answered.id]);
    expect(mailsAbout(name)).toHaveLength(0);
    await sweepTwice('2026-12-01T11:01:00.000Z', [id, answered.id]);
    const reminders = mailsAbout(name);
    expect(reminders.map((m) => [m.subject, m.to])).toEqual([
      [`Reply due in 2 business hours: ${name}`, [emailOf('c')]],
    ]);

    stack.setNow('2026-12-02T04:59:00.000Z');
    expect(await listed(`q=${encodeURIComponent(name)}&overdue=true`, tokens.c as string)).toEqual([]);
    stack.setNow('2026-12-02T05:01:00.000Z');
    expect(await listed(`q=${encodeURIComponent(name)}&overdue=true`, tokens.c as string)).toEqual([id]);
    await sweepTwice('2026-12-02T05:01:00.000Z', [id, answered.id]);
    await sweepTwice('2026-12-02T06:00:00.000Z', [id, answered.id]);
    const overdue = mailsAbout(name).filter((m) => m.subject.startsWith('Overdue'));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.to).toContain('admin@example.com');
    expect(mailsAbout(answered.name)).toHaveLength(0);

    // Answered late by the owner moving it from New: no longer overdue.
    stack.setNow('2026-12-02T07:00:00.000Z');
    const moved = await patch(id, { status: 'Contacted' }, tokens.c);
    expect(moved.json.data.firstResponseAt.slice(0, 16)).toBe('2026-12-02T07:00');
    expect(await listed(`q=${encodeURIComponent(name)}&overdue=true`, tokens.c as string)).toEqual([]);

    // Sales Reports: per week and per owner, the same figures as firstResponseWeek (the digest's read).
    const report = await api(stack, 'GET', '/admin/sales-reports?from=2026-11-30&to=2026-12-06', {
      token: tokens.c,
    });
    expect(report.status).toBe(200);
    const [week] = report.json.data.firstResponse as Json[];
    expect(week?.week).toBe('2026-11-30');
    // One answered in 4 hours (in time), one in 26 hours (late): median 15 h, half within the promise.
    expect(week?.byOwner.find((r: Json) => r.owner === emailOf('c'))).toEqual({
      owner: emailOf('c'),
      leads: 2,
      answered: 2,
      medianMinutes: 900,
      withinPromise: 1,
      decided: 2,
      share: 0.5,
    });
    const { firstResponseWeek } = await import('@app/services/lib/sales/first-response');
    expect(await firstResponseWeek('2026-12-03')).toEqual(week);
    stack.setNow(null);
  });
});
