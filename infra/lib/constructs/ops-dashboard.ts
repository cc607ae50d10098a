import { ROUTE_LABEL, routeSearchExpression } from '@app/shared/ops-route-search';
import { OPS_LABELS, type OpsFigure, type RouteFigure } from '@app/shared/schemas/audit';
import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { metricsNamespace, opsDashboardName } from '../resource-names';
import { opsFigureMetric } from './lead-metrics';

export interface OpsDashboardProps {
  readonly config: StageConfig;
  readonly api: apigw.IHttpApi;
  /** Every Lambda of the stage, feature or task → function name: the same map the grouped errors alarms read. */
  readonly functions: ReadonlyMap<string, string>;
}

const PERIOD = Duration.minutes(5);

/** The business figures' graphs: title → the EMF figures it draws (services/src/lib/metrics.ts). */
export const FIGURE_GRAPHS: ReadonlyArray<readonly [string, readonly OpsFigure[]]> = [
  ['Leads stored and notified', ['leadsStored', 'leadsNotified']],
  ['Staff notifications sent and failed', ['notificationsSent', 'notificationsFailed']],
  ['Applications stored', ['applicationsStored']],
  ['Analytics beacons accepted and refused', ['beaconsAccepted', 'beaconsRefused']],
  ['Page re-renders done and failed', ['rerendersDone', 'rerendersFailed']],
  ['Mails sent and failed', ['mailsSent', 'mailsFailed']],
];

/** The per-route graphs: one series per route from a SEARCH over the service+route dimension set. */
export const ROUTE_GRAPHS: ReadonlyArray<readonly [string, RouteFigure]> = [
  ['4xx answers by route', 'clientErrors'],
  ['5xx answers by route', 'serverErrors'],
];

/** Title of the per-function errors graph, which the LambdaErrors runbook (infra/README.md) points to. */
export const ERRORS_GRAPH_TITLE = 'Lambda errors by function';

/**
 * The stage's Operations dashboard (`site-<stage>-operations`), linked from
 * Admin Analytics: API traffic and latency, the business figures the handlers
 * count in EMF (the same ones /admin/operations reads), 4xx/5xx per route, and
 * per function its errors, throttles, invocations and duration. The errors
 * alarms sum up to 10 functions each (api-alarms.ts), so this graph is where
 * the on-call engineer sees which function of a group failed. One resource,
 * whatever it shows.
 */
export class OpsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OpsDashboardProps) {
    super(scope, id);
    const { api, config } = props;
    const period = PERIOD;
    const fns = [...props.functions];
    const lambdaMetric = (metricName: string, statistic = 'Sum') =>
      fns.map(
        ([feature, functionName]) =>
          new cloudwatch.Metric({
            namespace: 'AWS/Lambda',
            metricName,
            dimensionsMap: { FunctionName: functionName },
            statistic,
            period,
            label: feature,
          }),
      );
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: opsDashboardName(config),
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests, 4xx and 5xx',
        left: [
          api.metricCount({ period, statistic: 'Sum' }),
          api.metricClientError({ period, statistic: 'Sum' }),
          api.metricServerError({ period, statistic: 'Sum' }),
        ],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency (p50, p99)',
        left: [
          api.metricLatency({ period, statistic: 'p50' }),
          api.metricLatency({ period, statistic: 'p99' }),
        ],
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      ...FIGURE_GRAPHS.map(
        ([title, figures]) =>
          new cloudwatch.GraphWidget({
            title,
            left: figures.map((figure) =>
              opsFigureMetric(config, figure).with({ label: OPS_LABELS[figure] }),
            ),
            // A count of 0 reads as 0, not as a gap: "nothing failed" is the good news.
            leftYAxis: { min: 0 },
            width: 8,
          }),
      ),
    );
    this.dashboard.addWidgets(
      ...ROUTE_GRAPHS.map(
        ([title, figure]) =>
          new cloudwatch.GraphWidget({
            title,
            left: [
              new cloudwatch.MathExpression({
                expression: routeSearchExpression(metricsNamespace(config), figure, period.toSeconds()),
                label: ROUTE_LABEL,
                period,
              }),
            ],
            leftYAxis: { min: 0 },
            width: 12,
          }),
      ),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: ERRORS_GRAPH_TITLE,
        left: lambdaMetric('Errors'),
        leftYAxis: { min: 0 },
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda throttles by function',
        left: lambdaMetric('Throttles'),
        leftYAxis: { min: 0 },
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda invocations',
        left: lambdaMetric('Invocations'),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda duration p99',
        left: lambdaMetric('Duration', 'p99'),
        width: 12,
      }),
    );
  }
}
