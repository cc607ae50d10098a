import { addDays } from '@app/shared/analytics-days';
import { DEAL_STAGES } from '@app/shared/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startFreshTestStack, TEST_ADMIN } from '../support/local-stack';
import { today } from './analytics-helpers';

/** `npm start` seeds 60 days of demo traffic, campaigns and attributed leads, so the screens are alive. */
let stack: Awaited<ReturnType<typeof startFreshTestStack>>;
let admin: string;

beforeAll(async () => {
  // A fresh stack: what a first start seeds (60 days of traffic, campaigns, attributed leads).
  // Its clock starts at noon in Kolkata (the analytics zone), the seed's days relative to it: a run
  // whose seed and reads straddled Kolkata's midnight (18:30 UTC) once saw 59 days, not 60.
  stack = await startFreshTestStack({ demoTraffic: true, now: '2026-11-27T06:30:00Z' });
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('demo traffic', () => {
  it('fills the 60 days up to yesterday and leaves today empty', async () => {
    const from = addDays(today(), -60);
    const res = await api(stack, 'GET', `/admin/analytics/overview?from=${from}&to=${today()}`, {
      token: admin,
    });
    const data = res.json.data;
    expect(data.visitors).toBeGreaterThan(2000);
    expect(data.conversions).toBeGreaterThan(10);
    const series = data.series as Array<{ date: string; visitors: number }>;
    expect(series.filter((p) => p.visitors > 0)).toHaveLength(60);
    expect(series.at(-1)).toMatchObject({ date: today(), visitors: 0 });
    expect(data.campaigns.map((r: { value: string }) => r.value)).toEqual(
      expect.arrayContaining(['linkedin-mvp-launch', 'google-cloud-engineering', 'partner-feature']),
    );
  });

  it('has campaigns with visits and leads, an untracked tag, and leads carrying their attribution', async () => {
    const list = (await api(stack, 'GET', '/admin/campaigns', { token: admin })).json.data;
    expect(list.items).toHaveLength(4);
    for (const c of list.items) expect(c.stats.visitors, c.utmCampaign).toBeGreaterThan(0);
    // The seeded social posts tag their links too (one tag per post), so those are untracked as well.
    const untracked = list.untracked.map((u: { utmCampaign: string }) => u.utmCampaign);
    expect(untracked[0]).toBe('partner-feature');
    for (const c of list.items) expect(untracked).not.toContain(c.utmCampaign);
    const leads = (await api(stack, 'GET', '/admin/get-contact-leads?limit=100', { token: admin })).json.data
      .items;
    expect(leads.length).toBeGreaterThan(3);
    expect(
      leads.every(
        (l: { attribution?: unknown; notification: string }) => l.attribution && l.notification === 'sent',
      ),
    ).toBe(true);
  });

  it('has Sales members owning the demo leads, first responses in the report and one overdue lead (issue 30)', async () => {
    const { DEMO_SALES } = await import('@app/services/local/seed-owners');
    const get = async (path: string) => (await api(stack, 'GET', path, { token: admin })).json.data;
    const leads = [
      ...(await get('/admin/get-contact-leads?limit=100')).items,
      ...(await get('/admin/get-let-us-connect-leads?limit=100')).items,
    ] as Array<{ owner?: string }>;
    // Every demo lead has an owner, taken in turns among the three Sales members.
    expect(new Set(leads.map((l) => l.owner))).toEqual(new Set(DEMO_SALES));
    const overdue = (await get('/admin/get-contact-leads?overdue=true')).items as Array<{
      id: string;
      fullName: string;
    }>;
    expect(overdue.map((l) => l.fullName)).toEqual(['Rohan Mehta']);
    expect((await get('/admin/get-let-us-connect-leads?overdue=true')).items).toEqual([]);
    const report = await get(`/admin/sales-reports?from=${addDays(today(), -29)}&to=${today()}`);
    expect(report.firstResponse.some((w: { medianMinutes: number | null }) => w.medianMinutes !== null)).toBe(
      true,
    );
    // The first sweep tells the SuperAdmins about it, once.
    const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
    const ids = [overdue[0]?.id as string];
    await Promise.all([
      runSiteMaintenance('sweep', undefined, { scope: { ids } }),
      runSiteMaintenance('sweep', undefined, { scope: { ids } }),
    ]);
    const mails = stack.outbox.list().filter((m) => m.subject === 'Overdue: Rohan Mehta has had no reply');
    expect(mails.map((m) => m.to)).toEqual([[TEST_ADMIN.email]]);
  });

  it('seeds deals in every stage from the leads, and the sales report counts them and the leads', async () => {
    const board = (await api(stack, 'GET', '/admin/deals?view=board', { token: admin })).json.data.columns;
    type Row = { stage: string; value: number; campaign?: string; leadId?: string };
    for (const stage of DEAL_STAGES) expect(board[stage].items.length, stage).toBeGreaterThan(0);
    const closed: Row[] = [...board.won.items, ...board.lost.items];
    expect(closed.some((d) => d.campaign && d.leadId)).toBe(true);
    const from = addDays(today(), -60);
    const report = (
      await api(stack, 'GET', `/admin/sales-reports?from=${from}&to=${today()}`, { token: admin })
    ).json.data;
    const won: Row[] = board.won.items;
    expect(report.won).toEqual({ count: won.length, value: won.reduce((s, d) => s + d.value, 0) });
    expect(report.lost.count).toBe(board.lost.items.length);
    expect(report.leads).toBeGreaterThan(3);
    const byCampaign = report.byCampaign as Array<{ value: string; won: number; wonValue: number }>;
    for (const deal of won.filter((d) => d.campaign))
      expect(byCampaign.find((r) => r.value === deal.campaign)?.wonValue, deal.campaign).toBeGreaterThan(0);
    for (const row of report.pipeline as Array<{ stage: string; count: number }>)
      expect(row.count, row.stage).toBe(board[row.stage].items.length);
  });

  it('seeds applications at every hiring stage, each with a resume HR can download, counted on the dashboard', async () => {
    const page = (await api(stack, 'GET', '/admin/job-queries?limit=50', { token: admin })).json.data;
    type Row = { id: string; status: string; fullName: string; jobTitle: string };
    const items = page.items as Row[];
    expect(new Set(items.map((a) => a.status))).toEqual(
      new Set(['New', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected']),
    );
    const counts = (await api(stack, 'GET', '/admin/show-count', { token: admin })).json.data;
    expect(counts.applications).toBe(items.length);
    const first = items[0] as Row;
    const res = await api(stack, 'GET', `/admin/job-queries/${first.id}/resume`, { token: admin });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const link = res.json.data;
    const pdf = Buffer.from(await (await fetch(link.url)).arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // PDF strings escape parentheses: "Frontend Developer \\(React\\)".
    const escaped = (text: string) => text.replace(/[()\\]/g, (c) => `\\${c}`);
    expect(pdf).toContain(escaped(`Resume of ${first.fullName}, applying for ${first.jobTitle}`));
    // The cross-reference table points at each object, so viewers open it without repairing it.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    for (const [n, offset] of [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n/gm)].entries())
      expect(pdf.slice(Number(offset[1])).startsWith(`${n + 1} 0 obj`), `object ${n + 1}`).toBe(true);
  });
});
