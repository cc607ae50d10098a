import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { opsDashboardName } from '../resource-names';
import type { FeatureFunction } from './feature-function';

export interface OpsDashboardProps {
  readonly config: StageConfig;
  readonly api: apigw.IHttpApi;
  readonly functions: ReadonlyMap<string, FeatureFunction>;
}

/**
 * What Admin Analytics leaves to CloudWatch: API traffic, 4xx/5xx and
 * latency, and each feature Lambda's invocations, errors and duration
 * (including the analytics beacon). Admin Analytics links here.
 */
export class OpsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OpsDashboardProps) {
    super(scope, id);
    const period = Duration.minutes(5);
    const api = props.api;
    const fns = [...props.functions.entries()];
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: opsDashboardName(props.config),
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
      new cloudwatch.GraphWidget({
        title: 'Lambda invocations',
        left: fns.map(([feature, ff]) => ff.fn.metricInvocations({ period, label: feature })),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda errors and throttles',
        left: fns.map(([feature, ff]) => ff.fn.metricErrors({ period, label: feature })),
        right: fns.map(([feature, ff]) => ff.fn.metricThrottles({ period, label: `${feature} throttles` })),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda duration p99',
        left: fns.map(([feature, ff]) => ff.fn.metricDuration({ period, statistic: 'p99', label: feature })),
        width: 24,
      }),
    );
  }
}
