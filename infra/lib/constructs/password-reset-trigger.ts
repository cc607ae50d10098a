import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { USER_SIGN_OUT_ACTIONS } from '../feature-access';
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
 * The staff pool's PostConfirmation trigger (services/src/tasks/password-reset-lambda.ts):
 * a forgot-password reset goes from the browser straight to Cognito, so this
 * is how the server ends the member's other sessions (issue 25 finding 2).
 * It may update member records (validAfter) and sign one member out
 * everywhere, nothing more. The grants are a separate policy attached after
 * the pool exists: the pool names this function, and a policy on the role
 * itself would make the function depend on the pool (a cycle).
 */
export class PasswordResetTrigger extends Construct {
  readonly fn: lambda.Function;
  private readonly role: iam.Role;

  constructor(scope: Construct, id: string, config: StageConfig, table: dynamodb.ITable) {
    super(scope, id);
    const logGroup = stageLogGroup(this, 'Logs', config);
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Cognito password-reset trigger of the staff pool (${config.stage})`,
    });
    logGroup.grantWrite(this.role);
    this.fn = new lambda.Function(this, 'Function', {
      functionName: functionName(config.stage, 'cognito-password-reset'),
      description: 'Ends every session of a member who reset their password',
      // Cognito gives a trigger 5 seconds.
      ...bundledLambdaProps(this, 'cognito-password-reset', 5),
      role: this.role,
      logGroup,
      environment: {
        STAGE: config.stage,
        LOG_LEVEL: config.logLevel,
        TABLE_NAME: table.tableName,
        ...grantSiteUrl(this, this.role, config),
        ...powertoolsEnv(config, 'cognito-password-reset'),
      },
    });
    acknowledgeNodeRuntime(this.fn);
    traceActively(this.fn, this.role);
    new iam.Policy(this, 'TablePolicy', {
      roles: [this.role],
      // TASK_TABLE's row: UpdateItem of member records (validAfter) only.
      statements: TASK_TABLE['cognito-password-reset'].map(
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

  /** Once the pool exists: sign its members out (the pool id comes from the trigger event). */
  allowSignOut(pool: cognito.IUserPool): void {
    new iam.Policy(this, 'SignOutPolicy', {
      roles: [this.role],
      statements: [
        new iam.PolicyStatement({ actions: [...USER_SIGN_OUT_ACTIONS], resources: [pool.userPoolArn] }),
      ],
    });
  }
}
