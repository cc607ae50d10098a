import { afterEach, describe, expect, it } from 'vitest';
import { env, parseEnv } from './env';
import { type ParameterReader, SITE_URL_MAX_AGE_SECONDS, setParameterReader, siteUrl } from './site-url';

const saved = { SITE_URL: env.SITE_URL, SITE_URL_PARAMETER: env.SITE_URL_PARAMETER };
afterEach(() => {
  Object.assign(env, saved);
  setParameterReader(undefined);
});

describe('site URL', () => {
  it('uses SITE_URL when the stack sets it (the local stack)', async () => {
    Object.assign(env, { SITE_URL: 'http://localhost:3400/', SITE_URL_PARAMETER: undefined });
    expect(await siteUrl()).toBe('http://localhost:3400');
  });

  it("reads a deployed stage's origin from SSM, cached, and fresh after a deploy", async () => {
    const calls: Array<[string, { maxAge: number; forceFetch: boolean }]> = [];
    const reader: ParameterReader = async (name, options) => {
      calls.push([name, options]);
      return 'https://d111111abcdef8.cloudfront.net';
    };
    setParameterReader(reader);
    Object.assign(env, { SITE_URL: undefined, SITE_URL_PARAMETER: '/site/dev/site-url' });
    expect(await siteUrl()).toBe('https://d111111abcdef8.cloudfront.net');
    expect(await siteUrl({ fresh: true })).toBe('https://d111111abcdef8.cloudfront.net');
    expect(calls).toEqual([
      ['/site/dev/site-url', { maxAge: SITE_URL_MAX_AGE_SECONDS, forceFetch: false }],
      ['/site/dev/site-url', { maxAge: SITE_URL_MAX_AGE_SECONDS, forceFetch: true }],
    ]);
  });

  it('fails instead of writing relative or hostile links', async () => {
    Object.assign(env, { SITE_URL: undefined, SITE_URL_PARAMETER: undefined });
    await expect(siteUrl()).rejects.toThrow('Neither SITE_URL nor SITE_URL_PARAMETER is set');
    Object.assign(env, { SITE_URL_PARAMETER: '/site/dev/site-url' });
    setParameterReader(async () => undefined);
    await expect(siteUrl()).rejects.toThrow('SSM parameter /site/dev/site-url holds no site URL');
    setParameterReader(async () => 'https://x.example/"><script>');
    await expect(siteUrl()).rejects.toThrow(/must be an origin/);
  });

  it('makes a deployed Lambda without a site URL fail at cold start; local and tests need none', () => {
    expect(() => parseEnv({ STAGE: 'prod' })).toThrow(
      'Stage prod: the Lambda environment lacks SITE_URL_PARAMETER (or SITE_URL)',
    );
    expect(parseEnv({ STAGE: 'prod', SITE_URL_PARAMETER: '/site/prod/site-url' }).SITE_URL).toBeUndefined();
    expect(parseEnv({ STAGE: 'local' }).SITE_URL).toBeUndefined();
  });
});
