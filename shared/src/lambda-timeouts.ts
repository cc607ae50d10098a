import type { Feature } from './api-routes';

/**
 * Lambda timeouts in seconds, one source for the CDK functions
 * (infra/lib/constructs/feature-function.ts) and the local gateway's Lambda
 * context (services/local/api-event.ts), so a handler sees the same
 * `getRemainingTimeInMillis()` locally as in AWS.
 */
export const DEFAULT_TIMEOUT_SECONDS = 10;

/**
 * Features that send mail wait on SES (client timeouts plus one retry, see
 * services/src/lib/mail.ts), so they get more headroom than plain CRUD.
 */
export const FEATURE_TIMEOUT_SECONDS: Partial<Record<Feature | 'site-maintenance' | 'image', number>> = {
  contact: 15,
  leads: 15,
  careers: 15,
  // Rewrites every share-ready page after a deploy: one S3 put per page.
  'site-maintenance': 300,
  // A 50 MP image's variants take a few seconds on the image Lambda's ~2 vCPUs; the confirm call waits for them.
  image: 30,
};

export function timeoutOf(feature: string): number {
  return (FEATURE_TIMEOUT_SECONDS as Record<string, number | undefined>)[feature] ?? DEFAULT_TIMEOUT_SECONDS;
}
