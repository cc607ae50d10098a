import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Paths the SPA renders itself (CloudFront's SPA fallback); everything else unknown is a real 404. */
export const SPA_PREFIXES = ['/admin', '/login', '/dashboard'];

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function fileAt(root: string, urlPath: string): string | null {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const full = join(root, clean);
  if (full !== root && !full.startsWith(root + sep)) return null;
  if (existsSync(full) && statSync(full).isFile()) return full;
  return null;
}

/**
 * Serves the built site the way the CloudFront viewer-request function does:
 * `/path` -> `/path/index.html`, the SPA shell for admin routes, and a 404 page
 * with status 404 for unknown public paths.
 */
export function serveSite(root: string, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const path = url.pathname;
  const direct = fileAt(root, path) ?? fileAt(root, join(path, 'index.html'));
  let file = direct;
  let status = 200;
  if (!file && SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)))
    file = fileAt(root, 'index.html');
  if (!file) {
    status = 404;
    file = fileAt(root, '404.html') ?? fileAt(root, 'index.html');
  }
  if (!file) {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('The web app is not built yet. Run: npm run build -w web');
    return;
  }
  const immutable = /\/assets\//.test(file);
  res.writeHead(status, {
    'content-type': contentType(file),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
