import { Aws, CfnRule, Fn, RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
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

export interface EdgeWafProps {
  readonly name: string;
  /** Public form routes (full paths with /api/v1) that get the per-IP limit. */
  readonly formRoutes: readonly { readonly method: string; readonly path: string }[];
  /** Requests per IP per minute on the form routes (shared PUBLIC_FORM_RATE_LIMIT.perMinute). */
  readonly formsPerIpPerMinute: number;
  /**
   * Text of the 429 body `{ message }` on the form routes: the same text the
   * local gateway sends (shared PUBLIC_FORM_RATE_LIMIT.message), so the SPA
   * shows it in AWS too.
   */
  readonly formsLimitedMessage: string;
  /** The analytics beacon (full path): its own, more generous per-IP limit. */
  readonly collectRoute?: { readonly method: string; readonly path: string };
  readonly collectPerIpPerMinute?: number;
  readonly collectLimitedMessage?: string;
  /** Retention of the WAF log group (the stage's log retention). */
  readonly logRetention: logs.RetentionDays;
  /** Keep the log group when the stack is deleted (prod). */
  readonly retainLogs: boolean;
}

/** Keep log records of blocked and counted requests, drop the allowed ones. */
export const WAF_LOGGING_FILTER = {
  DefaultBehavior: 'DROP',
  Filters: [
    {
      Behavior: 'KEEP',
      Requirement: 'MEETS_ANY',
      Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
    },
  ],
};

/**
 * What WAF must not write to its logs: the staff session token (header
 * `token`, and `authorization` should a client send one) and query strings,
 * which may carry e-mail addresses or invitation tokens. Request bodies are
 * never logged by WAF.
 */
export const WAF_REDACTED_FIELDS = [
  { singleHeader: { Name: 'token' } },
  { singleHeader: { Name: 'authorization' } },
  { queryString: {} },
];

/** Key of the 429 JSON body in the web ACL's customResponseBodies. */
export const FORMS_LIMITED_BODY_KEY = 'FormsRateLimited';
export const COLLECT_LIMITED_BODY_KEY = 'CollectRateLimited';
/** The form rule's rate window; also its Retry-After (seconds), as WAF counts over the last minute. */
const FORMS_WINDOW_SEC = 60;

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** Matches one route: its method and its path (up to the first {param}, as a prefix). */
function routeStatement(route: { method: string; path: string }): wafv2.CfnWebACL.StatementProperty {
  const param = route.path.indexOf('{');
  const path = param === -1 ? route.path : route.path.slice(0, param);
  return {
    andStatement: {
      statements: [
        {
          byteMatchStatement: {
            fieldToMatch: { method: {} },
            positionalConstraint: 'EXACTLY',
            searchString: route.method,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
        {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: param === -1 ? 'EXACTLY' : 'STARTS_WITH',
            searchString: path,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      ],
    },
  };
}

/**
 * Per-IP limit on the public forms. Behind CloudFront, API Gateway sees only
 * CloudFront's addresses, so only WAF can count per visitor.
 */
function formRateRule(props: EdgeWafProps, priority: number): wafv2.CfnWebACL.RuleProperty {
  const routes = props.formRoutes.map(routeStatement);
  if (routes.length === 0) throw new Error('EdgeWaf needs at least one form route');
  return {
    name: 'RateLimitPublicForms',
    priority,
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: FORMS_LIMITED_BODY_KEY,
          // Delay in seconds, like the local gateway's Retry-After: WAF lifts the
          // block once the count over the last window falls below the limit.
          responseHeaders: [{ name: 'Retry-After', value: String(FORMS_WINDOW_SEC) }],
        },
      },
    },
    statement: {
      rateBasedStatement: {
        // WAF's minimum limit is 10 per window; the window is one minute.
        limit: Math.max(10, props.formsPerIpPerMinute),
        evaluationWindowSec: FORMS_WINDOW_SEC,
        aggregateKeyType: 'IP',
        scopeDownStatement: routes.length === 1 ? routes[0] : { orStatement: { statements: routes } },
      },
    },
    visibilityConfig: visibility('RateLimitPublicForms'),
  };
}

/** Per-IP limit on the analytics beacon, apart from the forms' so browsing never uses up form submissions. */
function collectRateRule(props: EdgeWafProps, priority: number): wafv2.CfnWebACL.RuleProperty | null {
  if (!props.collectRoute || !props.collectPerIpPerMinute) return null;
  return {
    name: 'RateLimitAnalytics',
    priority,
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: COLLECT_LIMITED_BODY_KEY,
          responseHeaders: [{ name: 'Retry-After', value: String(FORMS_WINDOW_SEC) }],
        },
      },
    },
    statement: {
      rateBasedStatement: {
        limit: Math.max(10, props.collectPerIpPerMinute),
        evaluationWindowSec: FORMS_WINDOW_SEC,
        aggregateKeyType: 'IP',
        scopeDownStatement: routeStatement(props.collectRoute),
      },
    },
    visibilityConfig: visibility('RateLimitAnalytics'),
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
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: EdgeWafProps) {
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
      customResponseBodies: {
        [FORMS_LIMITED_BODY_KEY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: props.formsLimitedMessage }),
        },
        ...(props.collectLimitedMessage
          ? {
              [COLLECT_LIMITED_BODY_KEY]: {
                contentType: 'APPLICATION_JSON',
                content: JSON.stringify({ message: props.collectLimitedMessage }),
              },
            }
          : {}),
      },
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
        formRateRule(props, 3),
        ...[collectRateRule(props, 4)].filter((r) => r !== null),
        {
          name: 'RateLimitPerIp',
          priority: 5,
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
    // WAF logs only to groups named aws-waf-logs-*. The stack's own id ends the name, so a
    // re-created stack never meets the group a deleted one retained ("already exists").
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: Fn.join('', [`aws-waf-logs-${props.name}-`, Fn.select(2, Fn.split('/', Aws.STACK_ID))]),
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    });
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // The group's ARN without the trailing :* that LogGroup.logGroupArn carries.
      logDestinationConfigs: [
        Fn.join('', [
          `arn:${Aws.PARTITION}:logs:${Aws.REGION}:${Aws.ACCOUNT_ID}:log-group:`,
          this.logGroup.logGroupName,
        ]),
      ],
      redactedFields: WAF_REDACTED_FIELDS,
      // Only what WAF blocked or counted: the requests an on-call engineer asks about. Allowed
      // requests (six or so per page view) would cost ~$4.50 per million page views in ingestion;
      // their numbers are in the web ACL's metrics and sampled requests.
      loggingFilter: WAF_LOGGING_FILTER,
    });
  }
}
