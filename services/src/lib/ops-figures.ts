/**
 * The operations report from counted points, wherever they were read
 * (CloudWatch GetMetricData in AWS, the local stack's EMF lines locally):
 * figures per analytics day, totals, and the 4xx/5xx answers per route.
 */
import { analyticsDay, daysOf } from '@app/shared/analytics-days';
import {
  OPS_FIGURES,
  type OpsDay,
  type OpsFigure,
  ROUTE_FIGURES,
  type RouteErrors,
  type RouteFigure,
} from '@app/shared/schemas/audit';

/** A figure counted at an instant (a datapoint's sum, or one EMF line's value); route for per-route points. */
export interface OpsPoint {
  figure: OpsFigure;
  at: number;
  value: number;
  route?: string;
}

export interface OpsFigures {
  days: OpsDay[];
  totals: Record<OpsFigure | 'mailsPending', number>;
  byRoute: RouteErrors[];
}

/** Reads the points of [from, to] (analytics days) from wherever figures are kept. */
export type OpsReader = (from: string, to: string) => Promise<OpsPoint[]>;

const emptyDay = (date: string): OpsDay => {
  const day = { date, mailsPending: 0 } as OpsDay;
  for (const f of OPS_FIGURES) day[f] = 0;
  return day;
};

/** Per-route points count only in byRoute; totals come from the points without a route. */
export function opsFigures(points: readonly OpsPoint[], from: string, to: string): OpsFigures {
  const days = daysOf(from, to).map(emptyDay);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const routes = new Map<string, RouteErrors>();
  for (const p of points) {
    const date = analyticsDay(p.at);
    if (!byDate.has(date)) continue;
    if (p.route !== undefined) {
      if (!(ROUTE_FIGURES as readonly string[]).includes(p.figure)) continue;
      const row = routes.get(p.route) ?? { route: p.route, clientErrors: 0, serverErrors: 0 };
      row[p.figure as RouteFigure] += p.value;
      routes.set(p.route, row);
    } else {
      const day = byDate.get(date) as OpsDay;
      day[p.figure] += p.value;
    }
  }
  const totals = emptyDay('') as unknown as Record<OpsFigure | 'mailsPending', number>;
  for (const day of days) {
    day.mailsPending = Math.max(0, day.mailsStarted - day.mailsSent - day.mailsFailed);
    for (const k of [...OPS_FIGURES, 'mailsPending'] as const) totals[k] += day[k];
  }
  delete (totals as Record<string, unknown>).date;
  const byRoute = [...routes.values()].sort(
    (a, b) =>
      b.serverErrors + b.clientErrors - (a.serverErrors + a.clientErrors) || a.route.localeCompare(b.route),
  );
  return { days, totals, byRoute };
}
