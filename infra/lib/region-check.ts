import { Aws, CfnRule, Fn, type Stack, Token } from 'aws-cdk-lib';

/**
 * A deploy-time check that the stack runs in the region its synth named.
 * Only the Edge stack's WAF rule checked its region before, so with another
 * default region the Stateful and Api stacks (whose data is retained) were
 * created there before Edge failed. CloudFormation evaluates Rules before it
 * creates anything. An env-agnostic synth (dev without -c region) names no
 * region and has nothing to compare.
 */
export function checkDeployRegion(stack: Stack, region: string | undefined): void {
  if (!region || Token.isUnresolved(region)) return;
  new CfnRule(stack, 'DeployRegionCheck', {
    assertions: [
      {
        assert: Fn.conditionEquals(Aws.REGION, region),
        assertDescription: `${stack.stackName} was synthesised for ${region}; deploy it there (-c region=${region}).`,
      },
    ],
  });
}
