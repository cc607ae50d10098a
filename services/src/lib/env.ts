// zod/mini: env parsing runs in every Lambda, so it uses the tree-shakable build.
import * as z from 'zod/mini';

/**
 * Environment, parsed once per cold start. Handlers import `env`; they never
 * read process.env. The *_ENDPOINT values are set only by the local stack, so
 * in AWS the SDK talks to the real services.
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
  SITE_URL: z._default(z.string(), 'http://localhost:3000'),
  MEDIA_BASE_URL: z._default(z.string(), '/media'),
  /** Days an audit entry is kept (DynamoDB TTL); per stage in infra/lib/config.ts. */
  AUDIT_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 400),
  /** CloudWatch dashboard of the stage, linked from Admin Analytics (AWS only). */
  OPS_DASHBOARD_URL: z._default(z.string(), ''),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  DYNAMODB_ENDPOINT: z.optional(z.string()),
  S3_ENDPOINT: z.optional(z.string()),
  SES_ENDPOINT: z.optional(z.string()),
  COGNITO_ENDPOINT: z.optional(z.string()),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  return EnvSchema.parse(source);
}

export const env: Env = parseEnv();
