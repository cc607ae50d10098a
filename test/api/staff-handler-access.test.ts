import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf } from '../../infra/lib/feature-access';
import { allows, CHAIN_GRANT, staffGrants } from '../../infra/lib/handler-access';
import { STAFF_TABLE } from '../../infra/lib/staff-access';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Issue 29, item 3, for staff functions: each staff feature with a row in
 * STAFF_TABLE (infra/lib/staff-access.ts) holds key-limited statements, so
 * every route of it runs here with each DynamoDB call recorded (action and
 * every partition key it names, batch reads included) and must stay within
 * its row, which is what its IAM policy grants (least-privilege.test.ts).
 */
interface Call {
  action: string;
  pks: string[];
}
const calls: Call[] = [];

type Attr = { S?: string } | undefined;
type Input = {
  Key?: Record<string, Attr>;
  Item?: Record<string, Attr>;
  RequestItems?: Record<string, { Keys?: Array<Record<string, Attr>> }>;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, Attr>;
};

/** Every partition key a call names: Key/Item pk, each key of a batch read, or a Query's `<x>pk = :v`. */
function partitionKeys(input: Input): string[] {
  const direct = input.Key?.pk?.S ?? input.Item?.pk?.S;
  if (direct) return [direct];
  if (input.RequestItems)
    return Object.values(input.RequestItems).flatMap((r) => (r.Keys ?? []).map((k) => k.pk?.S ?? ''));
  for (const part of (input.KeyConditionExpression ?? '').split(/\s+and\s+/i)) {
    const [name, value] = part
      .replaceAll('(', '')
      .replaceAll(')', '')
      .split('=')
      .map((s) => s.trim());
    if (!name || !value) continue;
    const attribute = input.ExpressionAttributeNames?.[name] ?? name;
    const pk = input.ExpressionAttributeValues?.[value]?.S;
    if (attribute.endsWith('pk') && pk) return [pk];
  }
  return [];
}

let stack: Awaited<ReturnType<typeof startTestStack>>;
const RECORDER = 'staffHandlerAccessRecorder';
let clients: Array<{ middlewareStack: { remove(name: string): boolean } }> = [];
beforeAll(async () => {
  stack = await startTestStack();
  const { dynamoClient } = await import('@app/services/lib/dynamo');
  const { lazyDynamo } = await import('@app/services/lib/dynamo-lazy');
  const both = [dynamoClient, (await lazyDynamo()).dynamo];
  for (const client of both)
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const action = String(context.commandName ?? '').replace(/Command$/, '');
        calls.push({ action, pks: partitionKeys(args.input as Input) });
        return next(args);
      },
      { step: 'build', name: RECORDER },
    );
  clients = both;
});
afterAll(async () => {
  for (const client of clients) client.middlewareStack.remove(RECORDER);
  await stack?.dispose();
});

/** The calls a feature made that its row does not allow (the chain's AUDIT#/OPS# writes aside). */
function refused(feature: string, made: Call[]): string[] {
  const grants = [...staffGrants(accessOf(feature), feature).table, CHAIN_GRANT];
  return made
    .filter((c) => (c.pks.length ? c.pks : [undefined]).some((pk) => !allows(grants, c.action, pk)))
    .map((c) => `${c.action} ${c.pks.join(',') || '(no key)'}`);
}

const exercised = new Map<string, Call[]>();
const handlersRun = new Set<string>();
async function run(
  feature: string,
  handler: string,
  request: () => Promise<{ status: number }>,
  status = 200,
) {
  calls.length = 0;
  const res = await request();
  expect(res.status, handler).toBe(status);
  handlersRun.add(handler);
  exercised.set(feature, [...(exercised.get(feature) ?? []), ...calls]);
}

describe('key-limited staff functions call DynamoDB only as STAFF_TABLE grants them', () => {
  it('every route of each such feature stays within its row: actions and partition keys', async () => {
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const tag = Math.random().toString(36).slice(2, 8);
    // A member without a record yet: the auth step's first-request path (Cognito read, record put) runs too.
    const member = await createMember(stack, `access.${tag}@example.com`, ['Marketing']);
    const today = new Date().toISOString().slice(0, 10);

    await run('user', 'getProfile', () => api(stack, 'GET', '/user/get-profile', { token: member }));
    await run('user', 'updateProfile', () =>
      api(stack, 'PUT', '/user/profile', { token: member, body: { displayName: 'Access Probe' } }),
    );
    await run('dashboard', 'showCount', () => api(stack, 'GET', '/admin/show-count', { token: admin }));
    await run('sales-reports', 'salesReport', () =>
      api(stack, 'GET', `/admin/sales-reports?from=${today}&to=${today}`, { token: admin }),
    );
    await run('analytics-reports', 'overview', () =>
      api(stack, 'GET', `/admin/analytics/overview?from=${today}&to=${today}`, { token: member }),
    );
    await run('analytics-reports', 'realtime', () =>
      api(stack, 'GET', '/admin/analytics/realtime', { token: member }),
    );
    let current: Awaited<ReturnType<typeof api>> | undefined;
    await run('settings', 'getCurrencySettings', async () => {
      current = await api(stack, 'GET', '/admin/currency-settings', { token: admin });
      return current;
    });
    // Saved again as read (the same values, one version on): other files see no change.
    const { version, reportingCurrency, usdToInr } = current?.json.data ?? {};
    await run('settings', 'putCurrencySettings', () =>
      api(stack, 'PUT', '/admin/currency-settings', {
        token: admin,
        body: { reportingCurrency, usdToInr: usdToInr ?? null, version },
      }),
    );
    let id = '';
    await run(
      'campaigns',
      'createCampaign',
      async () => {
        const res = await api(stack, 'POST', '/admin/campaigns', {
          token: member,
          body: {
            name: `Access ${tag}`,
            channel: 'Social',
            utmCampaign: `access-${tag}`,
            startDate: today,
            landingPage: '/',
          },
        });
        id = res.json.data?.id ?? '';
        return res;
      },
      201,
    );
    await run('campaigns', 'listCampaigns', () => api(stack, 'GET', '/admin/campaigns', { token: member }));
    await run('campaigns', 'getCampaign', () =>
      api(stack, 'GET', `/admin/campaigns/${id}`, { token: member }),
    );
    await run('campaigns', 'updateCampaign', () =>
      api(stack, 'PUT', `/admin/campaigns/${id}`, {
        token: member,
        body: {
          name: `Access ${tag} renamed`,
          channel: 'Social',
          utmCampaign: `access-${tag}`,
          startDate: today,
          landingPage: '/',
          version: 1,
        },
      }),
    );
    await run('campaigns', 'deleteCampaign', () =>
      api(stack, 'DELETE', `/admin/campaigns/${id}`, { token: member }),
    );

    const limited = Object.keys(STAFF_TABLE).sort();
    expect([...exercised.keys()].sort()).toEqual(limited);
    // Every route of a limited feature ran (a new route of one must be added here).
    const routed = (API_ROUTES as readonly RouteDef[])
      .filter((r) => limited.includes(r.feature) && r.access !== 'public')
      .map((r) => r.handler);
    expect([...handlersRun].sort()).toEqual([...new Set(routed)].sort());
    const outside = Object.fromEntries([...exercised].map(([f, made]) => [f, refused(f, made)]));
    expect(outside).toEqual(Object.fromEntries(limited.map((f) => [f, []])));
    // The recorder saw the calls (an empty record would pass the check above vacuously).
    expect(exercised.get('campaigns')?.map((c) => c.action)).toEqual(
      expect.arrayContaining(['PutItem', 'Query', 'GetItem']),
    );
  });

  it('reports a call outside the row (the check can fail)', () => {
    expect(refused('sales-reports', [{ action: 'GetItem', pks: ['LEAD#contact#1'] }])).toEqual([
      'GetItem LEAD#contact#1',
    ]);
    expect(refused('dashboard', [{ action: 'PutItem', pks: ['COUNTER#x'] }])).toHaveLength(1);
    expect(refused('campaigns', [{ action: 'Scan', pks: [] }])).toEqual(['Scan (no key)']);
  });
});
