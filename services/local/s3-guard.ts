import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';

/**
 * What the browser may do with the local S3, enforced the way S3 does:
 * s3rver accepts anonymous requests, never checks a V4 signature and ignores
 * presigned POST conditions, so without this a visitor could list the
 * uploads bucket, read any resume or post a file under another key (issue 14,
 * finding 9). The handlers talk to s3rver directly (S3_ENDPOINT); browsers
 * get URLs presigned for this guard (S3_PUBLIC_ENDPOINT), which lets through:
 * - a presigned POST upload whose policy signature is valid, not expired, and
 *   whose conditions (key, bucket, content type, content-length-range, every
 *   form field covered) hold;
 * - a GET/HEAD with a valid, unexpired presigned query signature;
 * - CORS preflights. Everything else: 403 AccessDenied.
 */
export interface S3GuardOptions {
  upstream: string;
  port: number;
  host: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** Largest POST body read (the biggest allowed upload plus form overhead). */
  maxPostBytes?: number;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
}

/** `AKID/20250101/us-east-1/s3/aws4_request` -> its date, if it names our key and region. */
function credentialDate(credential: string, opts: S3GuardOptions): string | null {
  const [id, date, region, service, terminal] = credential.split('/');
  if (id !== opts.credentials.accessKeyId || region !== opts.region) return null;
  if (service !== 's3' || terminal !== 'aws4_request' || !/^\d{8}$/.test(date ?? '')) return null;
  return date ?? null;
}

/** `20250101T000000Z` -> epoch ms. */
function amzTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
}

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why a presigned GET/HEAD is refused, or null when its signature holds. */
export function presignedQueryProblem(
  req: IncomingMessage,
  url: URL,
  opts: S3GuardOptions,
  now = Date.now(),
) {
  const q = url.searchParams;
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'not presigned';
  const date = credentialDate(q.get('X-Amz-Credential') ?? '', opts);
  const amzDate = q.get('X-Amz-Date') ?? '';
  const expires = Number(q.get('X-Amz-Expires'));
  const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  if (!date || !amzDate.startsWith(date) || !Number.isInteger(expires) || !signed.includes('host'))
    return 'malformed signature';
  if (now > amzTime(amzDate) + expires * 1000) return 'Request has expired';
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
  const raw = (req.url ?? '/').split('?')[0] ?? '/';
  const canonical = [req.method, raw, query, headers, signed.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${date}/${opts.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')];
  const expected = hmac(signingKey(opts.credentials.secretAccessKey, date, opts.region), toSign.join('\n'));
  return sameHex(expected.toString('hex'), q.get('X-Amz-Signature') ?? '') ? null : 'signature mismatch';
}

type Condition = Record<string, string> | [string, string | number, string | number];

/** Why a presigned POST upload is refused, or null when its policy allows it. */
export function postPolicyProblem(bucket: string, form: FormData, opts: S3GuardOptions, now = Date.now()) {
  const fields = new Map<string, string>();
  for (const [name, value] of form) if (typeof value === 'string') fields.set(name.toLowerCase(), value);
  const file = form.get('file');
  if (!(file instanceof Blob)) return 'no file';
  const policy = fields.get('policy') ?? '';
  const date = credentialDate(fields.get('x-amz-credential') ?? '', opts);
  if (!date || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return 'malformed signature';
  const expected = hmac(signingKey(opts.credentials.secretAccessKey, date, opts.region), policy).toString(
    'hex',
  );
  if (!sameHex(expected, fields.get('x-amz-signature') ?? '')) return 'signature mismatch';
  let doc: { expiration?: string; conditions?: Condition[] };
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return 'malformed policy';
  }
  if (!(Date.parse(doc.expiration ?? '') > now)) return 'Policy expired';
  const values = new Map(fields);
  values.set('bucket', bucket);
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  for (const condition of doc.conditions ?? []) {
    if (Array.isArray(condition)) {
      const [op, field, value] = condition;
      if (op === 'content-length-range') {
        if (file.size < Number(field) || file.size > Number(value)) return 'file size out of range';
        continue;
      }
      const name = String(field).replace(/^\$/, '').toLowerCase();
      covered.add(name);
      const actual = values.get(name) ?? '';
      if (op === 'eq' && actual !== value) return `${name} does not match`;
      if (op === 'starts-with' && !actual.startsWith(String(value))) return `${name} does not match`;
      if (op !== 'eq' && op !== 'starts-with') return 'unknown condition';
    } else {
      for (const [name, value] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if ((values.get(name.toLowerCase()) ?? '') !== value) return `${name} does not match`;
      }
    }
  }
  const extra = [...fields.keys()].filter((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
  return extra.length > 0 ? `fields not in the policy: ${extra.join(', ')}` : null;
}

function deny(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

function pipeUpstream(req: IncomingMessage, res: ServerResponse, upstream: URL): void {
  const forward = request(
    new URL(req.url ?? '/', upstream),
    { method: req.method, headers: { ...req.headers, host: upstream.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () =>
    res.headersSent ? res.end() : deny(res, 503, 'ServiceUnavailable', 'S3 is down'),
  );
  req.pipe(forward);
}

async function forwardPost(res: ServerResponse, target: URL, form: FormData, origin?: string): Promise<void> {
  const answer = await fetch(target, { method: 'POST', body: form, headers: origin ? { origin } : {} });
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  res.writeHead(answer.status, headers);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** The body, or null past `max` bytes (the rest is drained so the answer reaches the client). */
async function readAtMost(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) {
      req.resume();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createS3Guard(opts: S3GuardOptions): Server {
  const upstream = new URL(opts.upstream);
  const maxPostBytes = opts.maxPostBytes ?? 6 * 1024 * 1024;
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://guard');
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const work = async () => {
      if (req.method === 'OPTIONS') return pipeUpstream(req, res, upstream);
      if ((req.method === 'GET' || req.method === 'HEAD') && bucket && keyParts.length > 0) {
        const problem = presignedQueryProblem(req, url, opts);
        if (problem) return deny(res, 403, 'AccessDenied', problem);
        return pipeUpstream(req, res, upstream);
      }
      if (req.method === 'POST' && bucket && keyParts.join('') === '' && !url.search) {
        if (Number(req.headers['content-length'] ?? 0) > maxPostBytes) {
          req.resume();
          return deny(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        }
        const raw = await readAtMost(req, maxPostBytes);
        if (!raw)
          return deny(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        const body = await new Response(raw, {
          headers: { 'content-type': String(req.headers['content-type'] ?? '') },
        })
          .formData()
          .catch(() => null);
        if (!body) return deny(res, 400, 'MalformedPOSTRequest', 'The body is not multipart/form-data');
        const problem = postPolicyProblem(bucket, body, opts);
        if (problem) return deny(res, 403, 'AccessDenied', `Invalid according to Policy: ${problem}`);
        return forwardPost(res, new URL(`/${bucket}`, upstream), body, req.headers.origin);
      }
      req.resume();
      deny(res, 403, 'AccessDenied', 'Access Denied');
    };
    work().catch(() => (res.headersSent ? res.end() : deny(res, 503, 'ServiceUnavailable', 'S3 is down')));
  });
}

export async function startS3Guard(opts: S3GuardOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createS3Guard(opts);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const host = opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host;
  return {
    url: `http://${host}:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
