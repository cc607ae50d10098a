import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { SPA_PREFIXES, SPA_SHELL } from '@app/services/local/static-site';
import { describe, expect, it } from 'vitest';

// Runs the CloudFront Function source as CloudFront would (a plain script defining `handler`).
const source = readFileSync(join(import.meta.dirname, 'index-rewrite.js'), 'utf8');
const sandbox: { handler?: (e: unknown) => { uri: string } } = {};
runInNewContext(`${source}\nthis.handler = handler;`, sandbox);
const rewrite = (uri: string) => sandbox.handler?.({ request: { uri } }).uri;

describe('viewer-request rewrite (same mapping as the local gateway)', () => {
  it.each([
    ['/', '/index.html'],
    ['/about-us', '/about-us/index.html'],
    ['/service/mvp-development', '/service/mvp-development/index.html'],
    ['/blogs/', '/blogs/index.html'],
    ['/assets/app-1234.js', '/assets/app-1234.js'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/admin', '/spa.html'],
    ['/admin/contact-leads', '/spa.html'],
    ['/login', '/spa.html'],
    ['/dashboard', '/spa.html'],
    ['/administrator', '/administrator/index.html'],
  ])('%s -> %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it('knows the same SPA prefixes and shell as the local gateway', () => {
    for (const prefix of SPA_PREFIXES) expect(source).toContain(`'${prefix}'`);
    expect(source).toContain(`'/${SPA_SHELL}'`);
  });
});
