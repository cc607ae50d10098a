import { CfnResource, type IAspect } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { StageConfig } from '../config';
import { stageLogGroup } from './lambda-defaults';

/**
 * Every Lambda of a stage logs to a log group with the stage's retention and
 * a name CloudFormation picks. Our functions pass one; this catches the ones
 * CDK builds for us and leaves to Lambda, whose automatic
 * `/aws/lambda/<name>` group never expires (the Trigger provider today, any
 * custom-resource provider a new feature brings tomorrow).
 */
export class LambdaLogGroups implements IAspect {
  constructor(private readonly config: StageConfig) {}

  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource) || node.cfnResourceType !== 'AWS::Lambda::Function') return;
    if (hasLoggingConfig(node)) return;
    const scope = node.node.scope;
    if (!scope) return;
    const logGroup = stageLogGroup(scope, `${node.node.id}Logs`, this.config);
    node.addPropertyOverride('LoggingConfig', { LogGroup: logGroup.logGroupName });
  }
}

function hasLoggingConfig(node: CfnResource): boolean {
  if (node instanceof lambda.CfnFunction) return node.loggingConfig !== undefined;
  // Plain CfnResource (CDK's CustomResourceProvider): its properties are only held privately.
  const props = (node as unknown as { _cfnProperties?: Record<string, unknown> })._cfnProperties;
  return props?.LoggingConfig !== undefined;
}
