import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestStack } from '../support/local-stack';
import { contactBody } from './leads-helpers';

/**
 * Issue 29, item 5: the log line of a stored lead carries its lead id and the
 * request id, and the lines after it in the same request (mail, counters)
 * carry the lead id too; no personal data. The test stack is quiet; the
 * logger is switched on for the one request and back off.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
});
afterAll(async () => {
  await stack?.dispose();
});

describe('log correlation', () => {
  it('the "lead stored" line and the request line carry the lead id, the request id and cold start', async () => {
    const { configureLogger } = await import('@app/services/lib/logger');
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    configureLogger('info');
    const body = contactBody({ email: `logged.${crypto.randomUUID().slice(0, 8)}@example.com` });
    let res: Awaited<ReturnType<typeof api>>;
    try {
      res = await api(stack, 'POST', '/contact/contact-us', { body });
    } finally {
      configureLogger('silent');
      process.stdout.write = write;
    }
    expect(res.status).toBe(201);
    const leadId = res.json.data.id as string;
    const entries = lines
      .flatMap((l) => l.split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const stored = entries.find((e) => e.message === 'lead stored' && e.leadId === leadId);
    expect(stored).toMatchObject({ leadId, leadKind: 'contact', cold_start: expect.any(Boolean) });
    // Powertools Logger's shape: level, timestamp, the service name.
    expect(stored).toMatchObject({
      level: 'INFO',
      service: expect.any(String),
      timestamp: expect.any(String),
    });
    expect(stored?.requestId).toEqual(expect.any(String));
    const request = entries.find((e) => e.message === 'request' && e.requestId === stored?.requestId);
    expect(request).toMatchObject({ leadId, status: 201, route: 'POST /api/v1/contact/contact-us' });
    // Ids only: the visitor's name and address appear in no line of the request.
    const ofRequest = entries.filter((e) => e.requestId === stored?.requestId);
    expect(JSON.stringify(ofRequest)).not.toContain(body.email);
    expect(JSON.stringify(ofRequest)).not.toContain(body.name);
  });
});
