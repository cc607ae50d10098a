import { MAIL_NOT_SENT_MESSAGE } from '@app/services/mail/mail-metrics';
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { metricsNamespace } from '../resource-names';

/**
 * Mail that was not sent is a metric: every mail-sending Lambda's log group
 * counts the "mail not sent" lines (services/src/lib/mail.ts) into one
 * per-stage metric, which ApiAlarms alarms on. The visitor already got a 200
 * (the record was stored first), so only this tells anyone that mail stopped.
 */
export const MAIL_NOT_SENT_METRIC = 'MailNotSent';

export function countMailNotSent(scope: Construct, logGroup: logs.ILogGroup, config: StageConfig): void {
  new logs.MetricFilter(scope, 'MailNotSent', {
    logGroup,
    filterPattern: logs.FilterPattern.stringValue('$.message', '=', MAIL_NOT_SENT_MESSAGE),
    metricNamespace: metricsNamespace(config),
    metricName: MAIL_NOT_SENT_METRIC,
    metricValue: '1',
    unit: cloudwatch.Unit.COUNT,
  });
}

export function mailNotSentMetric(config: StageConfig): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: metricsNamespace(config),
    metricName: MAIL_NOT_SENT_METRIC,
    statistic: 'Sum',
    period: Duration.minutes(5),
  });
}
