import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS_METRIC_NAMES } from '@app/shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import type { EmfLine } from '../src/lib/metrics';
import { createMetricsStore, METRICS_KEPT_DAYS } from './metrics-store';

const DAY = 86_400_000;
const ALL = { from: '2000-01-01', to: '2100-01-01' };
const NAME = Object.values(OPS_METRIC_NAMES)[0] as string;

function emf(at: number): EmfLine {
  return {
    _aws: {
      Timestamp: at,
      CloudWatchMetrics: [{ Namespace: 'test', Dimensions: [[]], Metrics: [{ Name: NAME }] }],
    },
    [NAME]: 1,
  } as unknown as EmfLine;
}

describe('the local metrics store', () => {
  it('keeps CloudWatch’s retention, not every line ever written: older lines leave the file and the memory', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'metrics-')), 'metrics.jsonl');
    const at = Date.UTC(2026, 10, 27, 9);
    const old = at - (METRICS_KEPT_DAYS + 1) * DAY;
    const recent = at - 2 * DAY;
    writeFileSync(file, `${JSON.stringify(emf(old))}\n${JSON.stringify(emf(recent))}\n{"cut short`);
    const store = createMetricsStore(file, false, () => at);
    expect((await store.read(ALL.from, ALL.to)).map((p) => p.at)).toEqual([recent]);
    // The file was rewritten without the expired and broken lines.
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
    // Lines that age out while the stack runs leave on the next write, from memory and file.
    const now = { ms: at };
    const running = createMetricsStore(file, false, () => now.ms);
    now.ms = recent + (METRICS_KEPT_DAYS + 1) * DAY;
    running.sink(emf(now.ms));
    expect((await running.read(ALL.from, ALL.to)).map((p) => p.at)).toEqual([now.ms]);
    expect(
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)._aws.Timestamp),
    ).toEqual([now.ms]);
  });
});
