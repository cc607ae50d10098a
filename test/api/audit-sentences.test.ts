import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { allPages, applicationBody, createJob, uploadResume } from './careers-helpers';
import { contactBody } from './leads-helpers';

/**
 * Issue 27, item 8: the audit log reads as sentences with names looked up
 * when it is read (the log keeps ids), a move records the status before and
 * after, and a person erased under the privacy issue reads as erased.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let hr: string;
const suffix = randomUUID().slice(0, 8);
const hrEmail = `audit.hr.${suffix}@example.com`;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  hr = await createMember(stack, hrEmail, ['HR']);
  const named = await api(stack, 'PUT', '/user/profile', { token: hr, body: { displayName: 'Asha Verma' } });
  expect(named.status).toBe(200);
});
afterAll(async () => {
  await stack?.dispose();
});

interface View {
  entityId?: string;
  route: string;
  requestId: string;
  sentence: string;
  actorName?: string;
  recordName?: string;
  changes?: Record<string, { before: string; after: string }>;
}
const logOf = async (query: string): Promise<View[]> => {
  const res = await api(stack, 'GET', `/admin/audit-log?${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json.data.items;
};

describe('audit log as sentences', () => {
  it("reads 'Asha Verma moved Jane Visitor's application to Interview', then 'an erased applicant' after erasure", async () => {
    const job = await createJob(stack, hr, { jobTitle: `Audit role ${suffix}` });
    const visitor = `jane.${suffix}@example.com`;
    const ticket = await uploadResume(stack);
    const applied = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id as string, ticket.key, {
        firstName: 'Jane',
        lastName: 'Visitor',
        email: visitor,
      }),
    });
    expect(applied.status).toBeLessThan(300);
    const [application] = (await allPages(stack, hr, '/admin/job-queries', `jobId=${job._id}`)) as Array<{
      id: string;
    }>;
    if (!application) throw new Error('no application');
    const moved = await api(stack, 'PATCH', `/admin/job-queries/${application.id}`, {
      token: hr,
      body: { status: 'Interview', expectedStatus: 'New' },
    });
    expect(moved.status).toBe(200);
    // A note alone is not a move: no status change recorded.
    await api(stack, 'PATCH', `/admin/job-queries/${application.id}`, {
      token: hr,
      body: { note: 'Strong' },
    });

    const mine = (await logOf(`member=${hrEmail}&entity=careers`)).filter(
      (e) => e.entityId === application.id,
    );
    expect(mine.map((e) => e.sentence)).toEqual([
      "Asha Verma added a note to Jane Visitor's application",
      "Asha Verma moved Jane Visitor's application to Interview",
    ]);
    const [note, move] = mine as [View, View];
    expect(move).toMatchObject({
      actorName: 'Asha Verma',
      recordName: 'Jane Visitor',
      route: 'PATCH /admin/job-queries/{applicationId}',
      changes: { status: { before: 'New', after: 'Interview' } },
    });
    expect(move.requestId).toBeTruthy();
    expect(note.changes).toBeUndefined();
    // The job reads by its title, under the same member filter.
    const all = await logOf(`member=${hrEmail}`);
    const posted = all.find((e) => e.route === 'POST /admin/jobs');
    expect(posted?.entityId).toBe(job._id);
    expect(posted?.sentence).toBe(`Asha Verma posted the job “Audit role ${suffix}”`);

    const erased = await api(stack, 'POST', '/admin/privacy/erasures', {
      token: admin,
      body: { email: visitor },
    });
    expect(erased.status).toBe(200);
    const after = (await logOf(`member=${hrEmail}&entity=careers`)).find(
      (e) => e.requestId === move.requestId,
    );
    // The log kept the id; the name is gone with the person.
    expect(after).toMatchObject({
      entityId: application.id,
      changes: { status: { before: 'New', after: 'Interview' } },
    });
    expect(after?.recordName).toBeUndefined();
    expect(after?.sentence).toBe("Asha Verma moved an erased applicant's application to Interview");
    expect(JSON.stringify(await logOf(`member=${hrEmail}`))).not.toContain('Jane Visitor');
  });

  it('a lead moved without expectedStatus records the status read before; the CSV carries the sentence', async () => {
    const sales = await createMember(stack, `audit.sales.${suffix}@example.com`, ['Sales']);
    const email = `lead.${suffix}@example.com`;
    const sent = await api(stack, 'POST', '/contact/contact-us', {
      body: contactBody({ name: 'Ravi Lead', email }),
    });
    expect(sent.status).toBeLessThan(300);
    const leads = await api(stack, 'GET', `/admin/get-contact-leads?q=${encodeURIComponent(email)}`, {
      token: sales,
    });
    const lead = leads.json.data.items[0];
    const res = await api(stack, 'PATCH', `/admin/leads/contact/${lead.id}`, {
      token: sales,
      body: { status: 'Contacted' },
    });
    expect(res.status).toBe(200);
    const entry = (await logOf(`member=audit.sales.${suffix}@example.com`)).find(
      (e) => e.entityId === `contact/${lead.id}`,
    );
    expect(entry?.changes).toEqual({ status: { before: 'New', after: 'Contacted' } });
    expect(entry?.sentence).toMatch(/ moved Ravi Lead's lead to Contacted$/);
    const csv = await fetch(
      `${stack.url}/api/v1/admin/audit-log/export?member=audit.sales.${suffix}@example.com`,
      { headers: { token: admin } },
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(`moved Ravi Lead's lead to Contacted"`);

    // Content reads by its name too (the testimonial's person), and as deleted once it is gone.
    const made = await api(stack, 'POST', '/admin/create/testimonial', {
      token: admin,
      body: { name: 'Meera Quote', designation: 'CTO', testimonial: `Audit ${suffix}` },
    });
    expect(made.status).toBeLessThan(300);
    const tid = made.json.data.id as string;
    const said = async () =>
      (await logOf(`member=${TEST_ADMIN.email}&entity=testimonials`))
        .filter((e) => e.entityId === tid)
        .map((e) => e.sentence);
    expect(await said()).toEqual([`${TEST_ADMIN.email} added the testimonial from Meera Quote`]);
    expect((await api(stack, 'DELETE', `/admin/testimonial?id=${tid}`, { token: admin })).status).toBe(200);
    expect(await said()).toEqual([
      `${TEST_ADMIN.email} deleted a testimonial`,
      `${TEST_ADMIN.email} added a deleted testimonial`,
    ]);
  });
});
