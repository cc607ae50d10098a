// zod/mini: env parsing runs in every Lambda, so it uses the tree-shakable build.
import * as z from 'zod/mini';

/**
 * Environment, parsed once per cold start. Handlers import `env`; they never
 * read process.env. The *_ENDPOINT values are set only by the local stack, so
 * in AWS the SDK talks to the real services.
 *
 * The site's origin has no default: the local stack sets SITE_URL; a deployed
 * stage names the SSM parameter the Edge stack writes it to
 * (SITE_URL_PARAMETER, read by lib/site-url.ts). A deployed Lambda without
 * either fails at cold start instead of publishing links to the wrong place;
 * API Lambdas fail the same way without ORIGIN_SECRET_ID (lib/origin-lock.ts).
 */
const EnvSchema = z.object({
  STAGE: z._default(z.string(), 'local'),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: z._default(z.string(), 'app-local'),
  MEDIA_BUCKET: z._default(z.string(), 'app-local-media'),
  UPLOADS_BUCKET: z._default(z.string(), 'app-local-uploads'),
  SITE_BUCKET: z._default(z.string(), 'app-local-site'),
  USER_POOL_ID: z._default(z.string(), 'local_pool'),
  USER_POOL_CLIENT_ID: z._default(z.string(), 'local-client'),
  MAIL_FROM: z._default(z.string(), 'no-reply@example.com'),
  SALES_INBOX: z._default(z.string(), 'sales@example.com'),
  HR_INBOX: z._default(z.string(), 'hr@example.com'),
  SITE_URL: z.optional(z.string()),
  /** The image Lambda's name (AWS); unset, the image job runs in-process (lib/media/run-image-job.ts). */
  IMAGE_FUNCTION: z.optional(z.string()),
  SITE_URL_PARAMETER: z.optional(z.string()),
  ORIGIN_SECRET_ID: z.optional(z.string()),
  /** Secrets Manager secret `{ current, previous? }` that signs visitors' meeting links (lib/meeting-link.ts). */
  MEETING_LINK_SECRET_ID: z.optional(z.string()),
  /** SES configuration set of the stage (bounce/complaint metrics per stage). */
  MAIL_CONFIGURATION_SET: z.optional(z.string()),
  /** Days an audit entry is kept (DynamoDB TTL); per stage in infra/lib/config.ts. */
  AUDIT_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 400),
  /** CloudWatch dashboard of the stage, linked from Admin Analytics (AWS only). */
  OPS_DASHBOARD_URL: z._default(z.string(), ''),
  /** The function's name in logs and traces (infra powertoolsEnv); 'local' on the embedded stack. */
  POWERTOOLS_SERVICE_NAME: z._default(z.string(), 'local'),
  /** The stage's metrics namespace (infra powertoolsEnv); the EMF figures go there. */
  POWERTOOLS_METRICS_NAMESPACE: z._default(z.string(), 'Site/local'),
  /** Powertools' switch: 'false' turns tracing off in AWS too (lib/tracing.ts). */
  POWERTOOLS_TRACE_ENABLED: z.optional(z.string()),
  /** Set by Lambda where Active tracing sends segments; absent locally, so nothing is traced there. */
  AWS_XRAY_DAEMON_ADDRESS: z.optional(z.string()),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /**
   * 'off' lifts the booking and acknowledgement limits of shared/abuse-limits.ts.
   * Only the local test stack sets it (suites that book many meetings from one
   * address); the CDK never does.
   */
  ABUSE_LIMITS: z._default(z.enum(['on', 'off']), 'on'),
  DYNAMODB_ENDPOINT: z.optional(z.string()),
  S3_ENDPOINT: z.optional(z.string()),
  /** Where browsers reach S3 for presigned URLs, when not S3_ENDPOINT (the local stack's S3 guard). */
  S3_PUBLIC_ENDPOINT: z.optional(z.string()),
  SES_ENDPOINT: z.optional(z.string()),
  COGNITO_ENDPOINT: z.optional(z.string()),
});

export type Env = z.infer<typeof EnvSchema>;
/** Every variable a Lambda may read (infra/lib/api-stack.test.ts checks the stacks set them). */
export const ENV_KEYS = Object.keys(EnvSchema.shape) as Array<keyof Env>;

/** Stages that run on the embedded stack or in unit tests, where no deploy-time settings exist. */
const LOCAL_STAGES = new Set(['local', 'test']);

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.parse(source);
  if (!LOCAL_STAGES.has(parsed.STAGE)) {
    if (!parsed.SITE_URL && !parsed.SITE_URL_PARAMETER) {
      throw new Error(`Stage ${parsed.STAGE}: the Lambda environment lacks SITE_URL_PARAMETER (or SITE_URL)`);
    }
  }
  return parsed;
}

export const env: Env = parseEnv();
