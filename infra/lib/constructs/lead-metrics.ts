import { OPS_METRIC_NAMES, OPS_METRICS_SERVICE, type OpsFigure } from '@app/shared/schemas/audit';
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { StageConfig } from '../config';
import { metricsNamespace } from '../resource-names';

const PERIOD = Duration.minutes(5);

/** One of the EMF figures (services/src/lib/metrics.ts): the stage namespace, the one service dimension. */
export function opsFigureMetric(config: StageConfig, figure: OpsFigure): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: metricsNamespace(config),
    metricName: OPS_METRIC_NAMES[figure],
    dimensionsMap: { service: OPS_METRICS_SERVICE },
    statistic: 'Sum',
    period: PERIOD,
  });
}

/**
 * Leads stored but not notified within their 5 minutes: metric math,
 * LeadsStored - LeadsNotified. Both lines carry the lead's own time
 * (lead-store.ts, lead-delivery.ts), so a lead and its notification always
 * land in the same 5-minute period, even one sent a few seconds later across
 * the period's end. Chosen over a sweep emitting 'LeadsUnnotified': no index
 * or Query of pending leads, no extra schedule, and it fires within minutes;
 * it also catches a function that stopped between storing and mailing, which
 * writes no "mail not sent" line for MailNotSent to count.
 */
export function leadsNotNotifiedMetric(config: StageConfig): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: 'FILL(stored, 0) - FILL(notified, 0)',
    usingMetrics: {
      stored: opsFigureMetric(config, 'leadsStored'),
      notified: opsFigureMetric(config, 'leadsNotified'),
    },
    label: 'Leads stored but not notified',
    period: PERIOD,
  });
}
