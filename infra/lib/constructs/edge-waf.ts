import { Aws, CfnRule, Fn } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

function managed(name: string, priority: number, countOnly: string[] = []): wafv2.CfnWebACL.RuleProperty {
  const ruleActionOverrides = countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } }));
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: ruleActionOverrides.length > 0 ? ruleActionOverrides : undefined,
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}

/**
 * Web ACL for the CloudFront distribution: AWS managed baseline rules plus a
 * per-IP rate limit that backs up the API Gateway throttles against form spam.
 * CLOUDFRONT-scoped ACLs exist only in us-east-1, so a stack rule stops a
 * deploy elsewhere before anything is created.
 */
export class EdgeWaf extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: { readonly name: string }) {
    super(scope, id);
    new CfnRule(this, 'RegionCheck', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription:
            'WAF for CloudFront must be deployed in us-east-1; turn waf off or deploy there.',
        },
      ],
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: props.name,
        sampledRequestsEnabled: true,
      },
      rules: [
        managed('AWSManagedRulesAmazonIpReputationList', 0),
        // The 8 KB body limit would block blog publishing (rich text, multipart images).
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'RateLimitPerIp',
          priority: 3,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: 1000, aggregateKeyType: 'IP' } },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: 'RateLimitPerIp',
            sampledRequestsEnabled: true,
          },
        },
      ],
    });
  }
}
