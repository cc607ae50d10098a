import { Aws, CfnCondition, Duration, Fn } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { bundleDir } from '../../../services/scripts/bundle';
import { type StageConfig, uploadOrigins } from '../config';
import { alarmTopicArn, siteUrlParameterName } from '../resource-names';
import { runbookReference } from './api-alarms';
import { stageLogGroup } from './lambda-defaults';
import { refreshSiteAfterDeploy } from './site-maintenance';
import { UploadCors } from './upload-cors';

export interface EdgeAfterDeployProps {
  readonly config: StageConfig;
  /** https://<domain>, or https://<distribution name> (a token) without a domain. */
  readonly siteUrl: string;
  readonly distribution: cloudfront.IDistribution;
  readonly uploadBuckets: readonly s3.IBucket[];
  readonly siteMaintenance: lambda.Function;
  /** The page deployment; the refresh runs after it. */
  readonly pages: Construct;
  readonly webDist: string;
}

/** CloudFront's 5xx share (percent) that pages someone: two of three 5-minute periods at or above it. */
export const CLOUDFRONT_5XX_RATE_ALARM = 5;

/**
 * What only the Edge stack can do, because only it knows the site URL when
 * there is no custom domain (the distribution's name), and which therefore
 * needs no second deploy:
 * - publish the URL to SSM, where the Lambdas and the Cognito message trigger read it;
 * - set the upload buckets' CORS rule to it;
 * - re-render the share-ready pages with it (the site-maintenance trigger);
 * - alarm on CloudFront's 5xx rate (its metrics exist in us-east-1 only).
 */
export class EdgeAfterDeploy extends Construct {
  readonly siteUrlParameter: ssm.StringParameter;

  constructor(scope: Construct, id: string, props: EdgeAfterDeployProps) {
    super(scope, id);
    const { config } = props;
    this.siteUrlParameter = new ssm.StringParameter(this, 'SiteUrl', {
      parameterName: siteUrlParameterName(config.stage),
      description: `Public origin of the website (${config.stage}), read by its Lambdas`,
      stringValue: props.siteUrl,
    });
    new UploadCors(this, 'UploadCors', {
      buckets: props.uploadBuckets,
      origins: uploadOrigins(config, props.siteUrl),
      logGroup: stageLogGroup(this, 'UploadCorsLogs', config),
    });
    const refresh = refreshSiteAfterDeploy(this, props.siteMaintenance, props.pages, {
      webDist: props.webDist,
      taskBundle: bundleDir('site-maintenance'),
      siteUrl: props.siteUrl,
    });
    // The task reads the URL from SSM: it must be there (and current) before the refresh.
    refresh.node.addDependency(this.siteUrlParameter);
    this.cloudFrontErrorAlarm(config, props.distribution);
  }

  private cloudFrontErrorAlarm(config: StageConfig, distribution: cloudfront.IDistribution): void {
    const alarm = new cloudwatch.Alarm(this, 'CloudFront5xxRate', {
      metric: new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
        statistic: 'Average',
        period: Duration.minutes(5),
      }),
      alarmDescription:
        `CloudFront 5xx responses at or above ${CLOUDFRONT_5XX_RATE_ALARM}% of requests (${config.stage}). ` +
        runbookReference('CloudFront5xxRate'),
      threshold: CLOUDFRONT_5XX_RATE_ALARM,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const topic = new actions.SnsAction(
      sns.Topic.fromTopicArn(this, 'AlarmTopic', alarmTopicArn(config.stage)),
    );
    alarm.addAlarmAction(topic);
    alarm.addOkAction(topic);
    // CloudFront publishes its metrics in us-east-1 only; elsewhere the alarm could never fire.
    const inUsEast1 = new CfnCondition(this, 'InUsEast1', {
      expression: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
    });
    (alarm.node.defaultChild as cloudwatch.CfnAlarm).cfnOptions.condition = inUsEast1;
  }
}
