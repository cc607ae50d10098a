import { retentionDue, TALENT_POOL_NOTICE_DAYS, ttlBackstopSeconds } from '@app/shared/retention';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';
import { applicationBody, createJob, pdfBytes, uploadResume } from './careers-helpers';
import type { Json } from './leads-helpers';

/**
 * Issue 28, the talent-pool consent: 30 days before an application is
 * deleted the sweep mails the applicant once (two sweeps at once, and again,
 * still one mail) a link with the signed token in the fragment; POSTing it
 * keeps the application for another year from the consent, once even when
 * sent twice at once, and the old deletion date then deletes nothing.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let hr: string;
const DAY = 86_400_000;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  hr = await createMember(stack, 'hr.talent@example.com', ['HR']);
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

async function raw(id: string): Promise<Json | undefined> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
  const key = { pk: `APPLICATION#${id}`, sk: 'APPLICATION' };
  return (await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
}

async function sweep(at: Date, id: string) {
  const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
  const report = await runSiteMaintenance('sweep', at, { scope: { ids: [id] } });
  return report.steps.find((s) => s.step === 'retention');
}

describe('talent-pool consent', () => {
  it('mails once 30 days before deletion, and the link keeps the application a year from the consent, once', async () => {
    const email = `pool.${Math.random().toString(36).slice(2, 10)}@example.com`;
    const job = await createJob(stack, hr);
    const ticket = await uploadResume(stack, pdfBytes('Pool resume'));
    const applied = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, ticket.key, { email }),
    });
    expect(applied.status).toBe(201);
    const id = applied.json.data.id as string;
    const from = String((await raw(id))?.retainFrom);
    const due = retentionDue('application', from);
    const mails = () =>
      stack.outbox.list().filter((m) => m.to.includes(email) && /Keep your application/.test(m.subject));

    // A day before the mail is due: nothing.
    await sweep(new Date(due.getTime() - (TALENT_POOL_NOTICE_DAYS + 1) * DAY), id);
    expect(mails()).toHaveLength(0);
    // Inside the 30 days: two sweeps at once and one more send one mail.
    const noticeDay = new Date(due.getTime() - (TALENT_POOL_NOTICE_DAYS - 1) * DAY);
    await Promise.all([sweep(noticeDay, id), sweep(noticeDay, id)]);
    await sweep(noticeDay, id);
    expect(mails()).toHaveLength(1);
    const mail = mails()[0];
    expect(mail?.subject).toBe(`Keep your application for ${job.jobTitle} on file?`);
    const link = /https?:\/\/\S+\/careers\/keep-my-application#t=([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    // A forged token keeps nothing.
    const forged = `${token.slice(0, -3)}AAA`;
    const refused = await api(stack, 'POST', '/careers/keep-my-application', { body: { token: forged } });
    expect(refused.status).toBe(400);
    expect(
      (await api(stack, 'POST', '/careers/keep-my-application', { body: { token: 'x'.repeat(5000) } }))
        .status,
    ).toBe(400);

    // The consent, sent twice at once: one extends, both answer the same date, a year from now.
    const consent = new Date(noticeDay.getTime() + 2 * DAY);
    stack.setNow(consent);
    const answers = await Promise.all(
      [1, 2].map(() => api(stack, 'POST', '/careers/keep-my-application', { body: { token } })),
    );
    stack.setNow(null);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.data.extended).sort()).toEqual([false, true]);
    // The stack's clock runs on from the instant set: the consent is at it, give or take the request.
    const kept = await raw(id);
    const consentAt = String(kept?.retainFrom);
    expect(Date.parse(consentAt) - consent.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.parse(consentAt) - consent.getTime()).toBeLessThan(60_000);
    const keptUntil = retentionDue('application', consentAt).toISOString();
    for (const a of answers) expect(a.json.data.keptUntil).toBe(keptUntil);
    expect(kept).toMatchObject({ expiresAt: ttlBackstopSeconds('application', consentAt), talentPool: true });

    // The old deletion date passes: the application stays (the sweep moves its date on).
    await sweep(new Date(due.getTime() + DAY), id);
    expect(await raw(id)).toBeDefined();
    // The link again, later: nothing extends twice.
    stack.setNow(new Date(consent.getTime() + 10 * DAY));
    const again = await api(stack, 'POST', '/careers/keep-my-application', { body: { token } });
    stack.setNow(null);
    expect(again.json.data).toEqual({ keptUntil, extended: false });
    expect((await raw(id))?.retainFrom).toBe(consentAt);
  });
});
