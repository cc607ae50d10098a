/**
 * The operations figures from CloudWatch (AWS): one GetMetricData call (and
 * its next pages) for every figure of the range. Each figure is a metric with
 * the one dimension service=OPS_METRICS_SERVICE (lib/metrics.ts); the 4xx and
 * 5xx answers per route come from a SEARCH over the service+route set, one
 * series per route, labelled with the route.
 *
 * Half-hour periods: the analytics days start at a Kolkata midnight (UTC+5:30),
 * so hourly or daily sums would straddle two days; 30-minute sums never do.
 * CloudWatch keeps sub-hour sums for 63 days only, so a range that starts
 * earlier is read by the hour (an hour across midnight counts to the day it
 * starts in: that range's days may shift half an hour of figures).
 */
import { addDays, analyticsDay, dayCount, startOfDayIso } from '@app/shared/analytics-days';
import { ROUTE_LABEL, routeSearchExpression } from '@app/shared/ops-route-search';
import {
  OPS_FIGURES,
  OPS_METRIC_NAMES,
  OPS_METRICS_SERVICE,
  type OpsFigure,
  ROUTE_FIGURES,
} from '@app/shared/schemas/audit';
import type { GetMetricDataCommandInput, GetMetricDataCommandOutput } from '@aws-sdk/client-cloudwatch';
import { env } from './env';
import type { OpsPoint } from './ops-figures';
import { traced } from './tracing';

export const OPS_PERIOD_SECONDS = 1800;
const HOURLY_SECONDS = 3600;
/** Older than this, CloudWatch answers only hourly periods (60 days: a margin below its 63). */
const SUB_HOUR_DAYS = 60;
/** Pages of one report (each up to 100,800 datapoints: far beyond the longest range). */
const MAX_PAGES = 10;

const figureId = (i: number) => `f${i}`;
const routeId = (i: number) => `r${i}`;

/** The GetMetricData request of [from, to] (analytics days, both included). */
export function opsMetricDataInput(
  from: string,
  to: string,
  namespace: string = env.POWERTOOLS_METRICS_NAMESPACE,
  today: string = analyticsDay(),
): GetMetricDataCommandInput {
  const period = dayCount(from, today) > SUB_HOUR_DAYS ? HOURLY_SECONDS : OPS_PERIOD_SECONDS;
  return {
    StartTime: new Date(startOfDayIso(from)),
    EndTime: new Date(startOfDayIso(addDays(to, 1))),
    ScanBy: 'TimestampAscending',
    MetricDataQueries: [
      ...OPS_FIGURES.map((figure, i) => ({
        Id: figureId(i),
        Label: figure,
        ReturnData: true,
        MetricStat: {
          Metric: {
            Namespace: namespace,
            MetricName: OPS_METRIC_NAMES[figure],
            Dimensions: [{ Name: 'service', Value: OPS_METRICS_SERVICE }],
          },
          Period: period,
          Stat: 'Sum',
        },
      })),
      ...ROUTE_FIGURES.map((figure, i) => ({
        Id: routeId(i),
        Label: ROUTE_LABEL,
        ReturnData: true,
        Expression: routeSearchExpression(namespace, figure, period),
      })),
    ],
  };
}

/** The points of GetMetricData answers (figure results by Id; route series by their label). */
export function opsPointsOf(outputs: readonly GetMetricDataCommandOutput[]): OpsPoint[] {
  const points: OpsPoint[] = [];
  for (const out of outputs)
    for (const result of out.MetricDataResults ?? []) {
      const id = result.Id ?? '';
      const index = Number(id.slice(1));
      const figure: OpsFigure | undefined = id.startsWith('f')
        ? OPS_FIGURES[index]
        : id.startsWith('r')
          ? ROUTE_FIGURES[index]
          : undefined;
      if (!figure) continue;
      const route = id.startsWith('r') ? (result.Label ?? 'unknown') : undefined;
      (result.Timestamps ?? []).forEach((t, k) => {
        const value = result.Values?.[k] ?? 0;
        if (value) points.push({ figure, at: new Date(t).getTime(), value, ...(route ? { route } : {}) });
      });
    }
  return points;
}

export async function readCloudWatchOps(from: string, to: string): Promise<OpsPoint[]> {
  const sdk = await import('@aws-sdk/client-cloudwatch');
  const client = traced(new sdk.CloudWatchClient({}));
  const input = opsMetricDataInput(from, to);
  const outputs: GetMetricDataCommandOutput[] = [];
  let next: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const out = await client.send(new sdk.GetMetricDataCommand({ ...input, NextToken: next }));
    outputs.push(out);
    next = out.NextToken;
    if (!next) break;
  }
  return opsPointsOf(outputs);
}
