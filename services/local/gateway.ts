import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { API_BASE, API_ROUTES, type RouteDef, routeKey } from '@app/shared/api-routes';
import { timeoutOf } from '@app/shared/lambda-timeouts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { JWTPayload } from 'jose';
import { compileRoute, matchPath } from '../src/lib/route-match';
import { buildApiEvent, lambdaContext } from './api-event';
import { stringifyClaims } from './jwt-verifier';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's own payload limit for HTTP APIs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  verifyToken: (token: string) => Promise<JWTPayload | null>;
  loadFeature: (feature: string) => Promise<LambdaHandler>;
  /** Everything that is not /api/v1: the site, /config.json, /media, local pages. */
  fallback: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** Optional per-request gate (rate limits); returns a response to send instead. */
  gate?: (route: RouteDef, req: IncomingMessage) => APIGatewayProxyStructuredResultV2 | null;
  /** Headers added to every answer (CloudFront's security headers policies), API or site. */
  headers?: (isApi: boolean) => Record<string, string>;
  /** The client's address (client-address.ts); the socket's peer by default. */
  clientAddress?: (req: IncomingMessage) => string;
}

const compiled = (API_ROUTES as readonly RouteDef[]).filter((r) => r.method !== 'ANY').map(compileRoute);
const catchAll = (API_ROUTES as readonly RouteDef[]).find((r) => r.method === 'ANY');

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

const json = (statusCode: number, message: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message }),
});

/**
 * The body, or null past API Gateway's limit. An oversized body is drained,
 * not abandoned: leaving the loop early destroyed the socket, so the client
 * saw a reset instead of the 413 (issue 14, finding 9).
 */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_PAYLOAD_BYTES) {
    req.resume(); // discard it; the 413 goes out once the client has sent it
    await new Promise((resolve) => req.once('end', resolve).once('close', resolve));
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_PAYLOAD_BYTES ? null : Buffer.concat(chunks);
}

/**
 * The local API Gateway: mounts the shared route table, verifies the `token`
 * header like the JWT authorizer on every non-public route, and invokes the
 * feature's Lambda handler with a payload-2.0 event.
 */
export function createGateway(opts: GatewayOptions): Server {
  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    let route: RouteDef | undefined;
    let params: Record<string, string> = {};
    for (const c of compiled) {
      if (c.route.method !== method) continue;
      const m = matchPath(c, url.pathname);
      if (m) {
        route = c.route;
        params = m;
        break;
      }
    }
    if (!route && catchAll) {
      route = catchAll;
      params = { proxy: url.pathname.slice(API_BASE.length + 1) };
    }
    if (!route) return send(res, json(404, 'Not Found'));

    const body = await readBody(req);
    if (!body) return send(res, json(413, 'Request body is too large'));

    let claims: Record<string, string> | undefined;
    if (route.access !== 'public') {
      const header = req.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      const payload = token ? await opts.verifyToken(token) : null;
      // API Gateway answers 401 itself, before the Lambda runs.
      if (!payload) return send(res, json(401, 'Unauthorized'));
      claims = stringifyClaims(payload);
    }
    const gated = opts.gate?.(route, req);
    if (gated) return send(res, gated);

    const key = routeKey(route);
    const event = buildApiEvent({
      req,
      url,
      routeKey: key,
      pathParameters: params,
      body,
      claims,
      sourceIp: opts.clientAddress?.(req),
    });
    try {
      const handler = await opts.loadFeature(route.feature);
      send(
        res,
        await handler(
          event,
          lambdaContext(
            `local-${route.feature}`,
            event.requestContext.requestId,
            timeoutOf(route.feature) * 1000,
          ),
        ),
      );
    } catch (error) {
      // In AWS an unhandled Lambda error becomes API Gateway's 500 "Internal Server Error".
      console.error('[gateway] handler crashed', error);
      send(res, json(500, 'Internal Server Error'));
    }
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const isApi = url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`);
    for (const [name, value] of Object.entries(opts.headers?.(isApi) ?? {})) res.setHeader(name, value);
    const work = isApi ? handleApi(req, res, url) : opts.fallback(req, res, url);
    work.catch((error) => {
      console.error('[gateway] request failed', error);
      if (!res.headersSent) send(res, json(500, 'Internal Server Error'));
      else res.end();
    });
  });
}
