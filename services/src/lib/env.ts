import { z } from 'zod';

/**
 * Environment, parsed once per cold start. Handlers import `env`; they never
 * read process.env. The *_ENDPOINT values are set only by the local stack, so
 * in AWS the SDK talks to the real services.
 */
const EnvSchema = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().default('app-local'),
  MEDIA_BUCKET: z.string().default('app-local-media'),
  UPLOADS_BUCKET: z.string().default('app-local-uploads'),
  SITE_BUCKET: z.string().default('app-local-site'),
  USER_POOL_ID: z.string().default('local_pool'),
  USER_POOL_CLIENT_ID: z.string().default('local-client'),
  MAIL_FROM: z.string().default('no-reply@example.com'),
  SALES_INBOX: z.string().default('sales@example.com'),
  HR_INBOX: z.string().default('hr@example.com'),
  SITE_URL: z.string().default('http://localhost:3000'),
  MEDIA_BASE_URL: z.string().default('/media'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  DYNAMODB_ENDPOINT: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  SES_ENDPOINT: z.string().optional(),
  COGNITO_ENDPOINT: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  return EnvSchema.parse(source);
}

export const env: Env = parseEnv();
