import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allPages,
  applicationBody,
  createJob,
  objectExists,
  pdfBytes,
  postFile,
  requestTicket,
} from '../api/careers-helpers';
import { tinyPng, uploadedImage, uploadImage } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Upload abuse beyond test/api/careers-apply.test.ts (renamed .exe, wrong
 * content type, > 5 MB, reused key, expired presigned POST) and
 * test/api/blogs-rules.test.ts (SVG, GIF-as-PNG, oversized image, `../` keys):
 * polyglots, traversal in file names and keys, other people's keys, and that
 * nothing private (resumes, unconfirmed images) is reachable publicly.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let token: string;
let jobId: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  jobId = (await createJob(stack, token))._id;
});
afterAll(async () => {
  await stack?.dispose();
});

const text = (s: string) => new TextEncoder().encode(s);

async function applyWith(bytes: Uint8Array, fileName?: string) {
  const ticket = await requestTicket(stack, bytes.byteLength);
  const put = await postFile(ticket, bytes, { fileName });
  expect(put.status).toBeLessThan(300);
  const res = await api(stack, 'POST', '/careers/apply', { body: applicationBody(jobId, ticket.key) });
  return { res, ticket };
}

describe('resume upload abuse', () => {
  it('refuses HTML that merely mentions %PDF, and deletes it', async () => {
    const { res, ticket } = await applyWith(text('<html><script>alert(1)</script>%PDF-1.4</html>'));
    expect(res.status).toBe(400);
    expect(await objectExists(stack, ticket.key)).toBe(false);
  });

  it('a PDF+HTML polyglot can only ever be downloaded as a PDF attachment', async () => {
    const polyglot = text(
      `${new TextDecoder().decode(pdfBytes())}<html><body><script>alert(document.cookie)</script></body></html>`,
    );
    const { res } = await applyWith(polyglot);
    // Valid PDF magic, so it may be accepted; then the download must never render as HTML.
    expect([201, 400]).toContain(res.status);
    if (res.status !== 201) return;
    const download = await api(stack, 'GET', `/admin/job-queries/${res.json.data.id}/resume`, { token });
    expect(download.status).toBe(200);
    const url = new URL(download.json.data.url);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toMatch(/^attachment;/);
  });

  it('a traversal file name does not choose where the resume is stored', async () => {
    const { res, ticket } = await applyWith(pdfBytes(), '../../../media/evil.html');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const app = (await allPages(stack, token, '/admin/job-queries')).find((a) => a.id === res.json.data.id);
    expect(app?.resume).not.toContain('..');
    expect(app?.resume).not.toContain('evil');
    expect(ticket.key).not.toContain('..');
    expect((await fetch(`${stack.url}/media/evil.html`)).status).toBe(404);
    // The download's file name is derived from the applicant, never from the upload.
    const download = await api(stack, 'GET', `/admin/job-queries/${res.json.data.id}/resume`, { token });
    expect(download.json.data.fileName).not.toContain('..');
  });

  it('refuses resume keys that point elsewhere (traversal, other prefixes, encoded)', async () => {
    const mine = await requestTicket(stack);
    for (const resume of [
      `${mine.key}/../../media/x.pdf`,
      '../uploads/resumes/x.pdf',
      `${mine.key.replace(/[^/]+$/, '')}..%2F..%2Fsecret.pdf`,
      'media/blog/x.png',
      `${mine.key}\u0000.pdf`,
    ]) {
      const res = await api(stack, 'POST', '/careers/apply', { body: applicationBody(jobId, resume) });
      expect(res.status, `${resume}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, resume).toBeLessThan(500);
    }
  });

  it("another applicant cannot take over someone's upload once it is used", async () => {
    const { res, ticket } = await applyWith(pdfBytes());
    expect(res.status).toBe(201);
    const thief = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(jobId, ticket.key, { email: 'thief@example.com', firstName: 'Mallory' }),
    });
    expect(thief.status).toBe(409);
    // The original application still owns the file.
    expect(await objectExists(stack, ticket.key)).toBe(false); // moved to its application's key
    const apps = await allPages(stack, token, '/admin/job-queries');
    expect(apps.filter((a) => String(a.fullName).includes('Mallory'))).toHaveLength(0);
  });

  it('resumes are never public: not through /media, not by key', async () => {
    const { res } = await applyWith(pdfBytes());
    const app = (await allPages(stack, token, '/admin/job-queries')).find((a) => a.id === res.json.data.id);
    const key = app?.resume as string;
    for (const path of [`/media/${key}`, `/media/../${key}`, `/media/%2e%2e/${key}`, `/${key}`]) {
      const got = await fetch(`${stack.url}${path}`);
      const body = await got.text();
      expect(body.startsWith('%PDF'), path).toBe(false);
    }
    // The download route needs a token.
    expect((await api(stack, 'GET', `/admin/job-queries/${res.json.data.id}/resume`)).status).toBe(401);
  });

  it('refuses an oversized JSON body with 413 and a message', async () => {
    const res = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(jobId, 'x', { coverLetter: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.json.message).toBeTypeOf('string');
  });
});

describe('image upload abuse', () => {
  it('refuses a GIF/HTML polyglot or serves it only as an image with nosniff', async () => {
    const polyglot = text('GIF89a/*<html><script>alert(1)</script></html>*/');
    const res = await uploadImage(stack, token, polyglot, { contentType: 'image/gif' });
    expect(res.status).toBeLessThan(500);
    if (res.status !== 201) return;
    const served = await fetch(`${stack.url}${res.json.data.url}`);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an HTML file declared as PNG is refused and never served', async () => {
    const res = await uploadImage(stack, token, text('<html><script>alert(1)</script></html>'));
    expect(res.status).toBe(400);
  });

  it('unconfirmed (pending) uploads are not public, and confirm refuses traversal keys', async () => {
    const presign = await api(stack, 'POST', '/blogs/upload-image', {
      token,
      body: { contentType: 'image/png', size: tinyPng().length },
    });
    expect(presign.status).toBe(201);
    const ticket = presign.json.data as { url: string; fields: Record<string, string>; uploadKey: string };
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', new Blob([Buffer.from(tinyPng())], { type: 'image/png' }), '../../x.png');
    expect((await fetch(ticket.url, { method: 'POST', body: form })).ok).toBe(true);
    expect((await fetch(`${stack.url}/media/${ticket.uploadKey}`)).status).toBe(404);
    for (const uploadKey of [
      `${ticket.uploadKey}/../../media/x.png`,
      `pending/../${ticket.uploadKey}`,
      ticket.uploadKey.replace('pending/', 'pending/..%2F'),
      `/${ticket.uploadKey}`,
    ]) {
      const res = await api(stack, 'POST', '/blogs/confirm-image', { token, body: { uploadKey } });
      expect(res.status, uploadKey).toBeGreaterThanOrEqual(400);
      expect(res.status, uploadKey).toBeLessThan(500);
    }
  });

  it('a public image cannot be removed without a token (reuse across items: blogs-rules.test.ts)', async () => {
    const url = await uploadedImage(stack, token);
    // Removing a public image needs a token: nothing is deletable anonymously.
    expect((await api(stack, 'POST', '/blogs/remove-image', { body: { url } })).status).toBe(401);
    expect((await fetch(`${stack.url}${url}`)).status).toBe(200);
  });
});
