import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { dataRemovalPolicy, type StageConfig } from '../config';
import { acknowledgeGuard } from '../nag';
import { alarmTopicName, metricsNamespace } from '../resource-names';
import { leadsNotNotifiedMetric } from './lead-metrics';
import { mailNotSentMetric } from './mail-metrics';
import { pagesNotRenderedMetric } from './render-metrics';

export interface ApiAlarmsProps {
  readonly config: StageConfig;
  readonly api: apigw.IHttpApi;
  /** Every Lambda of the stage: feature or task → function name (also those of other stacks). */
  readonly functions: ReadonlyMap<string, string>;
  readonly tableName: string;
  readonly indexNames: readonly string[];
  /** The HTTP API's access log group (JSON lines with `status`), counted for 429 answers. */
  readonly accessLogs: logs.ILogGroup;
}

/** Share of the account's concurrency quota (config.accountConcurrency) at which the concurrency alarm fires. */
export const CONCURRENCY_ALARM_SHARE = 0.8;

const PERIOD = Duration.minutes(5);

/** Functions per errors alarm: CloudWatch metric math reads at most 10 metrics. */
export const ERRORS_PER_ALARM = 10;

/**
 * SES reviews an account at a 5% bounce or 0.1% complaint rate and may pause
 * it at 10% / 0.5%; the alarms fire well before. The rates are account-wide
 * (AWS/SES without dimensions): they are what SES judges the sender by.
 */
export const SES_BOUNCE_RATE_ALARM = 0.03;
export const SES_COMPLAINT_RATE_ALARM = 0.0008;

/**
 * One SNS topic per stage and an alarm for every failure the team must hear
 * about: API 5xx answers, errors or throttles of any Lambda, DynamoDB
 * throttles and mail that was not sent. Every one of them is a bug or a
 * capacity problem, so the threshold is a single occurrence in five minutes;
 * no data means nothing happened. SES bounce and complaint rates alarm at
 * SES_*_RATE_ALARM. The Edge stack adds CloudFront's 5xx rate to the topic.
 */
export class ApiAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    const { config } = props;
    // CloudWatch can only publish to an encrypted topic whose key it may use,
    // which the AWS-managed alias/aws/sns key does not allow.
    const key = new kms.Key(this, 'Key', {
      description: `Alarm topic encryption (${config.stage})`,
      enableKeyRotation: true,
      removalPolicy: dataRemovalPolicy(config),
    });
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    acknowledgeGuard(
      key,
      'kms_create_grant_aws_service_check',
      "CDK's default key policy: the account's IAM governs the key (kms:* for the account root). Only CloudWatch " +
        'is granted use of it, to publish alarms to the encrypted topic; nobody needs grants on it.',
    );
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: alarmTopicName(config.stage),
      displayName: `Website alarms (${config.stage})`,
      masterKey: key,
      enforceSSL: true,
    });
    if (config.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));

    this.alarm('Api5xx', props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }), 'HTTP API 5xx');
    this.alarm('Api429', api429Metric(this, props.accessLogs, config), 'HTTP API 429 (throttled) answers');
    const quota = config.accountConcurrency;
    this.alarm(
      'LambdaConcurrency',
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        // Account-wide in the region: executions running plus those reserved or provisioned.
        metricName: 'ClaimedAccountConcurrency',
        statistic: 'Maximum',
        period: Duration.minutes(1),
      }),
      `Lambda concurrency claimed (quota ${quota})`,
      Math.ceil(quota * CONCURRENCY_ALARM_SHARE),
    );
    this.alarm(
      'PagesNotRendered',
      pagesNotRenderedMetric(config),
      'Changes whose pages were not re-rendered',
    );
    // Every function's errors, in alarms of ERRORS_PER_ALARM functions each (metric math takes at
    // most 10 metrics): an error anywhere fires its group's alarm, which names its functions, and the
    // Operations dashboard shows which one. One alarm per function cost 35 of the Api stack's
    // 400-resource budget (stack-lifecycle.test.ts).
    const entries = [...props.functions];
    for (let start = 0; start < entries.length; start += ERRORS_PER_ALARM) {
      const group = entries.slice(start, start + ERRORS_PER_ALARM);
      const usingMetrics = Object.fromEntries(
        group.map(([, functionName], i) => [
          `e${i}`,
          new cloudwatch.Metric({
            namespace: 'AWS/Lambda',
            metricName: 'Errors',
            dimensionsMap: { FunctionName: functionName },
            statistic: 'Sum',
            period: PERIOD,
          }),
        ]),
      );
      const names = group.map(([feature]) => feature).join(', ');
      this.alarm(
        `Errors${start / ERRORS_PER_ALARM + 1}`,
        new cloudwatch.MathExpression({
          expression: Object.keys(usingMetrics)
            .map((m) => `FILL(${m}, 0)`)
            .join(' + '),
          usingMetrics,
          label: `Errors of ${names}`,
          period: PERIOD,
        }),
        `Lambda errors (${names})`,
        1,
        'LambdaErrors',
      );
    }
    // One alarm on the account's throttles (Lambda's dimensionless aggregate) rather than one per
    // function: a throttle anywhere is the same page, and the Operations dashboard shows which function.
    // It keeps the Api stack under its 400-resource cap (stack-lifecycle.test.ts).
    this.alarm(
      'Throttles',
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        statistic: 'Sum',
        period: PERIOD,
      }),
      'Lambda throttles (any function of the account)',
      1,
      'LambdaThrottles',
    );
    this.alarm(
      'DynamoDbThrottles',
      tableThrottles(props.tableName, props.indexNames),
      'DynamoDB throttled requests',
    );
    this.alarm(
      'MailNotSent',
      mailNotSentMetric(config),
      'Mails not sent (SES refused, failed or no sender set)',
    );
    this.alarm(
      'LeadsNotNotified',
      leadsNotNotifiedMetric(config),
      'Leads stored whose Sales notification was not sent',
    );
    const ses = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Average',
        period: Duration.minutes(15),
      });
    this.alarm('SesBounceRate', ses('Reputation.BounceRate'), 'SES bounce rate', SES_BOUNCE_RATE_ALARM);
    this.alarm(
      'SesComplaintRate',
      ses('Reputation.ComplaintRate'),
      'SES complaint rate',
      SES_COMPLAINT_RATE_ALARM,
    );
  }

  /** One more alarm into the topic (a construct's own metric, e.g. MailEvents' internal inbox bounces). */
  add(id: string, metric: cloudwatch.IMetric, what: string): void {
    this.alarm(id, metric, what);
  }

  /** `runbook` names the alarm's section in infra/README.md ("### Runbook: <name>"); the alarm's id by default. */
  private alarm(id: string, metric: cloudwatch.IMetric, what: string, threshold = 1, runbook = id): void {
    const when = threshold === 1 ? `${what} in the last 5 minutes` : `${what} at or above ${threshold}`;
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      alarmDescription: `${when}. ${runbookReference(runbook)}`,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    // The all-clear goes to the same people, so nobody keeps working on what has recovered.
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}

/** Where the on-call engineer reads what to do; the synth test checks every alarm's section exists. */
export function runbookReference(name: string): string {
  return `Runbook: infra/README.md "Runbook: ${name}"`;
}

/**
 * 429 answers of the HTTP API, whoever gave them (the stage's throttle or a
 * handler's rate limit): counted from the access log's `status`, as the HTTP
 * API publishes 4xx only as one figure.
 */
function api429Metric(scope: Construct, accessLogs: logs.ILogGroup, config: StageConfig): cloudwatch.IMetric {
  const filter = new logs.MetricFilter(scope, 'Api429Filter', {
    logGroup: accessLogs,
    filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
    metricNamespace: metricsNamespace(config),
    metricName: 'Api429',
    metricValue: '1',
    unit: cloudwatch.Unit.COUNT,
  });
  return filter.metric({ statistic: 'Sum', period: PERIOD });
}

/** Read and write throttle events of the table and each of its indexes, summed. */
function tableThrottles(tableName: string, indexNames: readonly string[]): cloudwatch.IMetric {
  const metric = (metricName: string, index?: string) =>
    new cloudwatch.Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      dimensionsMap: { TableName: tableName, ...(index ? { GlobalSecondaryIndexName: index } : {}) },
      statistic: 'Sum',
      period: PERIOD,
    });
  const usingMetrics: Record<string, cloudwatch.IMetric> = {};
  for (const [i, index] of [undefined, ...indexNames].entries()) {
    usingMetrics[`r${i}`] = metric('ReadThrottleEvents', index);
    usingMetrics[`w${i}`] = metric('WriteThrottleEvents', index);
  }
  return new cloudwatch.MathExpression({
    expression: Object.keys(usingMetrics).join(' + '),
    usingMetrics,
    label: 'Throttled requests',
    period: PERIOD,
  });
}
