import { Amplify } from 'aws-amplify';
import { getRuntimeConfig, type RuntimeConfig } from '../../../lib/runtime-config';

let configured = false;

/**
 * Points Amplify Auth at the user pool from /config.json, once, on first use.
 * Locally the pool is cognito-local (`cognitoEndpoint`), which only supports
 * USER_PASSWORD_AUTH, so every sign-in here uses that flow (the SPA client
 * allows it in AWS too).
 */
export function ensureAmplify(config: RuntimeConfig = getRuntimeConfig()): void {
  if (configured) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  configured = true;
}
