import { describe, expect, it } from 'vitest';
import { isSiteOrigin, requireSiteOrigin, SITE_ORIGIN_PLACEHOLDER, stampSiteOrigin } from './site-origin';

describe('site origin', () => {
  it('accepts plain origins only', () => {
    for (const ok of [
      'https://www.example-agency.com',
      'https://d111111abcdef8.cloudfront.net',
      'http://localhost:3400',
      SITE_ORIGIN_PLACEHOLDER,
    ]) {
      expect(isSiteOrigin(ok)).toBe(true);
    }
    for (const bad of [
      '',
      'www.example.com',
      'https://www.example.com/path',
      'https://user@example.com',
      'https://Example.com',
      'https://example.com"><script>alert(1)</script>',
      'https://example.com?x=1',
      'javascript:alert(1)',
      'https://-bad.example.com',
      `https://${'a'.repeat(260)}.com`,
    ]) {
      expect(isSiteOrigin(bad)).toBe(false);
    }
  });

  it('drops a trailing slash and explains what it expects', () => {
    expect(requireSiteOrigin('https://www.example.com/')).toBe('https://www.example.com');
    expect(() => requireSiteOrigin('https://x.com/a', 'siteUrl')).toThrow(
      'The siteUrl must be an origin like https://www.example.com, got "https://x.com/a"',
    );
  });

  it('stamps every placeholder and nothing else', () => {
    const text = `<link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/about-us">\n<loc>${SITE_ORIGIN_PLACEHOLDER}/</loc> https://other.example/`;
    expect(stampSiteOrigin(text, 'http://localhost:3400')).toBe(
      '<link rel="canonical" href="http://localhost:3400/about-us">\n<loc>http://localhost:3400/</loc> https://other.example/',
    );
    expect(() => stampSiteOrigin(text, 'https://x.com"><b>')).toThrow(/must be an origin/);
  });
});
