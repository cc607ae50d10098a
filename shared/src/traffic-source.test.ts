import { describe, expect, it } from 'vitest';
import {
  attributionOf,
  classifySource,
  cleanValue,
  pagePath,
  parsePageUrl,
  referrerHostOf,
} from './traffic-source';

describe('traffic source', () => {
  it.each([
    [{ referrerHost: 'google.co.in' }, 'search'],
    [{ referrerHost: 'duckduckgo.com' }, 'search'],
    [{ referrerHost: 'search.brave.com' }, 'search'],
    [{ referrerHost: 't.co' }, 'social'],
    [{ referrerHost: 'linkedin.com' }, 'social'],
    [{ referrerHost: 'lnkd.in' }, 'social'],
    [{ referrerHost: 'mail.google.com' }, 'email'],
    [{ referrerHost: 'outlook.live.com' }, 'email'],
    [{ referrerHost: 'blog.example.org' }, 'referral'],
    [{}, 'direct'],
    [{ utmMedium: 'email', referrerHost: 'google.com' }, 'email'],
    [{ utmMedium: 'cpc' }, 'search'],
    [{ utmMedium: 'social' }, 'social'],
    [{ utmSource: 'linkedin' }, 'social'],
    [{ utmSource: 'newsletter' }, 'email'],
    [{ utmSource: 'partner-site' }, 'referral'],
    [{ utmMedium: 'banner' }, 'referral'],
  ] as const)('%j is %s', (input, expected) => {
    expect(classifySource(input)).toBe(expected);
  });

  it('reads the referrer host without www, and drops the site itself and non-web schemes', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=1')).toBe('google.com');
    expect(referrerHostOf('https://www.example.com/x', 'example.com')).toBeUndefined();
    expect(referrerHostOf('javascript:alert(1)')).toBeUndefined();
    expect(referrerHostOf('not a url')).toBeUndefined();
    expect(referrerHostOf(undefined)).toBeUndefined();
  });

  it('builds the first touch from the landing URL', () => {
    expect(
      attributionOf(
        '/pricing/?utm_source=Probe&utm_medium=email&utm_campaign=Spring-Test&utm_term=T&utm_content=C',
        undefined,
      ),
    ).toEqual({
      source: 'email',
      utmSource: 'probe',
      utmMedium: 'email',
      utmCampaign: 'spring-test',
      utmTerm: 'T',
      utmContent: 'C',
      landingPage: '/pricing',
    });
    expect(attributionOf('/', 'https://news.ycombinator.com/item')).toEqual({
      source: 'social',
      referrer: 'news.ycombinator.com',
      landingPage: '/',
    });
  });

  it('cuts values, drops control characters and treats blanks as absent', () => {
    expect(cleanValue(`  a\u0000b\u007fc  `)).toBe('abc');
    expect(cleanValue('x'.repeat(500))?.length).toBe(200);
    expect(cleanValue('   ')).toBeUndefined();
    expect(pagePath(parsePageUrl('/a/b///?q=1#h') as URL)).toBe('/a/b');
    expect(pagePath(parsePageUrl('/') as URL)).toBe('/');
  });

  it('takes linear time on hostile input', () => {
    const hostile = `https://${'a.'.repeat(5000)}com/${'%'.repeat(10000)}`;
    const t0 = performance.now();
    referrerHostOf(hostile);
    attributionOf(`/?utm_campaign=${'x'.repeat(100_000)}`, hostile);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
