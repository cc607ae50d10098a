import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { stampSiteOrigin } from '@app/shared/site-origin';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Text types CloudFront compresses (`compress: true`); images other than SVG are already compressed. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.md',
  '.xml',
  '.map',
]);

/**
 * Paths the SPA renders itself (CloudFront's SPA fallback to `spa.html`, a
 * shell without public content); everything else unknown is a real 404.
 * Blog posts and job openings are pages the API publishes to the site bucket
 * (stack.ts serves those before falling back here).
 */
export const SPA_PREFIXES = ['/admin', '/login', '/dashboard'];
/** The SPA shell written by the prerenderer (index.html is the prerendered home page). */
export const SPA_SHELL = 'spa.html';
export const NOT_FOUND_PAGE = '404.html';

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function fileAt(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = normalize(decoded).replace(/^([/\\])+/, '');
  const full = join(root, clean);
  if (full !== root && !full.startsWith(root + sep)) return null;
  if (existsSync(full) && statSync(full).isFile()) return full;
  return null;
}

/**
 * A text file as a deploy would have published it: the build's origin
 * placeholder replaced by this stack's origin (the CDK page deployment does
 * the same at deploy time, see shared/src/site-origin.ts), gzipped on demand.
 * Cached per file, modification time and origin.
 */
const bodyCache = new Map<string, { mtimeMs: number; plain: Buffer; gzip?: Buffer }>();

function published(file: string, origin: string | undefined, gzip: boolean): Buffer {
  const { mtimeMs } = statSync(file);
  const key = `${file}\n${origin ?? ''}`;
  let cached = bodyCache.get(key);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    const raw = readFileSync(file);
    const text = origin && COMPRESSIBLE.has(extname(file).toLowerCase());
    cached = { mtimeMs, plain: text ? Buffer.from(stampSiteOrigin(raw.toString('utf8'), origin)) : raw };
    bodyCache.set(key, cached);
  }
  if (!gzip) return cached.plain;
  cached.gzip ??= gzipSync(cached.plain);
  return cached.gzip;
}

/** Which file answers `path`, with which status, the way the CloudFront function and error pages do. */
export function resolveSiteFile(root: string, path: string): { file: string | null; status: number } {
  const direct = fileAt(root, path) ?? fileAt(root, join(path, 'index.html'));
  if (direct) return { file: direct, status: 200 };
  if (SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
    const shell = fileAt(root, SPA_SHELL) ?? fileAt(root, 'index.html');
    if (shell) return { file: shell, status: 200 };
  }
  return { file: fileAt(root, NOT_FOUND_PAGE) ?? fileAt(root, 'index.html'), status: 404 };
}

/**
 * Serves the built site the way CloudFront does: `/path` -> `/path/index.html`,
 * the SPA shell for admin routes, a 404 page with status 404 for unknown
 * public paths, and gzip for text when the client accepts it. With
 * `siteOrigin`, text files carry that origin where the build wrote the
 * placeholder, as a deploy publishes them.
 */
export function serveSite(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  siteOrigin?: string,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const { file, status } = resolveSiteFile(root, url.pathname);
  if (!file) {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('The web app is not built yet. Run: npm run build -w web');
    return;
  }
  const immutable = /[/\\]assets[/\\]/.test(file);
  const headers: Record<string, string> = {
    'content-type': contentType(file),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  const compress =
    COMPRESSIBLE.has(extname(file).toLowerCase()) &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!compress && !siteOrigin) {
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return;
  }
  const body = published(file, siteOrigin, compress);
  res.writeHead(status, {
    ...headers,
    ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    'content-length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
