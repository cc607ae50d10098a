import { retentionDue, TTL_GRACE_DAYS } from '@app/shared/retention';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';
import { applicationBody, createJob, objectExists, pdfBytes, uploadResume } from './careers-helpers';
import { contactBody, type Json } from './leads-helpers';

/**
 * Issue 28, retention: every new personal item carries its TTL backstop no
 * later than a few weeks after the retention table's date (read from the
 * local table itself), and the maintenance sweep, at an instant past the
 * period, deletes an expired application with its résumé and anonymises an
 * expired lead's deal while the deal keeps its figures.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let hr: string;
let sales: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  [hr, sales] = await Promise.all([
    createMember(stack, 'hr.retention@example.com', ['HR']),
    createMember(stack, 'sales.retention@example.com', ['Sales']),
  ]);
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

async function raw(pk: string, sk: string): Promise<Json | undefined> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
  return (await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk, sk } }))).Item;
}

async function sweep(at: Date, ids: string[]) {
  const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
  const report = await runSiteMaintenance('sweep', at, { scope: { ids } });
  return report.steps.find((s) => s.step === 'retention');
}

const tag = () => Math.random().toString(36).slice(2, 10);

describe('retention', () => {
  it('backstops every new item after the sweep date, then the sweep deletes the application and its résumé and anonymises the deal', async () => {
    const email = `keep.${tag()}@example.com`;
    const job = await createJob(stack, hr);
    const ticket = await uploadResume(stack, pdfBytes('Retention resume'));
    const applied = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, ticket.key, { email }),
    });
    expect(applied.status).toBe(201);
    const appId = applied.json.data.id as string;
    const contact = await api(stack, 'POST', '/contact/contact-us', {
      body: contactBody({ email, name: 'Ravi Kumar' }),
    });
    expect(contact.status).toBe(201);
    const leadId = contact.json.data.id as string;
    const deal = await api(stack, 'POST', '/admin/deals', {
      token: sales,
      body: { leadKind: 'contact', leadId, value: 420000 },
    });
    expect(deal.status).toBe(201);
    const dealId = deal.json.data.id as string;

    const app = await raw(`APPLICATION#${appId}`, 'APPLICATION');
    const lead = await raw(`LEAD#contact#${leadId}`, 'LEAD');
    const grace = TTL_GRACE_DAYS * 86_400;
    const appDue = retentionDue('application', String(app?.dateRaised)).getTime() / 1000;
    const leadDue = retentionDue('contactLead', String(lead?.updatedAt ?? lead?.dateRaised)).getTime() / 1000;
    // After the sweep's date (TTL never acts first), at most the grace later.
    expect(app?.expiresAt).toBeGreaterThan(appDue);
    expect(app?.expiresAt).toBeLessThanOrEqual(appDue + grace);
    expect(lead?.expiresAt).toBeGreaterThan(leadDue);
    expect(lead?.expiresAt).toBeLessThanOrEqual(leadDue + grace);
    expect(await objectExists(stack, String(app?.resume))).toBe(true);

    // Before the period: nothing happens.
    const early = await sweep(new Date(Date.now() + 300 * 86_400_000), [appId, leadId, dealId]);
    expect(early).toMatchObject({ ok: true });
    expect(await raw(`APPLICATION#${appId}`, 'APPLICATION')).toBeDefined();

    // Past both periods: the application and résumé go, the lead goes, the deal loses the person.
    const late = new Date(Date.now() + 800 * 86_400_000);
    const done = await sweep(late, [appId, leadId, dealId]);
    expect(done).toMatchObject({ ok: true });
    expect(await raw(`APPLICATION#${appId}`, 'APPLICATION')).toBeUndefined();
    expect(await objectExists(stack, String(app?.resume))).toBe(false);
    expect(await raw(`LEAD#contact#${leadId}`, 'LEAD')).toBeUndefined();
    const kept = await api(stack, 'GET', `/admin/deals/${dealId}`, { token: sales });
    expect(kept.status).toBe(200);
    expect(kept.json.data).toMatchObject({ value: 420000, stage: deal.json.data.stage });
    expect(kept.json.data.contactEmail).toBeUndefined();
    expect(kept.json.data.contactName).toBeUndefined();
    expect(JSON.stringify(kept.json.data)).not.toContain('Ravi Kumar');

    // A second sweep at once finds nothing more to do and fails nothing.
    expect(await sweep(late, [appId, leadId, dealId])).toMatchObject({ ok: true, detail: 0 });
  });

  it("deletes the résumé copy of an application the store refused, a day later, and keeps a stored one's", async () => {
    const { dynamoClient } = await import('@app/services/lib/dynamo');
    const { lazyDynamo } = await import('@app/services/lib/dynamo-lazy');
    const clients = [dynamoClient, (await lazyDynamo()).dynamo];
    const job = await createJob(stack, hr);
    const stored = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, (await uploadResume(stack, pdfBytes('Kept resume'))).key),
    });
    expect(stored.status).toBe(201);
    const storedId = stored.json.data.id as string;

    // The table refuses the application's put once (a throttle, an outage), after the résumé was copied.
    let failedId = '';
    const fault = 'privacy-retention-application-fault';
    for (const client of clients)
      client.middlewareStack.add(
        (next, context) => async (args) => {
          const item = (args.input as { Item?: { pk?: { S?: string } } }).Item;
          const pk = item?.pk?.S ?? '';
          if (
            !failedId &&
            context.commandName === 'PutItemCommand' &&
            /^APPLICATION#[0-9a-f-]{36}$/.test(pk)
          ) {
            failedId = pk.slice('APPLICATION#'.length);
            throw Object.assign(new Error('injected outage'), { name: 'ServiceUnavailable' });
          }
          return next(args);
        },
        { step: 'build', name: fault },
      );
    let refused: Awaited<ReturnType<typeof api>>;
    try {
      refused = await api(stack, 'POST', '/careers/apply', {
        body: applicationBody(job._id, (await uploadResume(stack, pdfBytes('Orphan resume'))).key),
      });
    } finally {
      for (const client of clients) client.middlewareStack.remove(fault);
    }
    expect(refused.status).toBe(503); // an outage answers "try again", not a lost application
    expect(failedId).not.toBe('');
    expect(await raw(`APPLICATION#${failedId}`, 'APPLICATION')).toBeUndefined();
    expect(await objectExists(stack, `resumes/${failedId}.pdf`)).toBe(true);

    // Within the grace nothing goes (an application being stored is never raced); a day on, the copy goes.
    await sweep(new Date(Date.now() + 3_600_000), [failedId, storedId]);
    expect(await objectExists(stack, `resumes/${failedId}.pdf`)).toBe(true);
    const done = await sweep(new Date(Date.now() + 86_400_000 + 60_000), [failedId, storedId]);
    expect(done).toMatchObject({ ok: true, detail: 1 });
    expect(await objectExists(stack, `resumes/${failedId}.pdf`)).toBe(false);
    expect(await objectExists(stack, `resumes/${storedId}.pdf`)).toBe(true);
    expect(await raw(`APPLICATION#${storedId}`, 'APPLICATION')).toBeDefined();
  });
});
