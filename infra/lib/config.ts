import { COLLECT_RATE_LIMIT } from '@app/shared/analytics';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * Per-stage settings. Everything a stack varies on lives here so the stacks
 * themselves stay free of `if (stage === 'prod')`. Values a deployer must
 * supply (domain, certificate, addresses) can be overridden with `-c key=value`
 * so no account-specific data has to be committed.
 */
export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export interface Throttle {
  /** Steady-state requests per second. */
  readonly rateLimit: number;
  /** Bucket size for short bursts. */
  readonly burstLimit: number;
}

export interface StageConfig {
  readonly stage: Stage;
  /** Undefined means env-agnostic synth: no credentials or lookups needed. */
  readonly account?: string;
  readonly region?: string;
  /** Custom domain for CloudFront; needs `certificateArn` (an ACM cert in us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /**
   * The site's public origin (https://host). Derived from `domainName`; without
   * a domain pass `-c siteUrl=https://dxxxx.cloudfront.net` after the first
   * deploy, because the CloudFront name is not known before it exists.
   */
  readonly siteUrl?: string;
  /** Extra browser origins allowed to PUT presigned uploads (local Vite dev server). */
  readonly devOrigins: readonly string[];
  readonly mail: {
    readonly from: string;
    readonly salesInbox: string;
    readonly hrInbox: string;
  };
  readonly logRetention: RetentionDays;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error';
  readonly apiThrottle: {
    readonly default: Throttle;
    /**
     * Public write routes (contact, lets-connect, job applications) are spam
     * targets. API Gateway only sees CloudFront, so this is a per-route backstop
     * for all clients together; the per-IP limit is the WAF rule (`formsPerIpPerMinute`).
     */
    readonly forms: Throttle;
  };
  /** WAF rate-based rule on the public form routes: requests per IP per minute (WAF minimum is 10). */
  readonly formsPerIpPerMinute: number;
  /** WAF rate-based rule on POST /analytics/collect, per IP per minute (its own limit, not the forms'). */
  readonly collectPerIpPerMinute: number;
  /** Days an audit log entry is kept (DynamoDB TTL on the entry). */
  readonly auditRetentionDays: number;
  /**
   * Cognito refuses an SES identity that is not verified yet, so the very
   * first deploy of a new account sends staff mails with Cognito's own sender
   * (`-c cognitoMail=cognito`) until the domain's DKIM records are in; every
   * later deploy uses SES (the default).
   */
  readonly cognitoMail: 'ses' | 'cognito';
  /** Operator address subscribed to the stage's alarm topic (none: subscribe later in SNS). */
  readonly alarmEmail?: string;
  /** Retain table and buckets on stack deletion, turn on deletion protection. */
  readonly retainData: boolean;
  /** AWS WAF web ACL in front of CloudFront (requires deploying to us-east-1). */
  readonly waf: boolean;
  /** Cognito Plus feature plan with threat protection (priced per MAU). */
  readonly cognitoThreatProtection: boolean;
}

type BaseConfig = Omit<StageConfig, 'siteUrl' | 'cognitoMail'>;

const env = {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
};

export const STAGE_CONFIG: Record<Stage, BaseConfig> = {
  dev: {
    stage: 'dev',
    ...env,
    devOrigins: ['http://localhost:3000', 'http://localhost:5173'],
    mail: { from: 'no-reply@example.com', salesInbox: 'sales@example.com', hrInbox: 'hr@example.com' },
    logRetention: RetentionDays.TWO_WEEKS,
    logLevel: 'debug',
    apiThrottle: {
      default: { rateLimit: 100, burstLimit: 200 },
      forms: PUBLIC_FORM_RATE_LIMIT.routeThrottle,
    },
    formsPerIpPerMinute: PUBLIC_FORM_RATE_LIMIT.perMinute,
    collectPerIpPerMinute: COLLECT_RATE_LIMIT.perMinute,
    auditRetentionDays: 90,
    retainData: false,
    waf: false,
    cognitoThreatProtection: false,
  },
  prod: {
    stage: 'prod',
    ...env,
    devOrigins: [],
    mail: { from: 'no-reply@example.com', salesInbox: 'sales@example.com', hrInbox: 'hr@example.com' },
    logRetention: RetentionDays.SIX_MONTHS,
    logLevel: 'info',
    apiThrottle: {
      default: { rateLimit: 200, burstLimit: 400 },
      forms: PUBLIC_FORM_RATE_LIMIT.routeThrottle,
    },
    formsPerIpPerMinute: PUBLIC_FORM_RATE_LIMIT.perMinute,
    collectPerIpPerMinute: COLLECT_RATE_LIMIT.perMinute,
    // Thirteen months: a year of changes can be compared with the same month a year before.
    auditRetentionDays: 400,
    retainData: true,
    waf: true,
    cognitoThreatProtection: true,
  },
};

function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

function ctx(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads `-c stage=` (cdk.json defaults it to dev) plus the optional overrides. */
export function getStageConfig(scope: Construct): StageConfig {
  const stage: unknown = scope.node.tryGetContext('stage') ?? 'dev';
  if (!isStage(stage)) {
    throw new Error(`Unknown stage "${String(stage)}": pass -c stage=${STAGES.join('|')}`);
  }
  const base = STAGE_CONFIG[stage];
  const domainName = ctx(scope, 'domainName') ?? base.domainName;
  const certificateArn = ctx(scope, 'certificateArn') ?? base.certificateArn;
  if (domainName && !certificateArn) {
    throw new Error(`Stage ${stage}: domainName ${domainName} needs certificateArn (ACM, us-east-1)`);
  }
  const siteUrl = ctx(scope, 'siteUrl') ?? (domainName ? `https://${domainName}` : undefined);
  if (siteUrl && !/^https?:\/\/[^/]+$/.test(siteUrl)) {
    throw new Error(`siteUrl must be an origin like https://example.com, got "${siteUrl}"`);
  }
  return {
    ...base,
    // -c account=… -c region=… pin the environment without AWS credentials (CI synth).
    account: ctx(scope, 'account') ?? base.account,
    region: ctx(scope, 'region') ?? base.region,
    domainName,
    certificateArn,
    siteUrl,
    mail: {
      from: ctx(scope, 'mailFrom') ?? base.mail.from,
      salesInbox: ctx(scope, 'salesInbox') ?? base.mail.salesInbox,
      hrInbox: ctx(scope, 'hrInbox') ?? base.mail.hrInbox,
    },
    alarmEmail: ctx(scope, 'alarmEmail') ?? base.alarmEmail,
    cognitoMail: cognitoMail(ctx(scope, 'cognitoMail')),
  };
}

function cognitoMail(value: string | undefined): StageConfig['cognitoMail'] {
  if (value === undefined || value === 'ses') return 'ses';
  if (value === 'cognito') return 'cognito';
  throw new Error(`cognitoMail must be ses or cognito, got "${value}"`);
}

/** Origins allowed to call S3 directly with presigned URLs. */
export function uploadOrigins(config: StageConfig): string[] {
  return [...(config.siteUrl ? [config.siteUrl] : []), ...config.devOrigins];
}

/** Stack names such as Site-dev-Stateful. */
export function stackName(config: StageConfig, part: 'Stateful' | 'Api' | 'Edge'): string {
  return `Site-${config.stage}-${part}`;
}
