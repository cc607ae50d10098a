import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag v3 reads acknowledgements from CDK's own Validations metadata (the
 * v2 `NagSuppressions` API is gone). One call per rule or finding id, e.g.
 * `AwsSolutions-IAM5[Action::s3:GetObject*]`, always with a reason that says
 * why the finding is acceptable for this product.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 20) throw new Error(`Acknowledgement of ${id} needs a real reason`);
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The IAM5 finding id cdk-nag reports for a wildcard resource such as
 * `${tableArn}/index/*`, rendered with cdk-nag's own flattening so the two
 * cannot drift apart. Only valid for ARNs without cross-stack references.
 */
export function wildcardResourceFinding(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}]`;
}

export function wildcardActionFinding(action: string): string {
  return `AwsSolutions-IAM5[Action::${action}]`;
}

/**
 * Acknowledges an AWS Control Tower control that the cfn-guard plugin
 * (policy-guard.ts) reports, by its rule name, e.g.
 * `lambda_inside_vpc_check` for CT.LAMBDA.PR.3. Same rule as for nag: a reason
 * that says why the control does not fit this product.
 */
export function acknowledgeGuard(scope: IConstruct, rule: string, reason: string): void {
  acknowledge(scope, `cfn-guard::${rule}`, reason);
}
