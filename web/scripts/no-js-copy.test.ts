import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noJsCopy, startNoJsCopy } from './no-js-copy';

const PAGE = [
  '<html><head>',
  '<script>document.documentElement.dataset.js = "1"</script>',
  '<script type="speculationrules">{"prefetch":[]}</script>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '<link rel="stylesheet" href="/assets/site.css">',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/chrome.js">',
  '<noscript><style>[data-needs-js]{display:none}</style></noscript>',
  '</head><body><main><h1>Hi</h1><noscript><p class="needs-js">This form needs JavaScript.</p></noscript></main>',
  '<script defer src="/assets/insights.js"></script></body></html>',
].join('');

describe('the no-JS copy of a page', () => {
  it('drops every script that would run and the module preloads, keeps JSON-LD and styles, unwraps noscript', () => {
    const copy = noJsCopy(PAGE);
    expect(copy).not.toMatch(/dataset\.js|speculationrules|index\.js|chrome\.js|insights\.js/);
    expect(copy).toContain('<script type="application/ld+json">{"@type":"Article"}</script>');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(copy).toContain('<style>[data-needs-js]{display:none}</style>');
    expect(copy).toContain('<p class="needs-js">This form needs JavaScript.</p></main>');
    expect(copy).not.toContain('noscript');
  });
});

describe('the no-JS proxy', () => {
  let origin: ReturnType<typeof createServer>;
  let proxy: Awaited<ReturnType<typeof startNoJsCopy>>;
  beforeAll(async () => {
    // Compresses as the stack does, so the copy's bytes compare with the page's.
    origin = createServer((req, res) => {
      const gzip = String(req.headers['accept-encoding']).includes('gzip');
      const [type, body] =
        req.url === '/' ? ['text/html; charset=utf-8', PAGE] : ['text/css', 'main{color:red}'];
      res.writeHead(200, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(body) : body);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    proxy = await startNoJsCopy(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy?.close();
    origin?.close();
  });

  it('serves pages as their no-JS copy and other files unchanged, both compressed as the origin does', async () => {
    const page = await fetch(`${proxy.url}/`);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toBe(noJsCopy(PAGE));
    const css = await fetch(`${proxy.url}/assets/site.css`);
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(await css.text()).toBe('main{color:red}');
  });
});
