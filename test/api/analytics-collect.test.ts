import { ANALYTICS, OTHER_VALUE, type TopRow } from '@app/shared/analytics';
import { addDays } from '@app/shared/analytics-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { allItems, beacon, CHROME_UA, IPHONE_UA, today } from './analytics-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.collectLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

const overview = async () => {
  const res = await api(stack, 'GET', `/admin/analytics/overview?from=${today()}&to=${today()}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.json.data;
};
const row = (rows: TopRow[], value: string) => rows.find((r) => r.value === value);
/** A row's figure, 0 when the row is absent. */
const count = (rows: unknown, value: string, field: 'visitors' | 'pageviews' | 'events' = 'visitors') =>
  (row(rows as TopRow[], value) as Record<string, number> | undefined)?.[field] ?? 0;
/** A campaign of this run only (other files' traffic shares the stack). */
const CAMPAIGN = `Spring-Test-${Math.random().toString(36).slice(2, 8)}`;

describe('POST /analytics/collect', () => {
  it("compares with the previous period's totals, read by key (issue 27 item 3)", async () => {
    // Traffic lands today; yesterday's figures stay put, so the two reads agree.
    const day = today();
    const yesterday = addDays(day, -1);
    const read = async (from: string, to: string) =>
      (await api(stack, 'GET', `/admin/analytics/overview?from=${from}&to=${to}`, { token: admin })).json
        .data;
    const [current, before] = await Promise.all([read(day, day), read(yesterday, yesterday)]);
    expect(current.previous).toMatchObject({
      from: yesterday,
      to: yesterday,
      visitors: before.visitors,
      pageviews: before.pageviews,
      conversions: before.conversions,
    });
    const [week, priorWeek] = await Promise.all([
      read(addDays(day, -6), day),
      read(addDays(day, -13), addDays(day, -7)),
    ]);
    expect(week.previous).toMatchObject({ visitors: priorWeek.visitors, pageviews: priorWeek.pageviews });

    // The screen's first request (view=totals): the same figures, series and comparison as the full
    // overview, from the days' total items only. A week long past (no traffic lands there meanwhile),
    // counted through the counters' own writes: two days of it and one of the week before.
    const from = addDays('2023-01-02', Math.floor(Math.random() * 300));
    const to = addDays(from, 6);
    const { addToCounter } = await import('@app/services/data/analytics-counters');
    await addToCounter(from, 'total', 'all', { visitors: 3, pageviews: 7, conversions: 1 });
    await addToCounter(addDays(from, 2), 'total', 'all', { visitors: 2, pageviews: 2, overLimitVisits: 1 });
    await addToCounter(addDays(from, 2), 'page', '/', { pageviews: 2 });
    await addToCounter(addDays(from, -3), 'total', 'all', { visitors: 4, pageviews: 5 });
    const [full, totals] = await Promise.all([
      read(from, to),
      (
        await api(stack, 'GET', `/admin/analytics/overview?from=${from}&to=${to}&view=totals`, {
          token: admin,
        })
      ).json.data,
    ]);
    const { itemsRead, ...figures } = totals;
    expect(figures).toEqual({
      range: full.range,
      previous: full.previous,
      series: full.series,
      overLimitVisits: full.overLimitVisits,
      visitors: full.visitors,
      pageviews: full.pageviews,
      viewsPerVisit: full.viewsPerVisit,
      conversions: full.conversions,
      conversionRate: full.conversionRate,
    });
    expect(figures.series.map((p: { visitors: number }) => p.visitors)).toEqual([3, 0, 2, 0, 0, 0, 0]);
    expect(figures).toMatchObject({ visitors: 5, pageviews: 9, conversions: 1, overLimitVisits: 1 });
    expect(figures.previous).toMatchObject({ visitors: 4, pageviews: 5 });
    // One total item per day and side at most (14), never the top lists' items.
    expect(itemsRead).toBeLessThanOrEqual(14);
    expect(full.pages).toEqual([{ value: '/', pageviews: 2 }]);
    expect(totals.pages).toBeUndefined();
    const bad = await api(stack, 'GET', `/admin/analytics/overview?from=${from}&to=${to}&view=lists`, {
      token: admin,
    });
    expect(bad.status).toBe(400);
  });

  it('counts a landing with its first touch, then page views of the same visit, with no cookie', async () => {
    // The stack is shared with other files' traffic: every figure is compared with before.
    const before = await overview();
    const landing = await beacon(stack, {
      n: 'pageview',
      u: `/?utm_source=Probe&utm_medium=email&utm_campaign=${CAMPAIGN}&utm_term=a&utm_content=b`,
      r: 'https://www.google.com/search?q=x',
    });
    expect(landing.status).toBe(202);
    expect(landing.headers.get('set-cookie')).toBeNull();
    expect((await beacon(stack, { n: 'pageview', u: '/contact-us' })).status).toBe(202);
    expect((await beacon(stack, { n: 'contact_us_click', u: '/contact-us' })).status).toBe(202);

    const data = await overview();
    expect(data.visitors).toBe(before.visitors + 1);
    expect(data.pageviews).toBe(before.pageviews + 2);
    expect(data.viewsPerVisit).toBe(Math.round((data.pageviews / data.visitors) * 100) / 100);
    const added = (
      rows: keyof typeof data,
      value: string,
      field: 'visitors' | 'pageviews' | 'events' = 'visitors',
    ) => count(data[rows], value, field) - count(before[rows], value, field);
    expect(added('pages', '/contact-us', 'pageviews')).toBe(1);
    expect(added('entryPages', '/')).toBe(1);
    // UTM medium decides the source; UTM values are lowercased.
    expect(added('sources', 'email')).toBe(1);
    expect(row(data.campaigns, CAMPAIGN.toLowerCase())?.visitors).toBe(1);
    expect(added('utmSources', 'probe')).toBe(1);
    expect(added('referrers', 'google.com')).toBe(1);
    expect(added('devices', 'desktop')).toBe(1);
    expect(added('browsers', 'Chrome')).toBe(1);
    expect(added('countries', 'unknown')).toBe(1);
    expect(added('events', 'contact_us_click', 'events')).toBe(1);
    const day = (series: { date: string; visitors: number; pageviews: number }[]) =>
      series.find((d) => d.date === today()) ?? { visitors: 0, pageviews: 0 };
    expect(data.series.at(-1)).toMatchObject({
      date: today(),
      visitors: day(before.series).visitors + 1,
      pageviews: day(before.series).pageviews + 2,
    });
  });

  it('tells visitors apart by user agent and classifies a social referrer', async () => {
    const before = await overview();
    await beacon(stack, { n: 'pageview', u: '/blogs' });
    const res = await beacon(
      stack,
      { n: 'pageview', u: '/blogs', r: 'https://t.co/abc' },
      { 'user-agent': IPHONE_UA },
    );
    expect(res.status).toBe(202);
    const data = await overview();
    expect(data.visitors).toBe(before.visitors + 2);
    expect(count(data.sources, 'social') - count(before.sources, 'social')).toBe(1);
    expect(count(data.devices, 'mobile') - count(before.devices, 'mobile')).toBe(1);
  });

  it('drops bots and GPC visitors with the same 202, counting nothing', async () => {
    const before = await overview();
    const bots = ['Googlebot/2.1 (+http://www.google.com/bot.html)', `${CHROME_UA} HeadlessChrome/126.0`, ''];
    for (const ua of bots)
      expect((await beacon(stack, { n: 'pageview', u: '/' }, { 'user-agent': ua })).status).toBe(202);
    const gpc = await beacon(
      stack,
      { n: 'pageview', u: '/' },
      { 'user-agent': `${CHROME_UA} gpc`, 'sec-gpc': '1' },
    );
    expect(gpc.status).toBe(202);
    const after = await overview();
    expect(after.visitors).toBe(before.visitors);
    expect(after.pageviews).toBe(before.pageviews);
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const before = await overview();
    const cases: Array<[unknown, number, Record<string, string>?]> = [
      ['not json', 400],
      [{ u: '/' }, 400],
      [{ n: 'pageview' }, 400],
      [{ n: 'pageview', u: 'https://evil.example/' }, 400],
      [{ n: 'pageview', u: '//evil.example/' }, 400],
      [{ n: 'Bad Name!', u: '/' }, 400],
      [{ n: 'pageview', u: `/${'a'.repeat(ANALYTICS.maxCollectBytes)}` }, 413],
      [{ n: 'pageview', u: '/' }, 415, { 'content-type': 'application/xml' }],
      [['pageview'], 400],
    ];
    for (const [body, status, headers] of cases) {
      const res = await beacon(stack, body, headers);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect((await res.json()).message).toBeTruthy();
    }
    const after = await overview();
    expect(after.pageviews).toBe(before.pageviews);
  });

  it('stores neither the address nor the user agent', async () => {
    const marker = 'ProbeAgent/7.7';
    await beacon(stack, { n: 'pageview', u: '/about-us' }, { 'user-agent': `${CHROME_UA} ${marker}` });
    const text = JSON.stringify(await allItems());
    expect(text).not.toContain(marker);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('Mozilla/5.0');
  });

  it('counts values past the daily cap as (other), so reads stay bounded', async () => {
    const before = await overview();
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: `STATS#${today()}`, sk: '~distinct#page' },
        UpdateExpression: 'SET #n = :max',
        ExpressionAttributeNames: { '#n': 'distinct' },
        ExpressionAttributeValues: { ':max': ANALYTICS.maxValuesPerDimension },
      }),
    );
    await beacon(stack, { n: 'pageview', u: '/never-seen-before-page' });
    await beacon(stack, { n: 'pageview', u: '/contact-us' });
    const data = await overview();
    expect(row(data.pages, '/never-seen-before-page')).toBeUndefined();
    expect(count(data.pages, OTHER_VALUE, 'pageviews')).toBe(
      count(before.pages, OTHER_VALUE, 'pageviews') + 1,
    );
    // A value already kept still counts as itself.
    expect(count(data.pages, '/contact-us', 'pageviews')).toBe(
      count(before.pages, '/contact-us', 'pageviews') + 1,
    );
  });

  it('answers 429 past a visitor’s daily hits', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    const ua = `${CHROME_UA} capped`;
    await beacon(stack, { n: 'pageview', u: '/' }, { 'user-agent': ua });
    const visits = (await allItems()).filter((i) => String(i.pk).startsWith(`VISIT#${today()}#`));
    for (const v of visits) {
      if (v.hits !== 1 || v.lastSeen === undefined) continue;
      await dynamo.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk: v.pk, sk: v.sk },
          UpdateExpression: 'SET hits = :max',
          ExpressionAttributeValues: { ':max': ANALYTICS.maxHitsPerVisitorDay },
        }),
      );
    }
    const res = await beacon(stack, { n: 'pageview', u: '/' }, { 'user-agent': ua });
    expect(res.status).toBe(429);
  });

  it('has its own per-visitor rate limit, separate from the form limit', async () => {
    stack.collectLimiter.configure({ burst: 2, perMinute: 1 });
    stack.rateLimiter.configure({ burst: 5, perMinute: 5 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await beacon(stack, { n: 'pageview', u: '/' })).status);
      expect(statuses).toEqual([202, 202, 429]);
      const limited = await beacon(stack, { n: 'pageview', u: '/' });
      expect(limited.headers.get('retry-after')).toBeTruthy();
      expect((await limited.json()).message).toMatch(/analytics/i);
      // Page views did not use up the form submissions.
      const form = await api(stack, 'POST', '/contact/contact-us', {
        body: { name: 'Rate Probe', email: 'rate@example.com', contactNo: '9876543210' },
      });
      expect(form.status).toBe(201);
    } finally {
      stack.collectLimiter.configure('off');
      stack.rateLimiter.configure('off');
    }
  });

  it('reports visitors of the last 30 minutes', async () => {
    const res = await api(stack, 'GET', '/admin/analytics/realtime', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.data.visitors).toBeGreaterThanOrEqual(2);
    expect(res.json.data.minutes).toBe(30);
  });
});

describe('daily salts', () => {
  it('are deleted by the sweep itself once two days old; today and yesterday stay', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    const { saltDays } = await import('@app/services/data/analytics-salt');
    for (const back of [1, 2, 5]) {
      await dynamo.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { pk: 'ANALYTICS_SALT', sk: addDays(today(), -back), salt: 'AAAA' },
        }),
      );
    }
    expect(await saltDays()).toEqual(expect.arrayContaining([today(), addDays(today(), -2)]));
    const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
    const report = await runSiteMaintenance('sweep');
    // At least the two put here; other files on a shared stack may have left salts of other days
    // (tests at pinned instants), so the rule is asserted rather than the exact list.
    const deleted = report.steps.find((s) => s.step === 'analytics salts');
    expect(deleted).toMatchObject({ ok: true });
    expect(deleted?.detail).toBeGreaterThanOrEqual(2);
    const left = await saltDays();
    expect(left).toEqual(expect.arrayContaining([addDays(today(), -1), today()]));
    expect(left.filter((day) => day < addDays(today(), -1))).toEqual([]);
  });
});
