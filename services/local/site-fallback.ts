import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Outbox } from './outbox';
import { serveFromSiteBucket } from './site-bucket';
import { serveSite } from './static-site';

/**
 * `/media/a/b.png` -> the key `media/a/b.png` in the media bucket, or null for
 * any path that could leave it: encoded slashes, `.`/`..` or empty segments,
 * backslashes, NUL, malformed escapes (issue 14, finding 9: `/media/..%2f..`
 * read resumes from the uploads bucket).
 */
export function mediaKey(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/media/')) return null;
  const segments = decoded.slice(1).split('/');
  if (segments.length !== pathname.slice(1).split('/').length) return null; // an encoded '/'
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0')))
    return null;
  return segments.join('/');
}

/** Loopback peers only (127.0.0.0/8, ::1, IPv4-mapped loopback). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || v4.startsWith('127.');
}

export interface SiteFallbackOptions {
  webRoot: string;
  /** s3rver itself (the stack reads buckets directly; browsers go through the S3 guard). */
  s3Url: string;
  buckets: { media: string; site: string };
  outbox: Outbox;
  runtimeConfig: Record<string, string>;
}

/** Everything that is not /api/v1: what CloudFront serves in AWS, plus the local outbox page. */
export function siteFallback(opts: SiteFallbackOptions) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(opts.runtimeConfig));
      return;
    }
    if (url.pathname === '/_local/outbox' || url.pathname.startsWith('/_local/outbox/')) {
      // Every mail (OTP codes, invitations) is readable here: never beyond this machine.
      if (!isLoopback(req.socket.remoteAddress)) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      res.setHeader('cache-control', 'no-store');
      if (opts.outbox.serve(url.pathname.slice('/_local/outbox'.length), res)) return;
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (url.pathname.startsWith('/media/')) return serveMedia(req, res, url, opts);
    // Pages the API renders (lists, section pages, posts, jobs), sitemaps and the feed live in the
    // site bucket, served first as CloudFront serves the bucket; the rest is the web build.
    if (await serveFromSiteBucket(opts.s3Url, opts.buckets.site, req, res, url)) return;
    serveSite(opts.webRoot, req, res, url, opts.runtimeConfig.siteUrl);
  };
}

/**
 * CloudFront's /media/* behaviour: the public media bucket, read-only. The
 * path is the object key (`media/x`), so pending/ uploads stay private.
 */
async function serveMedia(req: IncomingMessage, res: ServerResponse, url: URL, opts: SiteFallbackOptions) {
  const key = mediaKey(url.pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const encoded = key?.split('/').map(encodeURIComponent).join('/');
  const upstream = encoded
    ? await fetch(`${opts.s3Url}/${opts.buckets.media}/${encoded}`).catch(() => null)
    : null;
  if (!upstream?.ok) {
    res.writeHead(
      !key || upstream?.status === 404 || upstream?.status === 403 ? 404 : (upstream?.status ?? 503),
    );
    res.end();
    return;
  }
  res.writeHead(200, {
    'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await upstream.arrayBuffer()));
}
