import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteFile, serveSite } from './static-site';

let root: string;
let server: Server;
let base: string;
let stamped: Server;
let stampedBase: string;

async function listen(s: Server): Promise<string> {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const address = s.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'spa.html': '<div id="root"></div>',
    '404.html': '<h1>Something went wrong.</h1>',
    'careers/index.html': '<h1>Careers</h1>',
    'assets/app.js': 'console.log(1)'.repeat(50),
    'robots.txt': 'User-agent: *',
    'about/index.html': `<link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/about">`,
    'sitemap.xml': `<loc>${SITE_ORIGIN_PLACEHOLDER}/</loc>`,
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  server = createServer((req, res) => serveSite(root, req, res, new URL(req.url ?? '/', 'http://x')));
  base = await listen(server);
  stamped = createServer((req, res) =>
    serveSite(root, req, res, new URL(req.url ?? '/', 'http://x'), 'http://localhost:3400'),
  );
  stampedBase = await listen(stamped);
});

afterAll(() => {
  server?.close();
  stamped?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static site (as CloudFront serves it)', () => {
  it('maps /path to /path/index.html and / to the prerendered home page', () => {
    expect(resolveSiteFile(root, '/careers')).toEqual({
      file: join(root, 'careers/index.html'),
      status: 200,
    });
    expect(resolveSiteFile(root, '/careers/')).toEqual({
      file: join(root, 'careers/index.html'),
      status: 200,
    });
    expect(resolveSiteFile(root, '/')).toEqual({ file: join(root, 'index.html'), status: 200 });
  });

  it('serves the SPA shell (not the home page) for admin routes', () => {
    for (const path of ['/admin', '/admin/contact-leads', '/login', '/dashboard']) {
      expect(resolveSiteFile(root, path)).toEqual({ file: join(root, 'spa.html'), status: 200 });
    }
  });

  it('answers unknown public paths with 404.html and status 404', () => {
    expect(resolveSiteFile(root, '/no-such-page')).toEqual({ file: join(root, '404.html'), status: 404 });
    expect(resolveSiteFile(root, '/administrator')).toEqual({ file: join(root, '404.html'), status: 404 });
    expect(resolveSiteFile(root, '/../etc/passwd').status).toBe(404);
    expect(resolveSiteFile(root, '/%E0%A4%A').status).toBe(404);
  });

  it('gzips text when the client accepts it and caches hashed assets for a year', async () => {
    const res = await fetch(`${base}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('console.log(1)');
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      import('node:http').then(({ get }) =>
        get(`${base}/robots.txt`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }),
      );
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe('User-agent: *');
    const page = await fetch(`${base}/nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Something went wrong.');
    expect((await fetch(`${base}/careers`, { method: 'POST' })).status).toBe(405);
  });

  it("puts the stack's own origin where the build wrote the placeholder, as a deploy does", async () => {
    const page = await (await fetch(`${stampedBase}/about`)).text();
    expect(page).toBe('<link rel="canonical" href="http://localhost:3400/about">');
    const gz = await fetch(`${stampedBase}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await gz.text()).toBe('<loc>http://localhost:3400/</loc>');
    // Without an origin the file is served as built.
    expect(await (await fetch(`${base}/about`)).text()).toContain(SITE_ORIGIN_PLACEHOLDER);
  });
});
