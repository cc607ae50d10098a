import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, CHAIN_GRANT, PUBLIC_HANDLER_ACCESS, routedFunctions } from '../../infra/lib/handler-access';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { beacon } from './analytics-helpers';
import { applicationBody, createJob, uploadResume } from './careers-helpers';
import { contactBody, freeSlots, letsConnectBody, slotFields } from './leads-helpers';

/**
 * Every public route, run against the local stack with each DynamoDB call
 * recorded: each call must be one its handler's row in
 * infra/lib/handler-access.ts allows (action and partition key), which is
 * what the public functions' IAM policies grant (least-privilege.test.ts).
 * A handler that starts touching another key or action fails here first.
 */
interface Call {
  action: string;
  pk?: string;
}
const calls: Call[] = [];

type Attr = { S?: string } | undefined;
type Input = {
  Key?: Record<string, Attr>;
  Item?: Record<string, Attr>;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, Attr>;
};

/** The partition key a call names: Key/Item pk, or the `<x>pk = :v` part of a Query's key condition. */
function partitionKey(input: Input): string | undefined {
  const direct = input.Key?.pk?.S ?? input.Item?.pk?.S;
  if (direct) return direct;
  const condition = input.KeyConditionExpression;
  if (!condition) return undefined;
  for (const part of condition.split(/\s+and\s+/i)) {
    const [name, value] = part
      .replaceAll('(', '')
      .replaceAll(')', '')
      .split('=')
      .map((s) => s.trim());
    if (!name || !value) continue;
    const attribute = input.ExpressionAttributeNames?.[name] ?? name;
    if (attribute.endsWith('pk')) return input.ExpressionAttributeValues?.[value]?.S;
  }
  return undefined;
}

let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  // After the stack: services/src/lib/env.ts reads the local endpoints on first import.
  const { dynamoClient } = await import('@app/services/lib/dynamo');
  const { lazyDynamo } = await import('@app/services/lib/dynamo-lazy');
  for (const client of [dynamoClient, (await lazyDynamo()).dynamo]) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const action = String(context.commandName ?? '').replace(/Command$/, '');
        calls.push({ action, pk: partitionKey(args.input as Input) });
        return next(args);
      },
      // At build the document client's input is marshalled: keys are { S: ... }.
      { step: 'build', name: 'publicHandlerAccessRecorder' },
    );
  }
});
afterAll(async () => {
  await stack?.dispose();
});

/** The calls a handler made that its row does not allow (the chain's AUDIT# writes aside). */
function refused(handler: string, made: Call[]): string[] {
  const row = PUBLIC_HANDLER_ACCESS[handler];
  const grants = [...(row?.table ?? []), CHAIN_GRANT];
  return made.filter((c) => !allows(grants, c.action, c.pk)).map((c) => `${c.action} ${c.pk ?? '(no key)'}`);
}

const exercised = new Map<string, Call[]>();
async function run(handler: string, request: () => Promise<unknown>): Promise<void> {
  calls.length = 0;
  await request();
  exercised.set(handler, [...(exercised.get(handler) ?? []), ...calls]);
}

describe('public handlers call DynamoDB only as infra/lib/handler-access.ts grants them', () => {
  it('every public route stays within its row: actions and partition keys', async () => {
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const job = await createJob(stack, admin);
    const key = () => ({ 'idempotency-key': `access-${crypto.randomUUID()}` });

    await run('health', () => api(stack, 'GET', '/health'));
    await run('notFound', () => api(stack, 'GET', '/no-such-route'));
    await run('contactUs', () =>
      api(stack, 'POST', '/contact/contact-us', { body: contactBody(), headers: key() }),
    );
    await run('letsConnect', () =>
      api(stack, 'POST', '/contact/lets-connect', { body: letsConnectBody(), headers: key() }),
    );
    await run('meetingSlots', () => freeSlots(stack));
    const slot = (await freeSlots(stack)).at(-1);
    const meeting = { ...letsConnectBody(), ...slotFields(slot), timeZone: 'Asia/Kolkata' };
    let manageToken = '';
    await run('scheduleMeeting', async () => {
      const booked = await api(stack, 'POST', '/contact/schedule-meeting', { body: meeting, headers: key() });
      expect(booked.status).toBe(201);
      manageToken = booked.json.data.manageToken;
      // The same slot again: refused, and the hold is not kept.
      const again = { ...letsConnectBody(), ...slotFields(slot), timeZone: 'Asia/Kolkata' };
      expect((await api(stack, 'POST', '/contact/schedule-meeting', { body: again })).status).toBe(409);
    });
    // The visitor's own link: look the booking up, move it to another free slot, cancel it.
    await run('meetingLookup', () =>
      api(stack, 'POST', '/contact/meeting/lookup', { body: { token: manageToken } }),
    );
    const other = (await freeSlots(stack)).filter((s) => s.start !== slot?.start).at(-1);
    await run('meetingReschedule', async () => {
      const moved = await api(stack, 'POST', '/contact/meeting/reschedule', {
        body: { token: manageToken, office: other?.office, start: other?.start },
      });
      expect(moved.status).toBe(200);
      manageToken = moved.json.data.token ?? manageToken;
    });
    await run('meetingCancel', async () => {
      expect(
        (await api(stack, 'POST', '/contact/meeting/cancel', { body: { token: manageToken } })).status,
      ).toBe(200);
    });
    await run('collect', () =>
      beacon(stack, {
        n: 'pageview',
        u: '/?utm_source=Probe&utm_medium=email&utm_campaign=access',
        r: 'https://www.google.com/',
      }),
    );
    await run('listOpenings', () => api(stack, 'GET', '/careers/openings'));
    await run('getOpening', () => api(stack, 'GET', `/careers/openings/${job._id}`));
    let ticket: Awaited<ReturnType<typeof uploadResume>> | undefined;
    await run('createResumeUpload', async () => {
      ticket = await uploadResume(stack);
    });
    let applied: { id: string } | undefined;
    await run('applyForJob', async () => {
      const res = await api(stack, 'POST', '/careers/apply', {
        body: applicationBody(job._id, ticket?.key ?? ''),
        headers: key(),
      });
      expect(res.status).toBe(201);
      applied = res.json.data;
    });
    // The talent-pool link as the sweep's mail carries it (signed for the application's date).
    const { signKeepToken } = await import('@app/services/lib/privacy/keep-link');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    const stored = await dynamo.send(
      new GetCommand({ TableName: TABLE_NAME, Key: { pk: `APPLICATION#${applied?.id}`, sk: 'APPLICATION' } }),
    );
    const from = Math.floor(Date.parse(String(stored.Item?.retainFrom)) / 1000);
    const keepToken = await signKeepToken(
      { id: applied?.id ?? '', from, expires: from + 365 * 86_400 },
      job.jobTitle,
    );
    await run('keepApplication', async () => {
      const res = await api(stack, 'POST', '/careers/keep-my-application', { body: { token: keepToken } });
      expect(res.status).toBe(200);
      expect(res.json.data.extended).toBe(true);
    });
    await run('listBlogs', () => api(stack, 'GET', '/blogs/get-all-blogs'));
    await run('getSingleBlog', () =>
      api(stack, 'GET', '/blogs/get-single-blog?slug=shipping-an-mvp-in-eight-weeks'),
    );
    await run('recommendedBlogs', () => api(stack, 'GET', '/blogs/recommended?industry=Healthcare'));
    await run('listCaseStudies', () => api(stack, 'GET', '/case-studies'));
    await run('getCaseStudy', () => api(stack, 'GET', '/case-studies/get-single?slug=faster-claims'));
    await run('getSections', () => api(stack, 'GET', '/content/sections'));
    // A genuine share-preview token whose link is gone: the handler reads the link's item (and finds none).
    const { signPreviewToken } = await import('@app/services/lib/content/preview-token');
    const previewToken = await signPreviewToken({
      kind: 'page',
      recordId: 'service-mvp-development',
      id: 'no-such-link',
      expires: Math.floor(Date.now() / 1000) + 3600,
    });
    await run('previewDraft', async () => {
      const res = await api(stack, 'POST', '/content/preview', { body: { token: previewToken } });
      expect(res.status).toBe(404);
    });
    await run('listProjects', () => api(stack, 'GET', '/our-work/projects'));
    await run('listTestimonials', () => api(stack, 'GET', '/testimonials'));

    const publicHandlers = routedFunctions()
      .filter((f) => f.isPublic)
      .flatMap((f) => f.handlers);
    expect([...exercised.keys()].sort()).toEqual([...publicHandlers].sort());
    const outside = Object.fromEntries([...exercised].map(([h, made]) => [h, refused(h, made)]));
    expect(outside).toEqual(Object.fromEntries(publicHandlers.map((h) => [h, []])));
    // The recorder saw the calls (an empty record would pass the check above vacuously).
    expect(exercised.get('scheduleMeeting')?.map((c) => c.action)).toEqual(
      expect.arrayContaining(['PutItem', 'DeleteItem', 'UpdateItem']),
    );
    expect(
      exercised.get('listOpenings')?.some((c) => c.action === 'Query' && c.pk?.startsWith('JOBS#')),
    ).toBe(true);
  });

  it('reports a call outside the row (the check can fail)', () => {
    expect(refused('collect', [{ action: 'DeleteItem', pk: 'LEAD#contact#1' }])).toEqual([
      'DeleteItem LEAD#contact#1',
    ]);
    expect(refused('scheduleMeeting', [{ action: 'DeleteItem', pk: 'LEAD#meeting#1' }])).toHaveLength(1);
    expect(refused('scheduleMeeting', [{ action: 'DeleteItem', pk: 'MEETING_SLOT#noida#x' }])).toEqual([]);
    expect(refused('listTestimonials', [{ action: 'Scan' }])).toEqual(['Scan (no key)']);
  });
});
