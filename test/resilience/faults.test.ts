import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allPages,
  applicationBody,
  createJob,
  objectExists,
  pdfBytes,
  postFile,
  requestTicket,
  uploadResume,
} from '../api/careers-helpers';
import {
  allLeads,
  contactBody,
  freeSlots,
  letsConnectBody,
  slotFields,
  uniqueName,
} from '../api/leads-helpers';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Fault injection: each part of the embedded stack is stopped while requests
 * arrive, then started again on the same port. The API must answer a clear
 * 503 (never a 500), leave nothing half-written, and work again after the
 * part recovers, without restarting the gateway or the handlers.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

function expect503(res: { status: number; json: Record<string, unknown> }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.json)}`).toBe(503);
  expect(String(res.json.message), what).toMatch(/temporarily unavailable/i);
}

describe('storage (DynamoDB) down', () => {
  it('answers 503 with a clear message, writes nothing, and recovers', async () => {
    const [slot] = await freeSlots(stack);
    const lostName = uniqueName('Outage');
    await stack.parts.dynamo.stop();
    try {
      expect503(
        await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ name: lostName }) }),
        'contact-us',
      );
      expect503(
        await api(stack, 'POST', '/contact/schedule-meeting', {
          body: { ...letsConnectBody({ fullName: lostName }), ...slotFields(slot) },
        }),
        'schedule-meeting',
      );
      expect503(await api(stack, 'GET', '/careers/openings'), 'openings');
      expect503(await api(stack, 'GET', '/blogs/get-all-blogs'), 'blogs');
      expect503(await api(stack, 'GET', '/admin/get-contact-leads', { token }), 'admin leads');
      expect503(await api(stack, 'GET', '/admin/show-count', { token }), 'dashboard');
    } finally {
      await stack.parts.dynamo.start();
    }
    // Recovered without a restart; nothing from the outage was half-written.
    expect((await api(stack, 'GET', '/careers/openings')).status).toBe(200);
    const contacts = await allLeads(stack, token, '/admin/get-contact-leads');
    const meetings = await allLeads(stack, token, '/admin/get-let-us-connect-leads');
    expect(contacts.some((l) => l.fullName === lostName)).toBe(false);
    expect(meetings.some((l) => l.fullName === lostName)).toBe(false);
    // The slot tried during the outage was not left claimed.
    expect(await freeSlots(stack)).toContainEqual(slot);
    const ok = await api(stack, 'POST', '/contact/contact-us', { body: contactBody() });
    expect(ok.status).toBe(201);
  });
});

describe('mail (SES) down', () => {
  it('stores leads and applications, marks them not notified, and resends after recovery', async () => {
    const job = await createJob(stack, token);
    const ticket = await uploadResume(stack);
    const name = uniqueName('Mailless');
    await stack.parts.ses.stop();
    let leadId: string;
    let applicationId: string;
    try {
      const lead = await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ name }) });
      expect(lead.status).toBe(201);
      leadId = lead.json.data.id;
      const application = await api(stack, 'POST', '/careers/apply', {
        body: applicationBody(job._id, ticket.key),
      });
      expect(application.status, JSON.stringify(application.json)).toBe(201);
      applicationId = application.json.data.id;
    } finally {
      await stack.parts.ses.start();
    }
    const stored = (await allLeads(stack, token, '/admin/get-contact-leads')).find(
      (l) => (l.id ?? l._id) === leadId,
    );
    expect(stored?.fullName).toBe(name);
    expect(stored?.mails.notification.status).toBe('failed');
    const apps = await allPages(stack, token, '/admin/job-queries');
    const app = apps.find((a) => a.id === applicationId);
    expect(app, 'application stored').toBeDefined();
    expect(app?.mails.notification.status).not.toBe('sent');

    // Recovered: staff resend, and new leads are notified again.
    const resend = await api(stack, 'POST', `/admin/leads/contact/${leadId}/resend-notification`, { token });
    expect(resend.status, JSON.stringify(resend.json)).toBeLessThan(300);
    const after = (await allLeads(stack, token, '/admin/get-contact-leads')).find(
      (l) => (l.id ?? l._id) === leadId,
    );
    expect(after?.mails.notification.status).toBe('sent');
  });
});

describe('object storage (S3) down', () => {
  it('fails the upload flow cleanly, stores no application without its resume, and recovers', async () => {
    const job = await createJob(stack, token);
    const before = (await allPages(stack, token, '/admin/job-queries')).length;
    const uploaded = await uploadResume(stack); // uploaded before the outage, applied during it
    await stack.parts.s3.stop();
    try {
      // The browser's upload itself cannot reach storage (the S3 guard answers 503, as S3 would).
      const ticket = await requestTicket(stack, pdfBytes().byteLength).catch(() => null);
      if (ticket) expect((await postFile(ticket, pdfBytes())).status).toBe(503);
      const apply = await api(stack, 'POST', '/careers/apply', {
        body: applicationBody(job._id, uploaded.key),
      });
      expect503(apply, 'apply with storage down');
    } finally {
      await stack.parts.s3.start();
    }
    const apps = await allPages(stack, token, '/admin/job-queries');
    expect(apps.length).toBe(before);
    // Every stored application's resume exists in the uploads bucket.
    for (const app of apps) expect(await objectExists(stack, app.resume), `resume of ${app.id}`).toBe(true);
    // Recovered: the same upload can now be used (the ticket was not burnt by the failed attempt).
    expect(await objectExists(stack, uploaded.key)).toBe(true);
    const retry = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, uploaded.key),
    });
    expect(retry.status, JSON.stringify(retry.json)).toBe(201);
  });
});

describe('Cognito down', () => {
  it('sign-in and member admin answer 503, tokens already issued keep working, and it recovers', async () => {
    await stack.parts.cognito.stop();
    try {
      // Already issued tokens verify against the cached JWKS, as API Gateway does.
      expect((await api(stack, 'GET', '/admin/get-contact-leads', { token })).status).toBe(200);
      // The member directory is served from the member records (DynamoDB); an invitation needs Cognito.
      expect((await api(stack, 'GET', '/admin/members', { token })).status).toBe(200);
      expect503(
        await api(stack, 'POST', '/admin/add-member', {
          token,
          body: { email: 'x@example.com', roles: ['HR'] },
        }),
        'invitation',
      );
      await expect(signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password)).rejects.toThrow();
    } finally {
      await stack.parts.cognito.start();
    }
    const fresh = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await api(stack, 'GET', '/admin/members', { token: fresh })).status).toBe(200);
  });
});
