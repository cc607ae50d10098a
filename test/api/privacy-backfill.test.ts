import { retentionDue, ttlBackstopSeconds } from '@app/shared/retention';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { applicationBody, createJob, pdfBytes, uploadResume } from './careers-helpers';
import { contactBody, type Json } from './leads-helpers';

/**
 * Issue 28, the privacy backfill: a lead, an application and a deal stored
 * before the retention work (no person link, no due item, no `expiresAt`)
 * get all three from the deploy step, so the privacy search finds them and
 * the sweep will handle them; two runs at once and a third change nothing
 * twice, and the marker makes later runs one read.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let hr: string;
let sales: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  [hr, sales] = await Promise.all([
    createMember(stack, 'hr.backfill@example.com', ['HR']),
    createMember(stack, 'sales.backfill@example.com', ['Sales']),
  ]);
});
afterAll(async () => {
  await stack?.dispose();
});

const tag = () => Math.random().toString(36).slice(2, 10);
const ok = (res: { status: number; json: Json }, status = 201) => {
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
};

async function db() {
  const lib = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
  const { emailHash } = await import('@app/services/data/privacy-key');
  const get = async (pk: string, sk: string) =>
    (await dynamo.send(new lib.GetCommand({ TableName: TABLE_NAME, Key: { pk, sk }, ConsistentRead: true })))
      .Item;
  const del = (pk: string, sk: string) =>
    dynamo.send(new lib.DeleteCommand({ TableName: TABLE_NAME, Key: { pk, sk } }));
  const unset = (pk: string, sk: string, attrs: string) =>
    dynamo.send(
      new lib.UpdateCommand({ TableName: TABLE_NAME, Key: { pk, sk }, UpdateExpression: `REMOVE ${attrs}` }),
    );
  return { get, del, unset, emailHash };
}

describe('privacy backfill', () => {
  it('gives records stored before retention their link, due item and backstop, once, also when two run at once', async () => {
    const { get, del, unset, emailHash } = await db();
    const email = `old.${tag()}@example.com`;
    const lead = ok(await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ email }) }));
    const job = await createJob(stack, hr);
    const ticket = await uploadResume(stack, pdfBytes('Old resume'));
    const app = ok(
      await api(stack, 'POST', '/careers/apply', { body: applicationBody(job._id, ticket.key, { email }) }),
    );
    const deal = ok(
      await api(stack, 'POST', '/admin/deals', {
        token: sales,
        body: { leadKind: 'contact', leadId: lead.id, value: 1000 },
      }),
    );
    const leadKey = [`LEAD#contact#${lead.id}`, 'LEAD'] as const;
    const appKey = [`APPLICATION#${app.id}`, 'APPLICATION'] as const;
    const leadItem = (await get(...leadKey)) as Json;
    const appItem = (await get(...appKey)) as Json;
    const dealItem = (await get(`DEAL#${deal.id}`, 'DEAL')) as Json;
    const leadFrom = [leadItem.dateRaised, leadItem.updatedAt].filter(Boolean).sort().at(-1);
    const dealFrom = dealItem.updatedAt ?? dealItem.createdAt;
    const dues = {
      contactLead: `${retentionDue('contactLead', leadFrom).toISOString()}#expire#contactLead#${lead.id}`,
      application: `${retentionDue('application', appItem.dateRaised).toISOString()}#expire#application#${app.id}`,
      deal: `${retentionDue('deal', dealFrom).toISOString()}#expire#deal#${deal.id}`,
    };
    const person = `PERSON#${await emailHash(email)}`;
    const links = { contactLead: lead.id, application: app.id, deal: deal.id };

    // As if stored by a release before issue 28: no backstop, no link, no due item.
    await unset(...leadKey, 'expiresAt');
    await unset(...appKey, 'expiresAt, retainFrom');
    for (const [kind, id] of Object.entries(links)) await del(person, `${kind}#${id}`);
    // Every due item the writes made (the lead's moved on with the deal).
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    const allDue = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'id IN (:a, :b, :c)',
        ExpressionAttributeValues: { ':pk': 'RETENTION_DUE', ':a': lead.id, ':b': app.id, ':c': deal.id },
      }),
    );
    for (const item of allDue.Items ?? []) await del('RETENTION_DUE', String(item.sk));
    const search = async () =>
      ok(await api(stack, 'POST', '/admin/privacy/search', { token: admin, body: { email } }), 200);
    expect((await search()).counts).toMatchObject({ contactLeads: 0, applications: 0, deals: 0 });

    const { backfillPrivacy, PRIVACY_BACKFILL_MARKER } = await import('@app/services/data/privacy-backfill');
    // The stack's start ran it and left the marker: nothing is read past it.
    expect(await backfillPrivacy()).toBe(0);
    expect(await get(...leadKey)).not.toHaveProperty('expiresAt');
    await del(PRIVACY_BACKFILL_MARKER.pk, PRIVACY_BACKFILL_MARKER.sk);

    const [a, b] = await Promise.all([backfillPrivacy(), backfillPrivacy()]);
    // Each lead and application gets its backstop from one of the two runs only.
    expect(a + b).toBeGreaterThanOrEqual(3);
    expect(await get(...leadKey)).toMatchObject({ expiresAt: ttlBackstopSeconds('contactLead', leadFrom) });
    expect(await get(...appKey)).toMatchObject({
      expiresAt: ttlBackstopSeconds('application', appItem.dateRaised),
      retainFrom: appItem.dateRaised,
    });
    for (const sk of Object.values(dues)) expect(await get('RETENTION_DUE', sk)).toBeDefined();
    for (const [kind, id] of Object.entries(links)) expect(await get(person, `${kind}#${id}`)).toBeDefined();
    expect((await search()).counts).toMatchObject({ contactLeads: 1, applications: 1, deals: 1 });
    expect(await get(PRIVACY_BACKFILL_MARKER.pk, PRIVACY_BACKFILL_MARKER.sk)).toBeDefined();

    // Done: the next run (the next deploy) reads only the marker.
    expect(await backfillPrivacy()).toBe(0);
  });
});
