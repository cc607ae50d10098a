/**
 * The local stack's CloudWatch: the EMF lines the handlers print (lib/metrics.ts)
 * are printed as in Lambda (unless QUIET=1) and kept, in memory and appended
 * to <data dir>/metrics.jsonl, so /admin/operations shows real figures locally
 * and they survive a restart, as CloudWatch keeps them across deploys. Like
 * CloudWatch, it keeps them for 15 months and no longer: older lines leave the
 * memory and the file, so a stack left running for months stays small.
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** CloudWatch keeps a metric's hourly points for 455 days (15 months). */
export const METRICS_KEPT_DAYS = 455;
// Against the machine's clock, as the lines' timestamps are (a test moving the business clock ages nothing).
const KEPT_MS = METRICS_KEPT_DAYS * 86_400_000;

interface KeptLine {
  readonly at: number;
  readonly text: string;
  readonly points: OpsPoint[];
}

function lineOf(text: string): KeptLine | undefined {
  try {
    const line = JSON.parse(text) as EmfLine;
    return { at: Number(line._aws?.Timestamp), text, points: pointsOfEmf(line) };
  } catch {
    // A line cut short by a killed process: the rest still count.
    return undefined;
  }
}

export interface MetricsStore {
  sink: (line: EmfLine) => void;
  read: OpsReader;
}

export function createMetricsStore(
  file: string,
  print: boolean,
  clock: () => number = Date.now,
): MetricsStore {
  const texts = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  let lines = texts.map(lineOf).filter((l): l is KeptLine => l !== undefined);
  const rewrite = () => {
    // Whole-file replace through a rename, so a crash leaves the old file or the new one.
    writeFileSync(`${file}.tmp`, lines.map((l) => `${l.text}\n`).join(''));
    renameSync(`${file}.tmp`, file);
  };
  /** Drops what CloudWatch would no longer hold; true when anything went. */
  const expire = (): boolean => {
    const cutoff = clock() - KEPT_MS;
    if (!lines.some((l) => !(l.at >= cutoff))) return false;
    lines = lines.filter((l) => l.at >= cutoff);
    return true;
  };
  if (expire() || lines.length !== texts.length) rewrite();
  return {
    sink: (line) => {
      const text = JSON.stringify(line);
      const kept = lineOf(text);
      if (kept) lines.push(kept);
      if (expire()) rewrite();
      else appendFileSync(file, `${text}\n`);
      if (print) process.stdout.write(`${text}\n`);
    },
    // The report keeps the range's days (ops-figures.ts); a local store is small enough to hand over whole.
    read: async () => lines.flatMap((l) => l.points),
  };
}
