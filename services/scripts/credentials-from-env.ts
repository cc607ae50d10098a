import { fromEnv } from '@aws-sdk/credential-provider-env';

/** Stand-in for @aws-sdk/credential-provider-node in Lambda bundles (see bundle.ts). */
export const defaultProvider = (_init?: unknown) => fromEnv();
