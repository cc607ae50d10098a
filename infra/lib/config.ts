import { COLLECT_RATE_LIMIT } from '@app/shared/analytics';
import type { PublicContacts } from '@app/shared/company-contacts';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { requireSiteOrigin } from '@app/shared/site-origin';
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { checkAddresses, DEMO_ADDRESSES, readAddresses } from './config-addresses';

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
   * The site's public origin (https://host), known at synth only with a
   * custom domain. Without one the site lives on its CloudFront name, which
   * exists only after the Edge stack: the Edge stack then publishes it
   * (page deployment marker, SSM parameter, upload CORS) and the Lambdas and
   * Cognito read it at run time, so the first deploy needs no second pass.
   */
  readonly siteUrl?: string;
  /** Extra browser origins allowed to PUT presigned uploads (local Vite dev server). */
  readonly devOrigins: readonly string[];
  readonly mail: {
    /**
     * Sender of every mail (Lambdas and Cognito), from a domain verified in SES
     * in this account and region. Unset on a first deploy: staff mails then go
     * through Cognito's own sender and the Lambdas' notifications count as
     * failed (MailNotSent alarm) until `-c mailFrom=` is deployed.
     */
    readonly from?: string;
    readonly salesInbox: string;
    readonly hrInbox: string;
  };
  /** Public contact addresses the pages publish (hello, privacy, each office's mail). */
  readonly contacts: PublicContacts;
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
  /**
   * Reserved concurrency of the function that serves the analytics beacon
   * (`-c beaconConcurrency=N`): caps it at N, so a beacon flood cannot take
   * the concurrency the forms need. Off by default: a new account's quota
   * (often 10) cannot reserve anything, as Lambda keeps 100 unreserved.
   */
  readonly beaconConcurrency?: number;
  /**
   * The account's Lambda concurrent-executions quota in this region
   * (`-c accountConcurrency=N`, default 1000, the usual quota): the
   * concurrency alarm fires at CONCURRENCY_ALARM_SHARE of it.
   */
  readonly accountConcurrency: number;
  /** Days an audit log entry is kept (DynamoDB TTL on the entry). */
  readonly auditRetentionDays: number;
  /**
   * Staff mails through SES once a sender is set (Cognito refuses an
   * unverified identity, so the sender's domain is verified first), through
   * Cognito's own sender (50 a day) before that. Derived from `mail.from`.
   */
  readonly cognitoMail: 'ses' | 'cognito';
  /**
   * Pins the origin-lock secret's version in the CloudFront header reference;
   * deploying a new VersionId after a rotation makes CloudFront send the new value.
   */
  readonly originSecretVersion?: string;
  /** Operator address subscribed to the stage's alarm topic. */
  readonly alarmEmail?: string;
  /**
   * The stage refuses to synthesise while any address (inboxes, sender, alarm
   * address, public contacts) is unset or a placeholder (config-addresses.ts),
   * without a region, or with a certificate outside us-east-1.
   */
  readonly production: boolean;
  /** Retain table and buckets on stack deletion, turn on deletion protection. */
  readonly retainData: boolean;
  /** AWS WAF web ACL in front of CloudFront (requires deploying to us-east-1). */
  readonly waf: boolean;
  /** Cognito Plus feature plan with threat protection (priced per MAU). */
  readonly cognitoThreatProtection: boolean;
}

type BaseConfig = Omit<StageConfig, 'siteUrl' | 'cognitoMail' | 'accountConcurrency'>;

const env = {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
};

export const STAGE_CONFIG: Record<Stage, BaseConfig> = {
  dev: {
    stage: 'dev',
    ...env,
    devOrigins: ['http://localhost:3000', 'http://localhost:5173'],
    mail: { salesInbox: DEMO_ADDRESSES.salesInbox, hrInbox: DEMO_ADDRESSES.hrInbox },
    contacts: DEMO_ADDRESSES.contacts,
    production: false,
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
    // No default address: every one is a -c flag, and the synth refuses placeholders.
    mail: { salesInbox: DEMO_ADDRESSES.salesInbox, hrInbox: DEMO_ADDRESSES.hrInbox },
    contacts: DEMO_ADDRESSES.contacts,
    production: true,
    // A year: the Control Tower log retention control (CT.CLOUDWATCH.PR.2), and a year of incidents to look back on.
    logRetention: RetentionDays.ONE_YEAR,
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
  if (ctx(scope, 'siteUrl') || ctx(scope, 'cognitoMail')) {
    throw new Error(
      '-c siteUrl and -c cognitoMail are gone: the CloudFront URL and the Cognito sender are now found on their own (infra/README.md)',
    );
  }
  const siteUrl = domainName
    ? requireSiteOrigin(`https://${domainName.toLowerCase()}`, 'domainName')
    : undefined;
  const addresses = readAddresses(
    { ...base.mail, alarmEmail: base.alarmEmail, contacts: base.contacts },
    (flag) => ctx(scope, flag),
  );
  checkAddresses(stage, addresses, base.production);
  const region = ctx(scope, 'region') ?? base.region;
  if (base.production) checkProductionPlacement(stage, base.waf, region, certificateArn);
  const { from, alarmEmail } = addresses;
  return {
    ...base,
    // -c account=… -c region=… pin the environment without AWS credentials (CI synth).
    account: ctx(scope, 'account') ?? base.account,
    region,
    domainName,
    certificateArn,
    siteUrl,
    mail: { from, salesInbox: addresses.salesInbox, hrInbox: addresses.hrInbox },
    contacts: addresses.contacts,
    alarmEmail,
    originSecretVersion: ctx(scope, 'originSecretVersion'),
    beaconConcurrency: positiveInteger('beaconConcurrency', ctx(scope, 'beaconConcurrency')),
    accountConcurrency:
      positiveInteger('accountConcurrency', ctx(scope, 'accountConcurrency'), 100_000) ?? 1000,
    cognitoMail: from ? 'ses' : 'cognito',
  };
}

function positiveInteger(flag: string, value: string | undefined, max = 1000): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new Error(`-c ${flag} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return n;
}

/**
 * A production synth names its region (the stacks then check it at deploy
 * time, region-check.ts) and its certificate is one CloudFront can use: ACM in us-east-1.
 */
function checkProductionPlacement(stage: string, waf: boolean, region?: string, certificateArn?: string) {
  if (!region) {
    throw new Error(
      `Stage ${stage} needs its region: -c region=us-east-1 (or CDK_DEFAULT_REGION from the CLI profile)`,
    );
  }
  // The stacks share one environment, and a CloudFront web ACL exists only in us-east-1.
  if (waf && region !== 'us-east-1') {
    throw new Error(
      `Stage ${stage} has WAF on, so it deploys to us-east-1 (-c region=us-east-1), not ${region}`,
    );
  }
  if (certificateArn && certificateArn.split(':')[3] !== 'us-east-1') {
    throw new Error(
      `certificateArn must be an ACM certificate in us-east-1 (CloudFront reads only those), got "${certificateArn}"`,
    );
  }
}

/**
 * What happens to a stateful resource (table, buckets, pool, secret, log
 * groups) when its stack deletes it. Retained stages keep it on update and
 * delete, but not on a failed first create (CloudFormation's
 * RetainExceptOnCreate): a rolled-back create removes what it made, so the
 * retry does not fail on "already exists" for the fixed names.
 */
export function dataRemovalPolicy(config: Pick<StageConfig, 'retainData'>): RemovalPolicy {
  return config.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY;
}

/** Origins allowed to call S3 directly with presigned URLs: the site (a token without a domain) and dev's local servers. */
export function uploadOrigins(config: StageConfig, siteUrl: string): string[] {
  return [siteUrl, ...config.devOrigins];
}

/** Stack names such as Site-dev-Stateful. */
export function stackName(config: StageConfig, part: 'Stateful' | 'Api' | 'Edge'): string {
  return `Site-${config.stage}-${part}`;
}
