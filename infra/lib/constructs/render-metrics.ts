import { PAGES_NOT_RENDERED_MESSAGE } from '@app/services/static-pages/render-metrics';
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { metricsNamespace } from '../resource-names';

/**
 * A change whose pages were not re-rendered is a metric, like mail not sent
 * (mail-metrics.ts): every function's log group counts the
 * PAGES_NOT_RENDERED_MESSAGE lines into one per-stage metric, which ApiAlarms
 * alarms on. The editor got a 200 (the change is stored), so only this tells
 * anyone the public page is stale until the sweep.
 */
export const PAGES_NOT_RENDERED_METRIC = 'PagesNotRendered';

export function countPagesNotRendered(scope: Construct, logGroup: logs.ILogGroup, config: StageConfig): void {
  new logs.MetricFilter(scope, 'PagesNotRendered', {
    logGroup,
    filterPattern: logs.FilterPattern.stringValue('$.message', '=', PAGES_NOT_RENDERED_MESSAGE),
    metricNamespace: metricsNamespace(config),
    metricName: PAGES_NOT_RENDERED_METRIC,
    metricValue: '1',
    unit: cloudwatch.Unit.COUNT,
  });
}

export function pagesNotRenderedMetric(config: StageConfig): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: metricsNamespace(config),
    metricName: PAGES_NOT_RENDERED_METRIC,
    statistic: 'Sum',
    period: Duration.minutes(5),
  });
}
