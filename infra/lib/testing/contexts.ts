import type { Stage } from '../config';

/** The custom domain of the deploy rehearsal (example.com's sibling, never a real site). */
export const REHEARSAL_DOMAIN = 'www.example-agency.com';

/** Every address flag a prod synth requires, on the rehearsal's (real-looking) domain. */
export const PROD_ADDRESS_FLAGS = {
  alarmEmail: 'ops@example-agency.com',
  mailFrom: 'no-reply@example-agency.com',
  salesInbox: 'sales@example-agency.com',
  hrInbox: 'people@example-agency.com',
  helloEmail: 'hello@example-agency.com',
  privacyEmail: 'privacy@example-agency.com',
  noidaEmail: 'india@example-agency.com',
  washingtonEmail: 'usa@example-agency.com',
} as const;

/**
 * The contexts the tests synthesise: dev exactly as `npm run deploy -- --stage dev`
 * (no -c flag at all, env-agnostic), and prod as a real first prod deploy
 * would pass it (domain, certificate, every address; a concrete account and
 * region as the CLI resolves them).
 */
export const STAGE_CONTEXT: Record<Stage, Record<string, string>> = {
  dev: {},
  prod: {
    domainName: REHEARSAL_DOMAIN,
    certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/0f5c3b9e-1d2a-4c6b-9e8f-123456789abc',
    ...PROD_ADDRESS_FLAGS,
    account: '111111111111',
    region: 'us-east-1',
  },
};
