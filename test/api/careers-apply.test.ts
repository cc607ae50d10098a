import { CAREERS_MESSAGES } from '@app/shared/careers';
import { RESUME_MAX_BYTES } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';
import {
  allPages,
  applicationBody,
  createJob,
  exeBytes,
  objectExists,
  pdfBytes,
  postFile,
  type Row,
  requestTicket,
  uploadResume,
} from './careers-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let hr: string;
let sales: string;
let job: Row;

beforeAll(async () => {
  stack = await startTestStack();
  [hr, sales] = await Promise.all([
    createMember(stack, 'hr.apply@example.com', ['HR']),
    createMember(stack, 'sales.apply@example.com', ['Sales']),
  ]);
  job = await createJob(stack, hr);
});
afterAll(async () => {
  await stack?.dispose();
});
beforeEach(() => {
  stack.rateLimiter.configure('off');
});

async function apply(
  overrides: Record<string, unknown> = {},
  bytes?: Uint8Array,
  contentType?: string,
  landedAt?: string,
) {
  const ticket = await uploadResume(stack, bytes, contentType, landedAt);
  const res = await api(stack, 'POST', '/careers/apply', {
    body: applicationBody(job._id, ticket.key, overrides),
  });
  return { res, ticket };
}

async function applicationsOf(jobId: string, query = '') {
  return allPages(stack, hr, '/admin/job-queries', [`jobId=${jobId}`, query].filter(Boolean).join('&'));
}

describe('apply with a real PDF', () => {
  it('stores first, mails HR and the applicant, and HR downloads the same bytes', async () => {
    const bytes = pdfBytes('Resume of Asha Verma');
    const { res, ticket } = await apply({ email: 'Asha.Verma@Example.com' }, bytes);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ id: expect.any(String), message: MESSAGES.formSubmitted });
    const id = res.json.data.id;

    const [stored] = await applicationsOf(job._id);
    expect(stored).toMatchObject({
      id,
      fullName: 'Asha Verma',
      email: 'asha.verma@example.com',
      phoneNumber: '+91 98765 43210',
      currentCTC: 600_000,
      expectedCTC: 'N/A',
      noticePeriod: '1 month',
      appliedFor: job._id,
      jobTitle: job.jobTitle,
      resume: `resumes/${id}.pdf`,
      resumeBytes: bytes.byteLength,
      status: 'New',
      mails: { notification: { status: 'sent' }, acknowledgement: { status: 'sent' } },
    });
    // The pending upload moved to the application's own key (pending/ expires by lifecycle rule).
    expect(await objectExists(stack, ticket.key)).toBe(false);

    const mails = stack.outbox.list().filter((m) => (m.text ?? '').includes(job.jobTitle));
    const toHr = mails.find((m) => m.to.includes('hr@example.com'));
    const toApplicant = mails.find((m) => m.to.includes('asha.verma@example.com'));
    expect(toHr?.replyTo).toEqual(['asha.verma@example.com']);
    expect(toHr?.text).toContain('Expected CTC: N/A');
    expect(toHr?.text).not.toContain('resumes/');
    expect(toApplicant?.subject).toBe(`We received your application for ${job.jobTitle}`);

    const link = await api(stack, 'GET', `/admin/job-queries/${id}/resume`, { token: hr });
    expect(link.status).toBe(200);
    expect(link.json.data).toMatchObject({ fileName: 'asha-verma-resume.pdf' });
    expect(Date.parse(link.json.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const download = await fetch(link.json.data.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('counts applications on the dashboard', async () => {
    const before = (await api(stack, 'GET', '/admin/show-count', { token: hr })).json.data.applications;
    expect((await apply()).res.status).toBe(201);
    const after = (await api(stack, 'GET', '/admin/show-count', { token: hr })).json.data.applications;
    expect(after).toBe(before + 1);
  });
});

describe('resume checks: nothing unsafe is kept', () => {
  it('refuses a renamed executable with a .pdf name and deletes it', async () => {
    const { res, ticket } = await apply({}, exeBytes());
    expect(res.status).toBe(400);
    expect(res.json.errors.resume).toBe(MESSAGES.resumeNotPdf);
    expect(await objectExists(stack, ticket.key)).toBe(false);
  });

  it('refuses an upload stored with another content type (the S3 guard refuses it; checked again after landing)', async () => {
    const refused = await requestTicket(stack, pdfBytes().byteLength);
    expect((await postFile(refused, pdfBytes(), { contentType: 'text/html' })).status).toBe(403);
    const { res, ticket } = await apply({}, pdfBytes(), 'text/html', stack.env.S3_ENDPOINT);
    expect(res.status).toBe(400);
    expect(res.json.errors.resume).toBe(MESSAGES.resumeNotPdf);
    expect(await objectExists(stack, ticket.key)).toBe(false);
  });

  it('refuses a PDF over 5 MB and deletes it', async () => {
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdfBytes());
    const ticket = await requestTicket(stack, 1000); // declares a small file, then sends a big one
    expect((await postFile(ticket, big)).status).toBe(403); // the policy's content-length-range
    expect((await postFile(ticket, big, { landedAt: stack.env.S3_ENDPOINT })).status).toBeLessThan(300);
    const res = await api(stack, 'POST', '/careers/apply', { body: applicationBody(job._id, ticket.key) });
    expect(res.status).toBe(400);
    expect(res.json.errors.resume).toBe(MESSAGES.resumeTooLarge);
    expect(await objectExists(stack, ticket.key)).toBe(false);
    expect((await applicationsOf(job._id)).some((a) => a.resume === ticket.key)).toBe(false);
  });

  it('refuses a missing resume, a foreign key and a ticket whose file never arrived', async () => {
    const missing = await api(stack, 'POST', '/careers/apply', { body: applicationBody(job._id, '') });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.resume).toBe(MESSAGES.resumeRequired);
    const foreign = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, 'resumes/someone-else.pdf'),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors.resume).toBe(CAREERS_MESSAGES.uploadNotFound);
    const ticket = await requestTicket(stack);
    const notArrived = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, ticket.key),
    });
    expect(notArrived.status).toBe(400);
    expect(notArrived.json.errors.resume).toBe(MESSAGES.resumeRequired);
  });

  it('refuses a reused upload key with 409', async () => {
    const { res, ticket } = await apply();
    expect(res.status).toBe(201);
    const again = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, ticket.key, { email: 'other@example.com' }),
    });
    expect(again.status).toBe(409);
    expect(again.json.errors.resume).toBe(CAREERS_MESSAGES.uploadReused);
  });

  it('refuses a file that arrived after its presigned POST expired', async () => {
    const ticket = await requestTicket(stack);
    // The ticket expired before the file came (S3 itself would have refused the POST).
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: `UPLOAD#${ticket.uploadId}`, sk: 'UPLOAD' },
        UpdateExpression: 'SET uploadBy = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 10 * 60_000).toISOString() },
      }),
    );
    await postFile(ticket, pdfBytes());
    const res = await api(stack, 'POST', '/careers/apply', { body: applicationBody(job._id, ticket.key) });
    expect(res.status).toBe(400);
    expect(res.json.errors.resume).toBe(CAREERS_MESSAGES.uploadExpired);
    expect(await objectExists(stack, ticket.key)).toBe(false);
  });

  it('refuses a ticket for a non-PDF or an oversized file up front', async () => {
    const html = await api(stack, 'POST', '/careers/resume-upload', {
      body: { contentType: 'text/html', size: 10 },
    });
    expect(html.status).toBe(400);
    expect(html.json.errors.contentType).toBe(MESSAGES.resumeNotPdf);
    const big = await api(stack, 'POST', '/careers/resume-upload', {
      body: { contentType: 'application/pdf', size: RESUME_MAX_BYTES + 1 },
    });
    expect(big.status).toBe(400);
    expect(big.json.errors.size).toBe(MESSAGES.resumeTooLarge);
  });
});

describe('bad applications', () => {
  it('refuses CTC text that is neither a number nor N/A', async () => {
    const ticket = await uploadResume(stack);
    const res = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, ticket.key, { currentCTC: 'lots', expectedCTC: 'na' }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.currentCTC).toBe(MESSAGES.ctcInvalid);
    expect(res.json.errors).not.toHaveProperty('expectedCTC');
  });

  it('refuses an application to a closed or expired job (409) or an unknown one (404)', async () => {
    const closedJob = await createJob(stack, hr);
    await api(stack, 'POST', `/admin/jobs/${closedJob._id}/close`, { token: hr });
    const ticket = await uploadResume(stack);
    const closed = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(closedJob._id, ticket.key),
    });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe(CAREERS_MESSAGES.jobNotOpen);

    const { createJob: store } = await import('@app/services/data/job-post');
    const { jobPostSchema } = await import('@app/shared/schemas/job-post');
    const { jobBody, dayFromNow } = await import('./careers-helpers');
    const expired = await store(jobPostSchema.parse(jobBody({ deadline: dayFromNow(-2) })));
    const late = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(expired._id, ticket.key),
    });
    expect(late.status).toBe(409);

    const unknown = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody('no-such-job', ticket.key),
    });
    expect(unknown.status).toBe(404);
    // The upload was not used by any of these: it still works for an open job.
    expect(
      (await api(stack, 'POST', '/careers/apply', { body: applicationBody(job._id, ticket.key) })).status,
    ).toBe(201);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const ticket = await uploadResume(stack);
    const res = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, ticket.key, {
        website2: 'http://spam.example',
        email: 'bot@example.com',
      }),
    });
    expect(res.status).toBe(201);
    expect((await applicationsOf(job._id)).some((a) => a.email === 'bot@example.com')).toBe(false);
  });
});

describe('job queries for HR', () => {
  it('lists per job and across jobs, newest first, with pagination, search and a status pipeline', async () => {
    const other = await createJob(stack, hr);
    const names = ['Ravi', 'Meera', 'Kiran'];
    for (const firstName of names) {
      const ticket = await uploadResume(stack);
      const res = await api(stack, 'POST', '/careers/apply', {
        body: applicationBody(other._id, ticket.key, { firstName, lastName: 'Pipeline' }),
      });
      expect(res.status).toBe(201);
    }
    const perJob = await applicationsOf(other._id);
    expect(perJob.map((a) => a.firstName)).toEqual([...names].reverse());
    const page = await api(stack, 'GET', `/admin/job-queries?jobId=${other._id}&limit=2`, { token: hr });
    expect(page.json.data.items).toHaveLength(2);
    expect(page.json.data.nextCursor).toEqual(expect.any(String));
    const all = await allPages(stack, hr, '/admin/job-queries');
    expect(all.length).toBeGreaterThan(perJob.length);
    expect(all.map((a) => a.dateRaised)).toEqual([...all.map((a) => a.dateRaised)].sort().reverse());
    expect((await allPages(stack, hr, '/admin/job-queries', 'q=meera')).map((a) => a.firstName)).toEqual([
      'Meera',
    ]);

    const target = perJob[0] as Row;
    const moved = await api(stack, 'PATCH', `/admin/job-queries/${target.id}`, {
      token: hr,
      body: { status: 'Screening', note: 'Strong portfolio.', expectedStatus: 'New' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.data).toMatchObject({ status: 'Screening' });
    expect(moved.json.data.notes).toEqual([
      expect.objectContaining({ text: 'Strong portfolio.', status: 'Screening', by: 'hr.apply@example.com' }),
    ]);
    for (const status of ['Interview', 'Offer', 'Hired']) {
      expect(
        (await api(stack, 'PATCH', `/admin/job-queries/${target.id}`, { token: hr, body: { status } }))
          .status,
      ).toBe(200);
    }
    const hired = await applicationsOf(other._id, 'status=Hired');
    expect(hired.map((a) => a.id)).toEqual([target.id]);
    const stale = await api(stack, 'PATCH', `/admin/job-queries/${target.id}`, {
      token: hr,
      body: { status: 'Rejected', expectedStatus: 'New' },
    });
    expect(stale.status).toBe(409);
    expect(
      (await api(stack, 'PATCH', `/admin/job-queries/${target.id}`, { token: hr, body: { status: 'Lost' } }))
        .status,
    ).toBe(400);
  });

  it('keeps job queries and resumes away from other roles and visitors', async () => {
    const [one] = await applicationsOf(job._id);
    expect((await api(stack, 'GET', '/admin/job-queries', { token: sales })).status).toBe(403);
    expect((await api(stack, 'GET', `/admin/job-queries/${one?.id}/resume`)).status).toBe(401);
    expect((await api(stack, 'GET', `/admin/job-queries/${one?.id}/resume`, { token: sales })).status).toBe(
      403,
    );
    expect(
      (
        await api(stack, 'GET', '/admin/job-queries/00000000-0000-4000-8000-000000000000/resume', {
          token: hr,
        })
      ).status,
    ).toBe(404);
  });

  it('an expired presigned download link fails', async () => {
    const [one] = await applicationsOf(job._id);
    const { presignResumeDownload } = await import('@app/services/features/careers/resume-store');
    const expired = await presignResumeDownload(one?.resume, 'x.pdf', {
      expiresSeconds: 60,
      signingDate: new Date(Date.now() - 10 * 60_000),
    });
    const res = await fetch(expired.url);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
  });
});
