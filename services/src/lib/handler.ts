import type { Permission } from '@app/shared/permissions';
import type { Role } from '@app/shared/roles';
import type { AuditNote } from '@app/shared/schemas/audit';
import type * as z from '@app/shared/schemas/zod-mini';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/** The signed-in member: identity from the verified JWT, roles and name from their member record. */
export interface AuthUser {
  sub: string;
  email: string;
  displayName?: string;
  roles: Role[];
  permissions: Set<Permission>;
}

export interface HandlerContext<Body, Query> {
  event: APIGatewayProxyEventV2;
  body: Body;
  query: Query;
  params: Record<string, string>;
  user: AuthUser | null;
  /**
   * The client's IP address (lib/client-ip.ts): CloudFront's viewer address on
   * requests that carried the origin secret, otherwise the gateway's source IP.
   */
  sourceIp: string;
  requestId: string;
  /**
   * Marks the request's outcome as decided once something is stored: from
   * then on the visitor gets `answer` even if later steps (counters, mail
   * bookkeeping) fail or the timeout nears. See lib/settle.ts.
   */
  commit: (answer: HandlerResult) => void;
  /** `POST /api/v1/...`, the route this request matched. */
  routeKey: string;
  lambdaContext: Context;
}

export interface HandlerResult {
  statusCode?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** A raw body (CSV, XML...) sent as is instead of the JSON envelope. */
  rawBody?: string;
  /** For the audit log of a staff write: the record written and what changed (never sent to the client). */
  audit?: AuditNote;
}

export interface HandlerDef<Body = unknown, Query = unknown> {
  body?: z.core.$ZodType<Body>;
  query?: z.core.$ZodType<Query>;
  /** Largest accepted body in bytes; larger bodies get 413. */
  maxBodyBytes?: number;
  /** Also parse text/plain bodies as JSON (navigator.sendBeacon sends strings as text/plain). */
  acceptsTextPlain?: boolean;
  run: (ctx: HandlerContext<Body, Query>) => Promise<HandlerResult | undefined>;
}

/** A plain handler: a schema for what it takes and a function that does the work. */
export function defineHandler<Body = undefined, Query = Record<string, string | undefined>>(
  def: HandlerDef<Body, Query>,
): HandlerDef<Body, Query> {
  return def;
}

export type ApiResponse = APIGatewayProxyStructuredResultV2;
