import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/local-stack';
import { allLeads, letsConnectBody, startLeadsFixture, uniqueName } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startLeadsFixture>>['stack'];
let admin: string;
let sales: string;
let hr: string;
let tag: string;
let ids: string[];

beforeAll(async () => {
  ({ stack, admin, sales, hr, tag, ids } = await startLeadsFixture('Pager'));
});
afterAll(async () => {
  await stack?.dispose();
});

describe('lead lists', () => {
  it('are for Sales and SuperAdmin only (401 without a token, 403 for HR)', async () => {
    for (const path of ['/admin/get-contact-leads', '/admin/get-let-us-connect-leads']) {
      expect((await api(stack, 'GET', path)).status).toBe(401);
      expect((await api(stack, 'GET', path, { token: hr })).status).toBe(403);
      expect((await api(stack, 'GET', path, { token: sales })).status).toBe(200);
      expect((await api(stack, 'GET', path, { token: admin })).status).toBe(200);
    }
    expect(
      (await api(stack, 'PATCH', `/admin/leads/contact/${ids[0]}`, { token: hr, body: { status: 'Won' } }))
        .status,
    ).toBe(403);
  });

  it('run newest first with a cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const qs = new URLSearchParams({ limit: '2', q: tag });
      if (cursor) qs.set('cursor', cursor);
      const res = await api(stack, 'GET', `/admin/get-contact-leads?${qs}`, { token: sales });
      expect(res.status).toBe(200);
      expect(res.json.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.json.data.items.map((l: { id: string }) => l.id));
      cursor = res.json.data.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...ids].reverse());
  });

  it('search by name, e-mail or company, case-insensitive', async () => {
    const byEmail = await allLeads(stack, admin, '/admin/get-contact-leads', 'q=PAGER.PAGER3@EXAMPLE');
    expect(byEmail.map((l) => l.id)).toEqual([ids[3]]);
    const byName = await allLeads(
      stack,
      admin,
      '/admin/get-contact-leads',
      `q=${encodeURIComponent(`${tag} c`)}`,
    );
    expect(byName.map((l) => l.id)).toEqual([ids[2]]);

    const company = `${uniqueName('Zeta')} Labs`;
    const res = await api(stack, 'POST', '/contact/lets-connect', {
      body: letsConnectBody({ companyName: company }),
    });
    const byCompany = await allLeads(
      stack,
      admin,
      '/admin/get-let-us-connect-leads',
      `q=${encodeURIComponent(company.toUpperCase())}`,
    );
    expect(byCompany.map((l) => l.id)).toEqual([res.json.data.id]);
  });

  it('filter by a date range (UTC days) and refuse a reversed or invalid one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const q = `q=${encodeURIComponent(tag)}`;
    expect(
      await allLeads(stack, admin, '/admin/get-contact-leads', `${q}&from=${yesterday}&to=${tomorrow}`),
    ).toHaveLength(5);
    expect(await allLeads(stack, admin, '/admin/get-contact-leads', `${q}&from=${tomorrow}`)).toHaveLength(0);
    expect(await allLeads(stack, admin, '/admin/get-contact-leads', `${q}&to=${yesterday}`)).toHaveLength(0);
    // The leads' own UTC days (all five, even if the run crossed midnight).
    const days = (await allLeads(stack, admin, '/admin/get-contact-leads', q))
      .map((l) => l.dateRaised.slice(0, 10))
      .sort();
    expect(
      await allLeads(stack, admin, '/admin/get-contact-leads', `${q}&from=${days[0]}&to=${days.at(-1)}`),
    ).toHaveLength(5);
    expect(String(days.at(-1)) <= today).toBe(true);
    // Instants (what the admin screen sends for the viewer's local days) bound by the exact time.
    const raised = (await allLeads(stack, admin, '/admin/get-contact-leads', q))
      .map((l) => l.dateRaised)
      .sort();
    const [oldest, newest] = [raised[0] as string, raised.at(-1) as string];
    const between = (from: string, to: string) =>
      allLeads(
        stack,
        admin,
        '/admin/get-contact-leads',
        `${q}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      );
    expect(await between(oldest, newest)).toHaveLength(5);
    const afterOldest = new Date(Date.parse(oldest) + 1).toISOString();
    expect((await between(afterOldest, newest)).length).toBe(raised.filter((r) => r >= afterOldest).length);
    const reversed = await api(stack, 'GET', `/admin/get-contact-leads?from=${tomorrow}&to=${yesterday}`, {
      token: admin,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.errors.to).toEqual(expect.any(String));
    expect(
      (await api(stack, 'GET', '/admin/get-contact-leads?from=2024-02-31', { token: admin })).status,
    ).toBe(400);
    expect((await api(stack, 'GET', '/admin/get-contact-leads?limit=1000', { token: admin })).status).toBe(
      400,
    );
    expect((await api(stack, 'GET', '/admin/get-contact-leads?cursor=bogus', { token: admin })).status).toBe(
      400,
    );
  });

  it('answer an empty page (the UI shows No Data Found) for a search with no match', async () => {
    const res = await api(stack, 'GET', '/admin/get-contact-leads?q=nobody-has-this-name', { token: admin });
    expect(res.json.data).toEqual({ items: [], nextCursor: null });
  });
});

describe('status pipeline and notes', () => {
  it('moves a lead along with a note, keeps the history, and filters by status', async () => {
    const id = ids[0] as string;
    const res = await api(stack, 'PATCH', `/admin/leads/contact/${id}`, {
      token: sales,
      body: { status: 'Contacted', note: 'Called, wants a quote.', expectedStatus: 'New' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, status: 'Contacted' });
    expect(res.json.data.notes).toEqual([
      expect.objectContaining({
        text: 'Called, wants a quote.',
        status: 'Contacted',
        by: 'seller.pager@example.com',
      }),
    ]);
    const note = await api(stack, 'PATCH', `/admin/leads/contact/${id}`, {
      token: admin,
      body: { note: 'Sent quote.' },
    });
    expect(note.json.data.notes).toHaveLength(2);
    expect(note.json.data.status).toBe('Contacted');

    const contacted = await allLeads(
      stack,
      admin,
      '/admin/get-contact-leads',
      `status=Contacted&q=${encodeURIComponent(tag)}`,
    );
    expect(contacted.map((l) => l.id)).toEqual([id]);
  });

  it('refuses a stale edit with 409, bad values with 400 and unknown leads with 404', async () => {
    const id = ids[1] as string;
    await api(stack, 'PATCH', `/admin/leads/contact/${id}`, { token: admin, body: { status: 'Qualified' } });
    const stale = await api(stack, 'PATCH', `/admin/leads/contact/${id}`, {
      token: admin,
      body: { status: 'Won', expectedStatus: 'New' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain('Qualified');
    const bad = await api(stack, 'PATCH', `/admin/leads/contact/${id}`, {
      token: admin,
      body: { status: 'Closed' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.status).toBe('Unknown status.');
    expect((await api(stack, 'PATCH', `/admin/leads/contact/${id}`, { token: admin, body: {} })).status).toBe(
      400,
    );
    expect(
      (
        await api(stack, 'PATCH', `/admin/leads/contact/${id}`, {
          token: admin,
          body: { note: 'x'.repeat(2001) },
        })
      ).status,
    ).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await api(stack, 'PATCH', `/admin/leads/contact/${missing}`, {
          token: admin,
          body: { status: 'Won' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(stack, 'PATCH', `/admin/leads/other/${id}`, { token: admin, body: { status: 'Won' } }))
        .status,
    ).toBe(404);
    // A contact lead id is not a meeting lead.
    expect(
      (await api(stack, 'PATCH', `/admin/leads/meeting/${id}`, { token: admin, body: { status: 'Won' } }))
        .status,
    ).toBe(404);
  });
});
