import { INTERNAL_INBOX_BOUNCED } from '@app/services/mail/mail-metrics';
import { Aws, Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { dataRemovalPolicy, type StageConfig } from '../config';
import { accessOf } from '../feature-access';
import { TASK_TABLE } from '../handler-access';
import { acknowledgeGuard } from '../nag';
import { FeatureFunction, type StatefulRefs } from './feature-function';

/** The SES event types the configuration set publishes (issue 29, item 4). */
export const MAIL_EVENT_TYPES = ['bounce', 'complaint', 'deliveryDelay', 'reject'] as const;
export const INTERNAL_INBOX_BOUNCED_METRIC = 'InternalInboxBounced';

/**
 * SES configuration set -> event destination -> encrypted SNS topic -> the
 * mail-events Lambda (services/src/mail/mail-events.ts), which marks the
 * lead's or application's mail failed and keeps the suppression list. A
 * bounce of the sales or HR inbox is counted from its log line into
 * INTERNAL_INBOX_BOUNCED_METRIC, which ApiAlarms alarms on.
 */
export class MailEvents extends Construct {
  readonly task: FeatureFunction;
  readonly internalInboxBounced: cloudwatch.Metric;

  constructor(scope: Construct, id: string, props: { config: StageConfig; refs: StatefulRefs }) {
    super(scope, id);
    const { config, refs } = props;
    this.task = new FeatureFunction(this, 'Task', {
      feature: 'mail-events',
      config,
      refs,
      table: TASK_TABLE['mail-events'],
      access: accessOf('mail-events'),
      description: 'SES bounces, complaints, delays and rejects: mark the mail failed, suppress the address',
    });

    // SES may only publish to an encrypted topic whose key it may use (not alias/aws/sns).
    const key = new kms.Key(this, 'Key', {
      description: `Mail event topic encryption (${config.stage})`,
      enableKeyRotation: true,
      removalPolicy: dataRemovalPolicy(config),
    });
    key.grant(new iam.ServicePrincipal('ses.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    acknowledgeGuard(
      key,
      'kms_create_grant_aws_service_check',
      "CDK's default key policy: the account's IAM governs the key (kms:* for the account root). Only SES " +
        'is granted use of it, to publish mail events to the encrypted topic; nobody needs grants on it.',
    );
    const topic = new sns.Topic(this, 'Topic', {
      displayName: `Mail events (${config.stage})`,
      masterKey: key,
      enforceSSL: true,
    });
    topic.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: { StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    topic.addSubscription(new subscriptions.LambdaSubscription(this.task.fn));

    new ses.CfnConfigurationSetEventDestination(this, 'Destination', {
      configurationSetName: refs.mailConfigurationSetName,
      eventDestination: {
        name: 'mail-events',
        enabled: true,
        matchingEventTypes: [...MAIL_EVENT_TYPES],
        snsDestination: { topicArn: topic.topicArn },
      },
    });

    const namespace = `Site/${config.stage}`;
    new logs.MetricFilter(this, 'InternalInboxBounced', {
      logGroup: this.task.logGroup,
      filterPattern: logs.FilterPattern.stringValue('$.message', '=', INTERNAL_INBOX_BOUNCED),
      metricNamespace: namespace,
      metricName: INTERNAL_INBOX_BOUNCED_METRIC,
      metricValue: '1',
      unit: cloudwatch.Unit.COUNT,
    });
    this.internalInboxBounced = new cloudwatch.Metric({
      namespace,
      metricName: INTERNAL_INBOX_BOUNCED_METRIC,
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }
}
