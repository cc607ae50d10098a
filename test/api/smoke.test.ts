import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke } from '../../infra/scripts/smoke-checks';
import { startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * `npm run smoke -- --url <site>` against the local stack, as it runs against
 * a deployed stage: every check passes for the stack's own URL with a staff
 * sign-in, and the checks fail where a deploy would be broken.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.dispose();
});

describe('smoke test', () => {
  it('passes every check on the local stack: health, config.json, a prerendered page, a runtime sitemap, sign-in', async () => {
    const results = await runSmoke({
      url: stack.url,
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(results.map((r) => r.check)).toEqual([
      'API health',
      'config.json',
      'prerendered page',
      'runtime sitemap',
      'staff sign-in',
    ]);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const detail = Object.fromEntries(results.map((r) => [r.check, r.detail]));
    expect(detail['prerendered page']).toBe(`canonical ${stack.url}/about-us`);
    expect(detail['runtime sitemap']).toMatch(
      new RegExp(`^/sitemap-[a-z-]+\\.xml: \\d+ URLs on ${stack.url}$`),
    );
    expect(detail['staff sign-in']).toBe(`signed in as ${TEST_ADMIN.email}`);
  });

  it('fails where the site is reached under a host its pages and config do not name', async () => {
    const other = stack.url.replace('localhost', '127.0.0.1');
    const results = await runSmoke({ url: other });
    const failed = results.filter((r) => !r.ok).map((r) => r.check);
    expect(failed).toEqual(['config.json', 'prerendered page', 'runtime sitemap']);
    expect(results.find((r) => r.check === 'prerendered page')?.detail).toContain('is not on 127.0.0.1');
  });

  it('fails the sign-in with a wrong password and skips it without credentials', async () => {
    const wrong = await runSmoke({ url: stack.url, email: TEST_ADMIN.email, password: 'not-the-password-1' });
    expect(wrong.find((r) => r.check === 'staff sign-in')).toMatchObject({ ok: false });
    const none = await runSmoke({ url: stack.url });
    expect(none.find((r) => r.check === 'staff sign-in')).toEqual({
      check: 'staff sign-in',
      ok: true,
      detail: 'skipped (pass --email and --password)',
    });
  });
});
