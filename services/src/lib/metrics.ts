/**
 * Operational figures as Powertools Metrics in EMF: one JSON line on stdout
 * per event, which CloudWatch Logs turns into metrics of the stage's namespace
 * (no PutMetricData call, no DynamoDB write, nothing to await). The local
 * stack swaps the sink for one that prints the same line and keeps it, so
 * /admin/operations shows real figures there too (services/local/metrics-store.ts).
 *
 * One instance per event rather than the module-wide buffer Powertools flushes
 * at the end of an invocation: the local stack runs many requests in one
 * process, and a figure counted by a request that then times out is not lost.
 */
import * as clock from '@app/shared/clock';
import { OPS_METRIC_NAMES, OPS_METRICS_SERVICE, type OpsFigure } from '@app/shared/schemas/audit';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { env } from './env';
import { logger } from './logger';

export type EmfLine = ReturnType<Metrics['serializeMetrics']>;
export type EmfSink = (line: EmfLine) => void;

const toStdout: EmfSink = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};
let sink: EmfSink = toStdout;

/** The local stack's collector; null goes back to stdout. */
export function setEmfSink(next: EmfSink | null): void {
  sink = next ?? toStdout;
}

/** Powertools' own warnings (a bad dimension, an old timestamp) go to our log. */
const powertoolsLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: (message: string) => logger.warn(message),
  error: (message: string) => logger.error(message),
};

export interface CountOptions {
  /** The API route (`POST /contact/contact-us`): adds a service+route dimension set beside service alone. */
  route?: string;
  /** When it happened; the business clock by default (in AWS the real time). */
  at?: Date | number;
}

/** The EMF line of some figures (pure; countMetrics prints it). */
export function emfLine(
  figures: Partial<Record<OpsFigure, number>>,
  options: CountOptions = {},
): EmfLine | null {
  const entries = Object.entries(figures).filter(([, n]) => n) as Array<[OpsFigure, number]>;
  if (entries.length === 0) return null;
  const metrics = new Metrics({
    namespace: env.POWERTOOLS_METRICS_NAMESPACE,
    serviceName: OPS_METRICS_SERVICE,
    logger: powertoolsLog,
  });
  for (const [figure, n] of entries) metrics.addMetric(OPS_METRIC_NAMES[figure], MetricUnit.Count, n);
  if (options.route) metrics.addDimension('route', options.route);
  metrics.setTimestamp(options.at ?? clock.nowMs());
  const line = metrics.serializeMetrics();
  // The per-route set and the totals from one line: [service, route] and [service].
  if (options.route) line._aws.CloudWatchMetrics[0]?.Dimensions.push(['service']);
  return line;
}

/** Counts figures now; never throws (a figure never fails the request it describes). */
export function countMetrics(figures: Partial<Record<OpsFigure, number>>, options: CountOptions = {}): void {
  try {
    const line = emfLine(figures, options);
    if (line) sink(line);
  } catch (error) {
    logger.warn('operational figure not counted', { figures, error });
  }
}
