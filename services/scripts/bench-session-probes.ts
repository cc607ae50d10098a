/**
 * bench:resilience probes for issue 25 findings 2 and 8, run last because the
 * first ends every session of the bench admin: stale tokens after "sign out
 * everywhere", a guessed password and GlobalSignOut on the local Cognito.
 * Each row is one timed step; Cognito is called over its JSON protocol so the
 * HTTP status shows as it does for the gateway's rows.
 */
import { ACCOUNT_ROUTE_PATHS } from '@app/shared/routes/account';
import { BENCH_ADMIN, type BenchStack } from './bench-stack';

export interface ProbeRow {
  name: string;
  status: number | string;
  ms: number;
}

async function cognito(ready: BenchStack, action: string, body: object) {
  const res = await fetch(ready.cognitoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, json };
}

const signIn = (ready: BenchStack, email: string, password: string) =>
  cognito(ready, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: ready.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

const tokensOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.AuthenticationResult ?? {}) as { IdToken: string; AccessToken: string; RefreshToken: string };

const refresh = (ready: BenchStack, token: string) =>
  cognito(ready, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: ready.clientId,
    AuthParameters: { REFRESH_TOKEN: token },
  });

export async function sessionProbes(ready: BenchStack): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  const timed = async (name: string, step: () => Promise<number | string>) => {
    const started = performance.now();
    const status = await step().catch((e: Error) => `error ${e.message}`);
    rows.push({ name, status, ms: performance.now() - started });
  };
  const label = (a: { status: number; json: Record<string, unknown> }) =>
    a.status === 200
      ? 200
      : `${a.status} ${String(a.json.__type ?? '')} ${String(a.json.message ?? '')}`.trim();

  await timed('6th guessed password, locked (issue 25 f8; 400 expected)', async () => {
    for (let i = 0; i < 5; i++) await signIn(ready, 'bench.guessed@example.com', `Wrong-Passw0rd-${i}`);
    return (await signIn(ready, 'bench.guessed@example.com', 'Still-Wrong-Passw0rd')).status;
  });

  const here = tokensOf(await signIn(ready, BENCH_ADMIN.email, BENCH_ADMIN.password));
  const other = tokensOf(await signIn(ready, BENCH_ADMIN.email, BENCH_ADMIN.password));
  await timed('GlobalSignOut with an access token (issue 25 f8)', async () =>
    label(await cognito(ready, 'GlobalSignOut', { AccessToken: here.AccessToken })),
  );
  await timed(
    'refresh token after GlobalSignOut (400 expected)',
    async () => (await refresh(ready, here.RefreshToken)).status,
  );
  const mine = tokensOf(await signIn(ready, BENCH_ADMIN.email, BENCH_ADMIN.password));
  await timed('POST sign-out-everywhere (issue 25 f2)', async () => {
    const res = await fetch(`${ready.url}/api/v1${ACCOUNT_ROUTE_PATHS.signOutEverywhere}`, {
      method: 'POST',
      headers: { token: mine.IdToken },
    });
    await res.arrayBuffer();
    return res.status;
  });
  await timed("other tab's stale ID token after it (401 expected)", async () => {
    const res = await fetch(`${ready.url}/api/v1/user/get-profile`, { headers: { token: other.IdToken } });
    await res.arrayBuffer();
    return res.status;
  });
  await timed(
    "other tab's stale refresh token after it (400 expected)",
    async () => (await refresh(ready, other.RefreshToken)).status,
  );
  return rows;
}
