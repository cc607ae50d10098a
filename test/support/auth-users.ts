import { createPrivateKey } from 'node:crypto';
import { createRequire } from 'node:module';
import type { LocalStack } from '@app/services/local/stack';
import type { Role } from '@app/shared/roles';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, SignJWT } from 'jose';
import { api, signIn } from './local-stack';

/** A password that meets the pool policy (12+, upper, lower, digit, symbol). */
export const MEMBER_PASSWORD = 'Member-Passw0rd!';

function adminClient(stack: LocalStack) {
  return new CognitoIdentityProviderClient({
    endpoint: stack.runtimeConfig.cognitoEndpoint,
    region: stack.runtimeConfig.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Creates a confirmed member with these roles directly in Cognito (no invitation mail), signs in and calls the API once. */
export async function createMember(
  stack: LocalStack,
  email: string,
  roles: readonly Role[],
  password = MEMBER_PASSWORD,
): Promise<string> {
  const cognito = adminClient(stack);
  const UserPoolId = stack.runtimeConfig.userPoolId as string;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }),
  );
  for (const role of roles)
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: role }));
  cognito.destroy();
  const token = await signIn(stack, email, password);
  // As the SPA does right after sign-in: the first staff request creates the member record
  // (lazily, from Cognito), so the member is in the directory (a member without roles gets 403).
  await api(stack, 'GET', '/user/get-profile', { token });
  return token;
}

/**
 * Waits for the next whole second. A demotion or deletion refuses every ID
 * token issued up to the end of that second (`iat` has whole seconds), so a
 * test that signs the member in again right away waits for this first.
 */
export function nextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1_010 - (Date.now() % 1_000)));
}

const require = createRequire(import.meta.url);
// cognito-local signs with a published key; a token forged with it has a valid signature.
const cognitoKey = createPrivateKey(require('cognito-local/lib/keys/cognitoLocal.private.json').pem);

/** Re-signs a real token's claims with overrides (valid signature, e.g. an expired `exp`). */
export function forgeToken(validToken: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT({ ...decodeJwt(validToken), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .sign(cognitoKey);
}

/** Changes the payload without re-signing: the signature no longer matches. */
export function tamperToken(validToken: string, claims: Record<string, unknown>): string {
  const [header, , signature] = validToken.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeJwt(validToken), ...claims })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Cognito's invitation and reset mails carry the code in the layout's code block (mail-layout.ts). */
export function codeFromMail(html: string): string {
  const match = /data-mail-code="code">([^<]+)</.exec(html);
  if (!match?.[1]) throw new Error(`No code in mail: ${html}`);
  return match[1];
}
