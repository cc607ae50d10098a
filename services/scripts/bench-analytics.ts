import { createRequire } from 'node:module';
import type { AnalyticsOverview } from '@app/shared/analytics';
import { addDays, analyticsDay } from '@app/shared/analytics-days';
import { type BenchStack, medianGet, signInToken, withBenchStack } from './bench-stack';

/**
 * bench:analytics — on a fresh embedded stack (rate limits off):
 * 1. ingest: POST /api/v1/analytics/collect at concurrency 50 (BENCH_AMOUNT beacons, varied
 *    visitors), throughput and p50/p99;
 * 2. read cost: 10,000 and 1,000,000 synthetic page views, each over its own 90 days,
 *    written straight into the counters (the demo traffic model, aggregated in memory);
 *    then the 90-day overview of each, side by side: items read and median latency.
 * Target: the 1,000,000 run costs at most 1.2 × the 10,000 run. It prints figures; it is not a test.
 */
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = 5;

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  duration: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  errors: number;
  timeouts: number;
}

async function ingest(ready: BenchStack) {
  const require = createRequire(import.meta.url);
  const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;
  let n = 0;
  const pages = ['/', '/service/mvp-development', '/contact-us', '/blogs', '/careers', '/case-study'];
  const result = await autocannon({
    url: `${ready.url}/api/v1/analytics/collect`,
    amount: AMOUNT,
    connections: CONNECTIONS,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (req: Record<string, unknown>) => {
          n++;
          // ~1,000 visitors, each with a few page views; the first of each lands from a campaign.
          const visitor = n % 1000;
          const page =
            n <= 1000
              ? `/?utm_source=bench&utm_medium=email&utm_campaign=bench-${visitor % 20}`
              : pages[n % pages.length];
          return {
            ...req,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${visitor}.0 Safari/537.36`,
            },
            body: JSON.stringify({
              n: 'pageview',
              u: page,
              r: n <= 1000 ? 'https://www.google.com/' : undefined,
            }),
          };
        },
      },
    ],
  });
  const seconds = result.duration;
  console.log(`ingest  ${AMOUNT} POST /api/v1/analytics/collect, ${CONNECTIONS} connections, rate limit off
  throughput      ${(result.requests.total / seconds).toFixed(1)} req/s over ${seconds.toFixed(1)} s
  latency p50     ${result.latency.p50} ms
  latency p99     ${result.latency.p99} ms   (max ${result.latency.max} ms)
  responses       2xx ${result['2xx']}  4xx ${result['4xx']}  5xx ${result['5xx']}  errors ${result.errors}  timeouts ${result.timeouts}`);
  return result['5xx'] === 0 && result.errors === 0;
}

/** Writes `pageviews` synthetic page views over the 90 days ending `lastDay` straight into the counters. */
async function fill(pageviews: number, lastDay: string): Promise<{ items: number; seconds: number }> {
  const t0 = Date.now();
  const { CounterBatch } = await import('../local/counter-batch');
  const { prng, syntheticVisit } = await import('../local/seed-data/traffic-model');
  const { eventIncrements, pageviewIncrements } = await import('../src/lib/analytics/increments');
  const rand = prng(pageviews);
  const batch = new CounterBatch();
  const perDay = Math.round(pageviews / 90);
  for (let back = 89; back >= 0; back--) {
    const day = addDays(lastDay, -back);
    for (let views = 0; views < perDay; ) {
      const visit = syntheticVisit(rand, back % 60);
      const touch = { ...visit.touch, device: visit.device, browser: visit.browser, country: visit.country };
      for (const [i, page] of visit.pages.entries())
        batch.add(day, pageviewIncrements(page, i === 0 ? touch : null));
      if (visit.clickedContact) batch.add(day, eventIncrements('contact_us_click'));
      views += visit.pages.length;
    }
  }
  const items = await batch.write();
  return { items, seconds: (Date.now() - t0) / 1000 };
}

async function overviewCost(ready: BenchStack, token: string, lastDay: string) {
  const from = addDays(lastDay, -89);
  const { ms, data } = await medianGet<AnalyticsOverview>(
    ready,
    `/admin/analytics/overview?from=${from}&to=${lastDay}`,
    token,
    { runs: RUNS },
  );
  return { data, median: ms };
}

async function bench(ready: BenchStack): Promise<number> {
  const ingestOk = await ingest(ready);
  const token = await signInToken(ready);
  const today = analyticsDay();
  // Each run has its own 90 days, far from the ingest's today, so they never mix.
  const small = addDays(today, -200);
  const large = addDays(today, -600);
  const filled = [await fill(10_000, small), await fill(1_000_000, large)];
  const [a, b] = [await overviewCost(ready, token, small), await overviewCost(ready, token, large)];
  const itemRatio = b.data.itemsRead / a.data.itemsRead;
  const timeRatio = b.median / a.median;
  console.log(`
read cost of a 90-day overview (median of ${RUNS}; counters written straight, no events replayed)
  page views   counter items   page views counted   visitors   items read   latency
  10,000       ${String(filled[0]?.items).padStart(13)}   ${String(a.data.pageviews).padStart(18)}   ${String(a.data.visitors).padStart(8)}   ${String(a.data.itemsRead).padStart(10)}   ${a.median.toFixed(0)} ms
  1,000,000    ${String(filled[1]?.items).padStart(13)}   ${String(b.data.pageviews).padStart(18)}   ${String(b.data.visitors).padStart(8)}   ${String(b.data.itemsRead).padStart(10)}   ${b.median.toFixed(0)} ms
  ratio (1,000,000 / 10,000): items read ${itemRatio.toFixed(2)}, latency ${timeRatio.toFixed(2)}  (target <= 1.2)`);
  const ok = ingestOk && itemRatio <= 1.2 && timeRatio <= 1.2;
  console.log(ok ? '  targets met: no 5xx while ingesting; read cost ratio <= 1.2' : '  TARGETS MISSED');
  return ok ? 0 : 1;
}

process.exitCode = await withBenchStack('analytics', bench, { directTable: true });
