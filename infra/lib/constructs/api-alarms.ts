import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

export interface ApiAlarmsProps {
  readonly config: StageConfig;
  readonly api: apigw.IHttpApi;
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
}

const PERIOD = Duration.minutes(5);

/**
 * One SNS topic per stage and an alarm for every failure the team must hear
 * about: API 5xx answers, and errors or throttles of any feature Lambda. Every
 * one of them is a bug or a capacity problem, so the threshold is a single
 * occurrence in five minutes; no data means nothing happened.
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
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: `site-${config.stage}-alarms`,
      displayName: `Website alarms (${config.stage})`,
      masterKey: key,
      enforceSSL: true,
    });
    if (config.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));

    this.alarm('Api5xx', props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }), 'HTTP API 5xx');
    for (const [feature, fn] of props.functions) {
      this.alarm(`Errors-${feature}`, fn.metricErrors({ period: PERIOD }), `Lambda ${feature} errors`);
      this.alarm(
        `Throttles-${feature}`,
        fn.metricThrottles({ period: PERIOD }),
        `Lambda ${feature} throttles`,
      );
    }
  }

  private alarm(id: string, metric: cloudwatch.IMetric, what: string): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      alarmDescription: `${what} in the last 5 minutes`,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
