import { trimEndChar } from '@app/shared/strings';
import { escapeXml } from '@app/shared/unsafe-chars';
import { env } from './env';
import { s3 } from './s3';
import { siteUrl } from './site-url';

/**
 * The site bucket as the run-time page renderers see it (services/src/static-pages):
 * pages at `<path>/index.html`, sitemaps, the feed and the compiled
 * templates the build deployed under `_templates/`. CloudFront serves these
 * like any prerendered page; the local gateway serves them first, as
 * CloudFront would find them.
 */
export const TEMPLATES_PREFIX = '_templates/';

/** `pathOrUrl` made absolute against the site's origin (`await siteUrl()`, lib/site-url.ts). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${trimEndChar(origin, '/')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function pageKey(path: string): string {
  const clean = path.split('/').filter(Boolean);
  if (clean.length === 0) return 'index.html';
  if (clean.some((part) => part === '..' || part === '.')) throw new Error(`Bad page path ${path}`);
  return `${clean.join('/')}/index.html`;
}

async function put(key: string, body: string, contentType: string, cacheControl: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.SITE_BUCKET,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: cacheControl,
    }),
  );
}

/** Reads a text object; null when it does not exist. */
export async function readSiteObject(key: string): Promise<string | null> {
  const { sdk, client } = await s3();
  try {
    const res = await client.send(new sdk.GetObjectCommand({ Bucket: env.SITE_BUCKET, Key: key }));
    return (await res.Body?.transformToString('utf8')) ?? null;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

export function writePage(path: string, html: string): Promise<void> {
  return put(pageKey(path), html, 'text/html; charset=utf-8', 'public, max-age=0, must-revalidate');
}

export async function unpublishPage(path: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: env.SITE_BUCKET, Key: pageKey(path) }));
}

/** Page paths stored under a path prefix (bounded: at most `max`), e.g. the numbered pages of a list. */
export async function listPagePaths(prefix: string, max = 1000): Promise<string[]> {
  const { sdk, client } = await s3();
  const paths: string[] = [];
  let token: string | undefined;
  do {
    const out = await client.send(
      new sdk.ListObjectsV2Command({
        Bucket: env.SITE_BUCKET,
        Prefix: `${prefix.replace(/^\/+/, '')}/`,
        ContinuationToken: token,
        MaxKeys: Math.min(1000, max - paths.length),
      }),
    );
    for (const object of out.Contents ?? []) {
      if (object.Key?.endsWith('/index.html')) paths.push(`/${object.Key.slice(0, -'/index.html'.length)}`);
    }
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token && paths.length < max);
  return paths;
}

export interface SitemapUrl {
  path: string;
  lastModified?: string;
}

/** A urlset sitemap; escapeXml drops what XML 1.0 forbids, so any stored path or date leaves it parsable. */
export function sitemapUrlsetXml(urls: readonly SitemapUrl[], origin: string): string {
  const body = urls
    .map((u) => {
      const lastmod = u.lastModified ? `<lastmod>${escapeXml(u.lastModified.slice(0, 10))}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(u.path, origin))}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Writes `sitemap-<name>.xml`; the build's sitemap index lists it. */
export async function publishSitemap(name: string, urls: readonly SitemapUrl[]): Promise<void> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Bad sitemap name ${name}`);
  await put(
    `sitemap-${name}.xml`,
    sitemapUrlsetXml(urls, await siteUrl()),
    'application/xml; charset=utf-8',
    'public, max-age=300',
  );
}

/** Writes any other generated file (an RSS feed, for example) to the site bucket. */
export function publishFile(key: string, body: string, contentType: string): Promise<void> {
  return put(key, body, contentType, 'public, max-age=300');
}
