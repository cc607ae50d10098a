import { trimChar } from '@app/shared/strings';
import { env } from './env';
import { s3 } from './s3';
import { SHELL_KEY } from './site-shell';
import { siteUrl } from './site-url';

/**
 * Share-ready pages for content that changes without a deploy (blog posts,
 * job openings, case studies). On publish a Lambda renders the page's HTML
 * from the deployed SPA shell (`index.html` in the site bucket) with its own
 * title, description, canonical, Open Graph/Twitter tags, JSON-LD and a
 * readable body, and writes it to `<path>/index.html` in the site bucket.
 * CloudFront serves it like any prerendered page; the local gateway falls
 * back to the same bucket. `data-rendered="server-static"` tells the SPA to
 * render over it rather than hydrate it.
 */
export interface PageMeta {
  /** URL path, e.g. `/blogs/my-post`. */
  path: string;
  title: string;
  description: string;
  ogTitle?: string;
  ogImage?: string;
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  /** Safe HTML for crawlers that run no JavaScript (already sanitised). */
  bodyHtml: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** JSON-LD inside <script>: `<` is escaped so no string can close the tag. */
const jsonLdScript = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * Head tags that a page owns; stripped from the shell before the page's own
 * are added. The shell (spa.html) is `noindex` for the staff area, so robots
 * must go too, or every published page would hide from search.
 */
const OWNED_HEAD_TAGS = [
  /<title>[\s\S]*?<\/title>/gi,
  /<meta\s+[^>]*(name|property)="(description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>/gi,
  /<link\s+[^>]*rel="canonical"[^>]*>/gi,
  /<script type="application\/ld\+json">[\s\S]*?<\/script>/gi,
];

export function renderPageHtml(shell: string, page: PageMeta, siteUrl: string): string {
  const canonical = absoluteUrl(page.path, siteUrl);
  const ogTitle = page.ogTitle ?? page.title;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${page.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(ogTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    ...(page.ogImage
      ? [`<meta property="og:image" content="${escapeHtml(absoluteUrl(page.ogImage, siteUrl))}">`]
      : []),
    `<meta name="twitter:card" content="${page.ogImage ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(ogTitle)}">`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}">`,
    ...(page.ogImage
      ? [`<meta name="twitter:image" content="${escapeHtml(absoluteUrl(page.ogImage, siteUrl))}">`]
      : []),
    ...(page.jsonLd ?? []).map(jsonLdScript),
  ].join('\n    ');
  let html = shell;
  for (const pattern of OWNED_HEAD_TAGS) html = html.replace(pattern, '');
  html = html.replace(/<\/head>/i, `    ${tags}\n  </head>`);
  const rootStart = html.search(/<div id="root"[^>]*>/i);
  if (rootStart < 0) throw new Error('The SPA shell has no <div id="root">');
  const afterRoot = html.slice(rootStart);
  const rootEnd = rootStart + afterRoot.search(/<script\b|<\/body>/i);
  return `${html.slice(0, rootStart)}<div id="root" data-rendered="server-static">${page.bodyHtml}</div>\n    ${html.slice(rootEnd)}`;
}

export function pageKey(path: string): string {
  const clean = trimChar(path, '/');
  if (!clean || clean.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Bad page path ${path}`);
  return `${clean}/index.html`;
}

async function readShell(): Promise<string> {
  const { sdk, client } = await s3();
  const res = await client.send(new sdk.GetObjectCommand({ Bucket: env.SITE_BUCKET, Key: SHELL_KEY }));
  return (await res.Body?.transformToString('utf8')) ?? '';
}

export async function publishPage(page: PageMeta): Promise<void> {
  const html = renderPageHtml(await readShell(), page, await siteUrl());
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.SITE_BUCKET,
      Key: pageKey(page.path),
      Body: html,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'public, max-age=0, must-revalidate',
    }),
  );
}

export async function unpublishPage(path: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: env.SITE_BUCKET, Key: pageKey(path) }));
}

/** Writes `sitemap-<name>.xml`; the build's sitemap index lists it. */
export async function publishSitemap(
  name: string,
  urls: Array<{ path: string; lastModified?: string }>,
): Promise<void> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Bad sitemap name ${name}`);
  const origin = await siteUrl();
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeHtml(absoluteUrl(u.path, origin))}</loc>${u.lastModified ? `<lastmod>${u.lastModified.slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.SITE_BUCKET,
      Key: `sitemap-${name}.xml`,
      Body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      ContentType: 'application/xml; charset=utf-8',
      CacheControl: 'public, max-age=300',
    }),
  );
}

/** Writes any other generated file (an RSS feed, for example) to the site bucket. */
export async function publishFile(key: string, body: string, contentType: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.SITE_BUCKET,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: 'public, max-age=300',
    }),
  );
}
