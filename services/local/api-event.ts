import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { socketAddress } from './client-address';

/** Builds the `APIGatewayProxyEventV2` an HTTP API sends to a Lambda (payload format 2.0). */
export function buildApiEvent(opts: {
  req: IncomingMessage;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  claims?: Record<string, string>;
  /** The client's address (the gateway's resolver); the socket's peer when absent. */
  sourceIp?: string;
}): APIGatewayProxyEventV2 {
  const { req, url } = opts;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    // CloudFront drops viewer-sent CloudFront-* headers and sets its own (none locally: country unknown).
    if (v !== undefined && !k.toLowerCase().startsWith('cloudfront-'))
      headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const cookies = headers.cookie ? headers.cookie.split(/;\s*/) : undefined;
  const contentType = headers['content-type'] ?? '';
  const isText = opts.body.length === 0 || /json|text|xml|x-www-form-urlencoded/.test(contentType);
  // When the gateway received the request: real time, as API Gateway stamps it.
  const now = new Date();
  const sourceIp = opts.sourceIp ?? socketAddress(req);
  // As CloudFront does: the viewer's address is appended to X-Forwarded-For.
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${sourceIp}`
    : sourceIp;
  return {
    version: '2.0',
    routeKey: opts.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(opts.pathParameters).length ? opts.pathParameters : undefined,
    body: opts.body.length ? (isText ? opts.body.toString('utf8') : opts.body.toString('base64')) : undefined,
    isBase64Encoded: opts.body.length > 0 && !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: opts.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(opts.claims ? { authorizer: { jwt: { claims: opts.claims, scopes: [] } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

/**
 * The Lambda context of one local invocation: the function's configured
 * timeout (shared lambda-timeouts.ts, as the CDK sets it), counting down from
 * the start of the invocation like the real `getRemainingTimeInMillis()`.
 */
export function lambdaContext(functionName: string, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
