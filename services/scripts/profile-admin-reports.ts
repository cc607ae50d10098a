/**
 * Profiles the three slow admin report handlers (issue 27 item 3, bench:admin): on a fresh local
 * stack with the demo seed, times each handler's reads and counts its DynamoDB calls by command,
 * median of 5. `tsx services/scripts/profile-admin-reports.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, analyticsDay, daysOf, previousPeriod } from '@app/shared/analytics-days';
import { DEFAULT_ADMIN, WEB_ROOT } from '../local/paths';
import { startLocalStack } from '../local/stack';

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const calls = new Map<string, number>();

async function time(name: string, run: () => Promise<unknown>) {
  const ms: number[] = [];
  let counted = '';
  for (let i = 0; i < 5; i++) {
    calls.clear();
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
    counted = [...calls].map(([k, v]) => `${k.replace('Command', '')} ${v}`).join(', ');
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${name}: median ${Math.round(ms[2] as number)} ms (${ms.map(Math.round).join(' ')}); calls: ${counted}`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'profile-reports-'));
  const stack = await startLocalStack({
    dataDir,
    webRoot: WEB_ROOT,
    port: 0,
    admin: DEFAULT_ADMIN,
    quiet: true,
    rateLimit: 'off',
  });
  try {
    // After the stack set the env (the handlers' modules read it when imported).
    const { dynamo } = await import('../src/lib/dynamo');
    const { readCounters } = await import('../src/data/analytics-counters');
    const { listCampaigns } = await import('../src/data/campaign');
    const { withStats } = await import('../src/features/campaigns/campaign-stats');
    const { salesReport } = await import('../src/lib/sales/sales-report');
    const send = dynamo.send.bind(dynamo);
    (dynamo as { send: unknown }).send = (command: { constructor: { name: string } }, ...rest: unknown[]) => {
      calls.set(command.constructor.name, (calls.get(command.constructor.name) ?? 0) + 1);
      return (send as (...a: unknown[]) => unknown)(command, ...rest);
    };
    const { readDayTotals } = await import('../src/data/counter-totals');
    const today = analyticsDay();
    const from = addDays(today, -29);
    const prev = previousPeriod(from, today);
    await time('sales report, 30 days', () => salesReport(from, today));
    const { firstResponseWeeks } = await import('../src/lib/sales/first-response');
    await time('sales first response, 30 days', () => firstResponseWeeks(from, today));
    await time('analytics overview, 30 days', () =>
      Promise.all([readCounters(daysOf(from, today)), readDayTotals(daysOf(prev.from, prev.to), 'STATS')]),
    );
    // The screen's first request since the top lists follow in the full overview.
    const { analyticsTotals } = await import('../src/lib/analytics/overview-report');
    await time('analytics totals (view=totals), 30 days', () => analyticsTotals(from, today));
    const page = await listCampaigns({ limit: 50 });
    console.log(`campaigns: ${page.items.length}`);
    await time('campaigns list, rows (view=rows)', () => withStats(page.items, { untracked: false }));
    await time('campaigns list, untracked (view=untracked)', () => withStats([]));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
