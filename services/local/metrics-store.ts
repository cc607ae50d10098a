/**
 * The local stack's CloudWatch: the EMF lines the handlers print (lib/metrics.ts)
 * are printed as in Lambda (unless QUIET=1) and kept, in memory and appended
 * to <data dir>/metrics.jsonl, so /admin/operations shows real figures locally
 * and they survive a restart, as CloudWatch keeps them across deploys.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { OPS_METRIC_NAMES, type OpsFigure } from '@app/shared/schemas/audit';
import type { EmfLine } from '../src/lib/metrics';
import type { OpsPoint, OpsReader } from '../src/lib/ops-figures';

const FIGURE_OF = new Map(
  Object.entries(OPS_METRIC_NAMES).map(([figure, name]) => [name, figure as OpsFigure]),
);

/** The points of one EMF line: each metric once in total, and once more for its route if it has one. */
export function pointsOfEmf(line: EmfLine): OpsPoint[] {
  const meta = line._aws?.CloudWatchMetrics?.[0];
  if (!meta) return [];
  const at = Number(line._aws.Timestamp);
  const route = typeof line.route === 'string' ? line.route : undefined;
  const points: OpsPoint[] = [];
  for (const { Name } of meta.Metrics) {
    const figure = FIGURE_OF.get(Name);
    const raw = (line as Record<string, unknown>)[Name];
    const value = Array.isArray(raw) ? raw.reduce((a: number, b) => a + Number(b), 0) : Number(raw);
    if (!figure || !Number.isFinite(value)) continue;
    points.push({ figure, at, value });
    if (route !== undefined) points.push({ figure, at, value, route });
  }
  return points;
}

export interface MetricsStore {
  sink: (line: EmfLine) => void;
  read: OpsReader;
}

export function createMetricsStore(file: string, print: boolean): MetricsStore {
  const points: OpsPoint[] = [];
  if (existsSync(file))
    for (const text of readFileSync(file, 'utf8').split('\n')) {
      if (!text) continue;
      try {
        points.push(...pointsOfEmf(JSON.parse(text) as EmfLine));
      } catch {
        // A line cut short by a killed process: the rest still count.
      }
    }
  return {
    sink: (line) => {
      const text = JSON.stringify(line);
      points.push(...pointsOfEmf(line));
      appendFileSync(file, `${text}\n`);
      if (print) process.stdout.write(`${text}\n`);
    },
    // The report keeps the range's days (ops-figures.ts); a local store is small enough to hand over whole.
    read: async () => points,
  };
}
