/**
 * /admin/privacy (issue 28, `privacy:manage`): find, export and erase one
 * person's data, and the request queue. Each export and erasure is a
 * request (who, when, status, the 30-day due date); the audit log gets the
 * request id, the keyed hash of the address and the counts, never the
 * address.
 */
import * as clock from '@app/shared/clock';
import { PRIVACY_MESSAGES, privacyEmailSchema, privacyRequestSchema } from '@app/shared/schemas/privacy';
import * as z from '@app/shared/schemas/zod-mini';
import { emailHash } from '../../data/privacy-key';
import {
  completeRequest,
  createRequest,
  getRequest,
  listRequests,
  overdueCount,
} from '../../data/privacy-request';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { erasePerson } from '../../lib/privacy/erase-person';
import { exportPerson } from '../../lib/privacy/export-person';
import { countsOf, findPerson } from '../../lib/privacy/person-records';

const summary = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || 'nothing found';

function auditNote(requestId: string, type: string, hash: string, counts: Record<string, number>) {
  return {
    entityId: `privacy request ${requestId}`,
    changes: {
      request: { before: '', after: type },
      emailHash: { before: '', after: hash.slice(0, 16) },
      counts: { before: '', after: summary(counts) },
    },
  };
}

/** The logged request this fulfils (it must name the same address), or a new one, done now. */
async function fulfil(
  type: 'export' | 'erasure',
  body: { email: string; requestId?: string },
  by: string,
  counts: Record<string, number>,
  now: Date,
) {
  const hash = await emailHash(body.email);
  if (body.requestId) {
    const logged = await getRequest(body.requestId);
    if (!logged || logged.emailHash !== hash || logged.type !== type)
      throw new NotFoundError(PRIVACY_MESSAGES.requestNotFound);
    await completeRequest(logged.id, by, counts, now);
    return { id: logged.id, hash };
  }
  const created = await createRequest({ type, emailHash: hash, by, now, done: { counts } });
  return { id: created.id, hash };
}

export const searchPerson = defineHandler({
  body: privacyEmailSchema,
  run: async ({ body }) => {
    const records = await findPerson(body.email);
    const hash = await emailHash(body.email);
    return {
      statusCode: 200,
      data: { counts: countsOf(records), records },
      audit: { entityId: `privacy search ${hash.slice(0, 16)}` },
    };
  },
});

export const exportPersonHandler = defineHandler({
  body: privacyEmailSchema,
  run: async ({ body, user }) => {
    if (!user) throw new UnauthorizedError();
    const now = clock.now();
    const records = await findPerson(body.email);
    const counts = countsOf(records);
    const hash = await emailHash(body.email);
    if (body.requestId) {
      const logged = await getRequest(body.requestId);
      if (!logged || logged.emailHash !== hash || logged.type !== 'export')
        throw new NotFoundError(PRIVACY_MESSAGES.requestNotFound);
    }
    const request = body.requestId
      ? { id: body.requestId }
      : await createRequest({ type: 'export', emailHash: hash, by: user.email, now });
    const file = await exportPerson(body.email, records, request.id, now);
    await completeRequest(request.id, user.email, counts, now);
    return {
      statusCode: 201,
      data: { requestId: request.id, counts, url: file.url, expiresAt: file.expiresAt, bytes: file.bytes },
      audit: auditNote(request.id, 'export', hash, counts),
    };
  },
});

export const erasePersonHandler = defineHandler({
  body: privacyEmailSchema,
  run: async ({ body, user }) => {
    if (!user) throw new UnauthorizedError();
    const now = clock.now();
    const records = await findPerson(body.email);
    const counts = await erasePerson(body.email, records);
    const request = await fulfil('erasure', body, user.email, counts, now);
    return {
      statusCode: 200,
      data: { requestId: request.id, counts },
      audit: auditNote(request.id, 'erasure', request.hash, counts),
    };
  },
});

export const listRequestsHandler = defineHandler({
  query: z.object({
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  }),
  run: async ({ query }) => {
    const now = clock.now();
    const [items, overdue] = await Promise.all([listRequests(query.limit ?? 50, now), overdueCount(now)]);
    return { data: { items, overdue } };
  },
});

export const logRequestHandler = defineHandler({
  body: privacyRequestSchema,
  run: async ({ body, user }) => {
    if (!user) throw new UnauthorizedError();
    const hash = await emailHash(body.email);
    const request = await createRequest({
      type: body.type,
      emailHash: hash,
      by: user.email,
      now: clock.now(),
    });
    return {
      statusCode: 201,
      data: { ...request, overdue: false },
      audit: auditNote(request.id, `${body.type} logged`, hash, {}),
    };
  },
});
