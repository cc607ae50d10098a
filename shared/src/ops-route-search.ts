import { OPS_METRIC_NAMES, OPS_METRICS_SERVICE, type RouteFigure } from './schemas/audit';

/**
 * The CloudWatch SEARCH of a per-route figure (4xx or 5xx answers): every
 * series of the service+route dimension set, one per route. Shared by the
 * admin's GetMetricData (services/src/lib/ops-metrics-cloudwatch.ts) and the
 * Operations dashboard (infra/lib/constructs/ops-dashboard.ts), so both
 * always read the same metrics.
 */
export function routeSearchExpression(namespace: string, figure: RouteFigure, periodSeconds: number): string {
  return `SEARCH('{"${namespace}",route,service} service="${OPS_METRICS_SERVICE}" MetricName="${OPS_METRIC_NAMES[figure]}"', 'Sum', ${periodSeconds})`;
}

/** CloudWatch's dynamic label: each SEARCH series is named by its route dimension. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: CloudWatch's label syntax, not a JS template
export const ROUTE_LABEL = "${PROP('Dim.route')}";
