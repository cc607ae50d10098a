import * as clock from '@app/shared/clock';
import type { AuditEntry } from '@app/shared/schemas/audit';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { putAuditEntry } from '../../data/audit-entry';
import { logger } from '../logger';
import { countMetrics } from '../metrics';
import { type RequestState, requestState } from './request-state';

const ACTIONS: Record<string, AuditEntry['action']> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};
// Never `email`: the audit log names records by id, and a person by a keyed hash (issue 28).
const ID_FIELDS = ['id', 'slug', 'key', 'jobId'];

function pick(source: unknown): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  for (const field of ID_FIELDS) {
    const value = (source as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') return value.slice(0, 200);
  }
  return undefined;
}

/**
 * The record a write touched: the one the handler reports, else its path
 * parameters, else its validated input (the query only when the handler has
 * a query schema, then the body as its schema parsed it), else the created
 * id in the answer. Never the raw query string: a write without a query
 * schema refuses one (validate.ts), so `?id=<another>` cannot name a
 * record the handler never touched (issue 25, finding 1).
 */
export function entityIdOf(
  state: RequestState,
  event: APIGatewayProxyEventV2,
  responseBody?: string,
): string | undefined {
  if (state.audit?.entityId) return state.audit.entityId.slice(0, 200);
  const params = Object.values(event.pathParameters ?? {}).filter(Boolean);
  if (params.length > 0) return params.join('/').slice(0, 200);
  const fromInput = (state.def.query ? pick(state.query) : undefined) ?? pick(state.body);
  if (fromInput) return fromInput;
  try {
    return pick((JSON.parse(responseBody ?? '') as { data?: unknown }).data);
  } catch {
    return undefined;
  }
}

export type AuditWriter = (entry: AuditEntry) => Promise<void>;

/**
 * Records every successful staff write (a non-public POST/PUT/PATCH/DELETE
 * answered below 400) after the change is done: who, what, which entity,
 * when, the request id. If the write fails it is retried once, then logged
 * and counted (auditFailures), and the request still answers as it would:
 * the change happened. Kept separate from authentication (auth-context).
 */
export function auditLog(
  write: AuditWriter = putAuditEntry,
  countFailure: () => Promise<void> | void = () => countMetrics({ auditFailures: 1 }),
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    after: async (request) => {
      const state = requestState(request);
      const action = ACTIONS[state.route.method];
      const status = request.response?.statusCode ?? 200;
      if (!action || state.route.access === 'public' || !state.user || status >= 400) return;
      const entry: AuditEntry = {
        id: request.event.requestContext?.requestId ?? 'unknown',
        at: clock.now().toISOString(),
        actorSub: state.user.sub,
        actorEmail: state.user.email,
        action,
        route: `${state.route.method} ${state.route.path}`,
        entity: state.route.feature,
        entityId: entityIdOf(state, request.event, request.response?.body),
        ...(state.audit?.changes ? { changes: state.audit.changes } : {}),
        status,
        requestId: request.event.requestContext?.requestId ?? 'unknown',
      };
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          await write(entry);
          return;
        } catch (error) {
          if (attempt === 2) logger.error('audit entry not written', { entry, error });
        }
      }
      await Promise.resolve(countFailure()).catch(() => undefined);
    },
  };
}
