import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { stampSiteOrigin } from '@app/shared/site-origin';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { contentType } from './static-site';

/** Folder of the compiled page templates in web/dist and the site bucket (web/scripts/prerender.ts). */
const TEMPLATES_DIR = '_templates';

/**
 * The site bucket, locally. A deploy copies the whole web build there; here
 * only the compiled page templates are copied at start, because the Lambdas
 * render pages from them. Pages, sitemaps and feeds they publish are served
 * from the bucket before web/dist, as CloudFront would find them (the deploy
 * wrote the built versions first; the API's renders replaced them). Like the
 * deploy, the copy carries the stack's origin where the build wrote the
 * placeholder (shared/src/site-origin.ts).
 */
export async function copyTemplatesToSiteBucket(
  s3Url: string,
  bucket: string,
  webRoot: string,
  siteOrigin: string,
): Promise<void> {
  const dir = join(webRoot, TEMPLATES_DIR);
  if (!existsSync(dir)) return;
  const s3 = new S3Client({
    endpoint: s3Url,
    forcePathStyle: true,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${TEMPLATES_DIR}/${name}`,
          Body: stampSiteOrigin(readFileSync(join(dir, name), 'utf8'), siteOrigin),
          ContentType: 'application/json',
        }),
      );
    }
  } finally {
    s3.destroy();
  }
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
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  const path = decoded.replace(/^\/+/, '');
  if (path.split('/').some((p) => p === '..' || p === '.') || path.startsWith(`${TEMPLATES_DIR}/`))
    return false;
  // The API publishes pages (no extension), sitemaps and the feed (.xml) and llms.txt (from the stored
  // office cards); every other file is the build's.
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension && extension !== 'xml' && path !== 'llms.txt') return false;
  const key =
    path === '' || path.endsWith('/') ? `${path}index.html` : extension ? path : `${path}/index.html`;
  const upstream = await fetch(
    `${s3Url}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
  ).catch(() => null);
  if (!upstream?.ok) return false;
  const body = Buffer.from(await upstream.arrayBuffer());
  const headers: Record<string, string> = {
    'content-type': contentType(key),
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  // Compressed like CloudFront (compress: true) compresses text.
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const zipped = gzipSync(body);
    res.writeHead(200, {
      ...headers,
      'content-encoding': 'gzip',
      vary: 'accept-encoding',
      'content-length': String(zipped.length),
    });
    res.end(req.method === 'HEAD' ? undefined : zipped);
    return true;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
