import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { TASK_TABLE } from '../handler-access';
import { functionName } from '../resource-names';
import {
  acknowledgeNodeRuntime,
  bundledLambdaProps,
  grantSiteUrl,
  powertoolsEnv,
  stageLogGroup,
  traceActively,
} from './lambda-defaults';

/**
 * The staff pool's CustomMessage trigger (services/src/tasks/cognito-message-lambda.ts):
 * the invitation links to `<site URL>/login`, read at send time, because the
 * pool exists before the CloudFront distribution that gives the site its URL.
 * The mails' footer states the offices' contact cards as staff saved them:
 * it may read those two items (TASK_TABLE's row), nothing else.
 */
export class CognitoMessage extends Construct {
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, config: StageConfig, table: dynamodb.ITable) {
    super(scope, id);
    const logGroup = stageLogGroup(this, 'Logs', config);
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Cognito message trigger of the staff pool (${config.stage})`,
    });
    logGroup.grantWrite(role);
    this.fn = new lambda.Function(this, 'Function', {
      functionName: functionName(config.stage, 'cognito-message'),
      description: 'Staff pool mails (invitation, reset code) with the site URL',
      // Cognito gives a trigger 5 seconds.
      ...bundledLambdaProps(this, 'cognito-message', 5),
      role,
      logGroup,
      environment: {
        STAGE: config.stage,
        LOG_LEVEL: config.logLevel,
        TABLE_NAME: table.tableName,
        ...grantSiteUrl(this, role, config),
        ...powertoolsEnv(config, 'cognito-message'),
      },
    });
    acknowledgeNodeRuntime(this.fn);
    traceActively(this.fn, role);
    // A policy beside the role, as the password-reset trigger's: the pool names this function.
    new iam.Policy(this, 'TablePolicy', {
      roles: [role],
      statements: TASK_TABLE['cognito-message'].map(
        (g) =>
          new iam.PolicyStatement({
            actions: g.actions.map((a) => `dynamodb:${a}`),
            resources: [table.tableArn],
            conditions: g.keys
              ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...g.keys] } }
              : undefined,
          }),
      ),
    });
  }
}
