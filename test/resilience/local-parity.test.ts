import type { AddressInfo } from 'node:net';
import { isLoopback, mediaKey } from '@app/services/local/site-fallback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 14, finding 9: `npm start` is no weaker than AWS where it can match it.
 * S3 access from outside the handlers goes through the S3 guard (presigned
 * POST policy and presigned GET signatures enforced); /media serves only the
 * media bucket; CloudFront's security headers; 413 answered, not reset; the
 * stack survives dynalite stopping with requests in flight.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let s3: string;
let internalS3: string;
const CONTACT = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNo: '+91 98765 43210',
  message: 'We would like to talk about a project.',
};

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  s3 = stack.env.S3_PUBLIC_ENDPOINT as string;
  internalS3 = stack.env.S3_ENDPOINT as string;
  // A private resume, written the way the handlers write (directly to the bucket).
  await fetch(`${internalS3}/site-local-uploads/resumes/secret.pdf`, { method: 'PUT', body: '%PDF-secret' });
});
afterAll(async () => {
  await stack?.dispose();
});

async function resumeTicket() {
  const res = await api(stack, 'POST', '/careers/resume-upload', {
    body: { contentType: 'application/pdf', size: 20 },
  });
  expect(res.status).toBe(201);
  return res.json.data as { url: string; key: string; fields: Record<string, string> };
}

function form(fields: Record<string, string>, file: Blob): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', file);
  return fd;
}

describe('S3 as browsers reach it', () => {
  it('presigns browser URLs for the guard, not for s3rver', async () => {
    const ticket = await resumeTicket();
    expect(ticket.url.startsWith(s3)).toBe(true);
    expect(s3).not.toBe(internalS3);
  });

  it('refuses anonymous list, read and write of the private buckets', async () => {
    expect((await fetch(`${s3}/site-local-uploads?list-type=2`)).status).toBe(403);
    expect((await fetch(`${s3}/site-local-uploads/resumes/secret.pdf`)).status).toBe(403);
    const put = await fetch(`${s3}/site-local-uploads/resumes/secret.pdf`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(403);
  });

  it('accepts the presigned upload as issued', async () => {
    const ticket = await resumeTicket();
    const res = await fetch(ticket.url, {
      method: 'POST',
      body: form(ticket.fields, new Blob(['%PDF-1.4 resume'], { type: 'application/pdf' })),
    });
    expect(res.status).toBe(204);
  });

  it('enforces the policy conditions s3rver ignores', async () => {
    const ticket = await resumeTicket();
    const pdf = new Blob(['%PDF-1.4 resume'], { type: 'application/pdf' });
    const post = (fields: Record<string, string>, file: Blob = pdf) =>
      fetch(ticket.url, { method: 'POST', body: form(fields, file) }).then((r) => r.status);
    expect(await post({ ...ticket.fields, key: 'resumes/victim.pdf' })).toBe(403);
    expect(await post({ ...ticket.fields, 'Content-Type': 'text/html' })).toBe(403);
    expect(await post({ ...ticket.fields, 'x-amz-meta-extra': 'x' })).toBe(403);
    expect(await post({ ...ticket.fields, 'X-Amz-Signature': '0'.repeat(64) })).toBe(403);
    expect(await post(ticket.fields, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]))).toBe(403);
    // Nothing landed under the victim's key.
    expect((await fetch(`${internalS3}/site-local-uploads/resumes/victim.pdf`)).status).toBe(404);
  });
});

describe('/media', () => {
  it.each([
    '/media/..%2f..%2fsite-local-uploads/resumes/secret.pdf',
    '/media/..%2F..%2Fsite-local-uploads%2Fresumes%2Fsecret.pdf',
    '/media/%2e%2e/%2e%2e/site-local-uploads/resumes/secret.pdf',
    '/media/..%5c..%5csite-local-uploads/resumes/secret.pdf',
    '/media/%E0%A4%A',
  ])('never leaves the media bucket: %s', async (path) => {
    const res = await fetch(`${stack.url}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });

  it('maps only clean paths to media/ keys', () => {
    expect(mediaKey('/media/blog/a.png')).toBe('media/blog/a.png');
    expect(mediaKey('/media/a%20b.png')).toBe('media/a b.png');
    for (const bad of ['/media/../x', '/media/a%2fb', '/media//a', '/media/./a', '/media/a%00', '/other/a'])
      expect(mediaKey(bad), bad).toBeNull();
  });
});

describe('network exposure', () => {
  it('listens on loopback by default', async () => {
    expect((await fetch(`${stack.url}/api/v1/health`)).status).toBe(200);
    expect((stack.address as AddressInfo).address).toBe('127.0.0.1');
  });

  it('serves the outbox to loopback peers only', async () => {
    expect((await fetch(`${stack.url}/_local/outbox`)).status).toBe(200);
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopback(peer)).toBe(true);
    for (const peer of ['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', 'fe80::1', undefined])
      expect(isLoopback(peer)).toBe(false);
  });
});

describe('parity with CloudFront and API Gateway', () => {
  it('sends the security headers of infra/lib/csp.ts on pages and on the API', async () => {
    const page = await fetch(`${stack.url}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(s3);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const apiAnswer = await fetch(`${stack.url}/api/v1/health`);
    expect(apiAnswer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(apiAnswer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers 413 to an oversized body instead of resetting the connection', async () => {
    for (const size of [11 * 1024 * 1024, 40 * 1024 * 1024]) {
      const res = await fetch(`${stack.url}/api/v1/contact/contact-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(size),
      });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBeTruthy();
    }
    // The same client goes on working.
    expect((await fetch(`${stack.url}/api/v1/health`)).status).toBe(200);
  });
});

describe('dynalite stopping with requests in flight', () => {
  it('answers every request (stored or 503) and keeps the stack alive', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    let done = 0;
    const all = Array.from({ length: 200 }, () =>
      api(stack, 'POST', '/contact/contact-us', { body: CONTACT }).then(
        (r) => {
          done++;
          return r.status;
        },
        () => 'network error',
      ),
    );
    while (done < 10) await new Promise((r) => setTimeout(r, 2));
    await stack.parts.dynamo.stop();
    const statuses = await Promise.all(all);
    await stack.parts.dynamo.start();
    process.off('uncaughtException', onUncaught);
    expect(uncaught).toEqual([]);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses).toContain(201);
    expect((await api(stack, 'GET', '/health')).status).toBe(200);
  });
});
