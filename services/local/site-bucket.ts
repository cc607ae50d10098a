import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { stampSiteOrigin } from '@app/shared/site-origin';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
// Not site-pages.ts: that module reads the handlers' env at import, which must wait until the stack sets it.
import { SHELL_KEY } from '../src/lib/site-shell';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { contentType } from './static-site';

/**
 * The site bucket, locally. A deploy copies the built SPA there; here only its
 * shell (`index.html`) is copied at start, because the Lambdas render
 * share-ready pages from it. Pages and sitemaps they publish are served from
 * the bucket when web/dist has no such file, as CloudFront would find them.
 * Like the deploy, the copy carries the stack's origin where the build wrote
 * the placeholder.
 */
export async function copyShellToSiteBucket(
  s3Url: string,
  bucket: string,
  webRoot: string,
  siteOrigin: string,
): Promise<void> {
  const shell = join(webRoot, SHELL_KEY);
  if (!existsSync(shell)) return;
  const s3 = new S3Client({
    endpoint: s3Url,
    forcePathStyle: true,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: SHELL_KEY,
      Body: stampSiteOrigin(readFileSync(shell, 'utf8'), siteOrigin),
      ContentType: 'text/html; charset=utf-8',
    }),
  );
  s3.destroy();
}

/** Tries `<path>` then `<path>/index.html` in the site bucket; true when it answered. */
export async function serveFromSiteBucket(
  s3Url: string,
  bucket: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = url.pathname.replace(/^\/+/, '');
  if (!path || path.split('/').some((p) => p === '..')) return false;
  const keys = path.endsWith('/')
    ? [`${path}index.html`]
    : /\.[a-z0-9]+$/i.test(path)
      ? [path]
      : [`${path}/index.html`];
  for (const key of keys) {
    const upstream = await fetch(
      `${s3Url}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
    ).catch(() => null);
    if (!upstream?.ok) continue;
    res.writeHead(200, {
      'content-type': contentType(key),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(await upstream.arrayBuffer()));
    return true;
  }
  return false;
}

/** Whether the built site has a file for this URL (those win over bucket objects, as a deploy's would). */
export function distHas(webRoot: string, urlPath: string): boolean {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return false; // a malformed escape names no file
  }
  if (clean.split('/').some((p) => p === '..')) return false;
  const file = join(webRoot, clean);
  return (clean !== '' && existsSync(file) && !file.endsWith('/')) || existsSync(join(file, 'index.html'));
}
