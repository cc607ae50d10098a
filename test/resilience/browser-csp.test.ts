import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_ROOT } from '@app/services/local/paths';
import { type LocalStack, startLocalStack } from '@app/services/local/stack';
import { AUTH_TEXTS } from '@app/shared/auth-errors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitSignIn } from '../support/auth-ui';
import { launchBrowser } from '../support/browser';
import { api, TEST_ADMIN } from '../support/local-stack';

/**
 * The built site under the production Content-Security-Policy: the policy
 * comes from infra/lib/csp.ts (the one CloudFront sends), with the local
 * Cognito and S3 origins in place of AWS's. Every public route, /login and an
 * admin screen are visited; any `securitypolicyviolation` event or CSP console
 * error fails. The sign-in screen's outage message (Cognito stopped) and the
 * token cookie's flags are checked in the same browser.
 */
interface CspModule {
  buildCsp(inputs: { scriptHashes: string[]; cognitoOrigin: string; uploadOrigins: string[] }): string;
  siteScriptHashes(distDir: string): string[];
}
/** Loaded by path at run time: infra and web are not in the test project's type graph. */
const load = (...parts: string[]) =>
  import(pathToFileURL(join(import.meta.dirname, '..', '..', ...parts)).href);
const cspModule = (await load('infra', 'lib', 'csp.ts')) as CspModule;
const { PUBLIC_SCREENS } = (await load('web', 'src', 'config', 'screens.ts')) as {
  PUBLIC_SCREENS: readonly { path: string }[];
};
const { tokenCookieAttributes } = (await load('web', 'src', 'lib', 'auth-session.ts')) as {
  tokenCookieAttributes(host: string): string;
};

/** Locally the site is plain http, so upgrade-insecure-requests (right behind CloudFront's https) is left out. */
function localPolicy(origins: { cognito: string; s3: string }): string {
  return cspModule
    .buildCsp({
      scriptHashes: cspModule.siteScriptHashes(WEB_ROOT),
      cognitoOrigin: origins.cognito,
      uploadOrigins: [origins.s3],
    })
    .split('; ')
    .filter((d) => d !== 'upgrade-insecure-requests')
    .join('; ');
}

let stack: LocalStack;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-csp-'));
  [stack, browser] = await Promise.all([
    startLocalStack({
      dataDir,
      webRoot: WEB_ROOT,
      port: 0,
      admin: TEST_ADMIN,
      quiet: true,
      rateLimit: 'off',
      csp: localPolicy,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext();
  const violations: string[] = [];
  const page = await context.newPage();
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp(t: string): void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return { page, violations };
}

async function concretePaths(): Promise<string[]> {
  const blogs = await api(stack, 'GET', '/blogs/get-all-blogs?limit=1');
  const studies = await api(stack, 'GET', '/case-studies');
  const jobs = await api(stack, 'GET', '/careers/openings');
  const fill: Record<string, string> = {
    '/blogs/:slug': `/blogs/${blogs.json.data.items[0].slug}`,
    '/case-study/:slug': `/case-study/${studies.json.data.items[0].slug}`,
    '/careers/:jobId': `/careers/${jobs.json.data.items[0]._id}`,
  };
  // A missing field would visit /careers/undefined, the 404 page, and check nothing.
  for (const path of Object.values(fill)) expect((await fetch(`${stack.url}${path}`)).status, path).toBe(200);
  return PUBLIC_SCREENS.map((r) => fill[r.path] ?? r.path);
}

describe('browser security', () => {
  it('the gateway sends the production policy with the site', async () => {
    const res = await fetch(`${stack.url}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('every public route renders under the CSP without a violation', async () => {
    const { page, violations } = await watchedPage();
    for (const path of await concretePaths()) {
      await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator('header').first().waitFor();
      // A form's code (React, Mantine) loads when a visitor touches it: it runs under the CSP too.
      const form = page.locator('[data-island="static"] form');
      if (await form.count()) {
        await form.first().hover();
        await page.locator('[data-island="live"] form').waitFor();
        // (The meeting form then loads its times: wait until nothing in it is loading.)
        await page.locator('[data-island="live"] .mantine-Loader-root').waitFor({ state: 'detached' });
      }
      expect(violations, path).toEqual([]);
    }
    await page.context().close();
  }, 240_000); // ~25 pages, each until the network is idle, on a loaded 2-core machine

  it('sign-in and an admin screen run under the CSP; the token cookie has the promised flags', async () => {
    const { page, violations } = await watchedPage();
    await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(/\/dashboard|\/admin/);
    await page.goto(`${stack.url}/admin/contact-leads`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Contact Leads' }).first().waitFor();
    // The analytics screen: Recharts (lazy chunk) over the seeded demo traffic.
    await page.goto(`${stack.url}/admin/analytics`, { waitUntil: 'networkidle' });
    await page.locator('.recharts-surface').first().waitFor();
    expect(violations).toEqual([]);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.path).toBe('/');
    // Plain-http localhost cannot hold a Secure cookie; the attributes there are Lax (auth-session.ts).
    expect(cookie?.sameSite).toBe('Lax');
    await page.context().close();
  });

  it('outside localhost the token cookie is Secure and SameSite=Strict', () => {
    expect(tokenCookieAttributes('www.example.com')).toBe('Path=/; Secure; SameSite=Strict');
    expect(tokenCookieAttributes('staging.example.co.uk')).toContain('Secure');
  });

  it('with Cognito down the sign-in screen says the service is unavailable, then recovers', async () => {
    const { page, violations } = await watchedPage();
    await stack.parts.cognito.stop();
    try {
      await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password);
      await expect
        .poll(() => page.getByText(AUTH_TEXTS.serviceUnavailable).count(), { timeout: 45_000 })
        .toBeGreaterThan(0);
      expect(await page.getByText('Invalid credentials').count()).toBe(0);
    } finally {
      await stack.parts.cognito.start();
    }
    await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(/\/dashboard|\/admin/);
    // The outage was reported as a failed fetch, not as a CSP block.
    expect(violations).toEqual([]);
    await page.context().close();
  }, 150_000); // Amplify retries a failed fetch with back-off before it gives up
});
