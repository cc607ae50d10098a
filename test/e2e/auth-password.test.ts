import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { MESSAGES } from '@app/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, sessionState, submitSignIn } from '../support/auth-ui';
import { createMember } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  await createMember(stack, 'forgetful@example.com', ['Sales'], 'Original-Passw0rd!');
  await createMember(stack, 'pw.changer@example.com', ['Employee'], 'Original-Passw0rd!');
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});
const pageErrors: string[] = [];
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  pageErrors.length = 0;
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
  page.on('requestfailed', (r) => pageErrors.push(`failed ${r.url()}`));
  page.on('response', (r) => r.status() >= 400 && pageErrors.push(`${r.status()} ${r.url()}`));
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    console.log(
      'FAILED AT',
      page.url(),
      pageErrors,
      ((await page.locator('body').textContent()) ?? '').slice(0, 800),
    );
  }
  await context?.close();
});

describe('sign-in refusals', () => {
  it("shows 'Enter valid email' for a malformed e-mail without calling Cognito", async () => {
    await submitSignIn(page, stack, 'not-an-email', 'whatever');
    await page.getByText(MESSAGES.enterValidEmail).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it("shows 'Invalid credentials' for a wrong password and for an unknown member", async () => {
    await submitSignIn(page, stack, 'forgetful@example.com', 'Wrong-Passw0rd!');
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).first().waitFor();
    // Said once, above the form (issue 27, item 9): no toast repeating it.
    expect(await page.getByText(MESSAGES.invalidCredentials).count()).toBe(1);
    await submitSignIn(page, stack, 'nobody@example.com', 'Wrong-Passw0rd!');
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).first().waitFor();
    expect((await sessionState(page)).token).toBe('');
  });
});

describe("Cognito's lockout", () => {
  it('shows the lockout answer clearly instead of "Invalid credentials"', async () => {
    // cognito-local has no lockout; this answers InitiateAuth the way AWS Cognito does after
    // repeated wrong passwords, so Amplify's error parsing and our text are both exercised.
    await page.route(`${stack.runtimeConfig.cognitoEndpoint}/**`, async (route) => {
      if (route.request().headers()['x-amz-target']?.endsWith('.InitiateAuth')) {
        await route.fulfill({
          status: 400,
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amzn-errortype': 'NotAuthorizedException',
          },
          body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' }),
        });
      } else await route.continue();
    });
    await submitSignIn(page, stack, 'forgetful@example.com', 'Wrong-Passw0rd!');
    await page.getByRole('alert').filter({ hasText: AUTH_TEXTS.lockedOut }).first().waitFor();
    expect(await page.getByText(MESSAGES.invalidCredentials).count()).toBe(0);
  });
});

describe('forgot password with the e-mailed OTP', () => {
  it('sends the OTP, rejects mismatched passwords, resets, and the new password signs in', async () => {
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill('forgetful@example.com');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('forgetful@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(MESSAGES.otpSent).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();

    const otp = await latestCode(stack, 'forgetful@example.com', /reset code/i);
    expect(otp).toMatch(/^\d{6}$/);
    await page.locator('input[inputmode="numeric"]').first().click();
    await page.keyboard.type(otp);
    await page.getByLabel('New password', { exact: true }).fill('Reset-Passw0rd!');
    await page.getByLabel('Confirm new password').fill('Reset-Passw0rd?');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(MESSAGES.passwordsMismatch).waitFor();

    await page.getByLabel('Confirm new password').fill('Reset-Passw0rd!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(MESSAGES.passwordResetSuccessful).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill('Reset-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(MESSAGES.loginSuccessful).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it("shows 'Reset failed' for a wrong OTP", async () => {
    await page.goto(`${stack.url}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('forgetful@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(MESSAGES.otpSent).waitFor();
    const otp = await latestCode(stack, 'forgetful@example.com', /reset code/i);
    const wrong = otp === '000000' ? '111111' : '000000';
    await page.locator('input[inputmode="numeric"]').first().click();
    await page.keyboard.type(wrong);
    await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd!');
    await page.getByLabel('Confirm new password').fill('Another-Passw0rd!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(`${MESSAGES.resetFailed}: ${AUTH_TEXTS.codeMismatch}`).waitFor();
  });

  it('answers an unknown e-mail exactly like a real one, through the reset step (no enumeration)', async () => {
    // AWS's pool has preventUserExistenceErrors; the local pool answers the same way.
    let wrong = '000000';
    const outcome = async (email: string) => {
      await page.goto(`${stack.url}/login`);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText(MESSAGES.otpSent).first().waitFor();
      await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
      const sent = true;
      const intro = await page.getByText(/6-digit code/).textContent();
      if (email === 'forgetful@example.com') {
        const otp = await latestCode(stack, email, /reset code/i);
        if (otp === wrong) wrong = '111111';
      }
      await page.locator('input[inputmode="numeric"]').first().click();
      await page.keyboard.type(wrong);
      await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd!');
      await page.getByLabel('Confirm new password').fill('Another-Passw0rd!');
      await page.getByRole('button', { name: 'Reset password' }).click();
      const failure = page.getByText(new RegExp(`^${MESSAGES.resetFailed}`));
      await failure.first().waitFor();
      return { sent, intro: intro?.replace(email, '<email>'), failure: await failure.first().textContent() };
    };
    const real = await outcome('forgetful@example.com');
    const unknown = await outcome('nobody-here@example.com');
    expect(unknown).toEqual(real);
    expect(unknown.failure).toBe(`${MESSAGES.resetFailed}: ${AUTH_TEXTS.codeMismatch}`);
    expect(stack.outbox.list().some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });
  it('answers as sent even if the pool reported the unknown user (defence in depth in the SPA)', async () => {
    await page.route(`${stack.runtimeConfig.cognitoEndpoint}/**`, async (route) => {
      if (route.request().headers()['x-amz-target']?.endsWith('.ForgotPassword')) {
        await route.fulfill({
          status: 400,
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amzn-errortype': 'UserNotFoundException',
          },
          body: JSON.stringify({
            __type: 'UserNotFoundException',
            message: 'Username/client id combination not found.',
          }),
        });
      } else await route.continue();
    });
    await page.goto(`${stack.url}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(MESSAGES.otpSent).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    expect(await page.getByText(MESSAGES.errorSendingOtp).count()).toBe(0);
  });
});

describe('settings: change password', () => {
  it('checks the current password, then changes it', async () => {
    await submitSignIn(page, stack, 'pw.changer@example.com', 'Original-Passw0rd!', '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Not-My-Passw0rd!');
    await form.getByLabel('New password', { exact: true }).fill('Changed-Passw0rd!');
    await form.getByLabel('Confirm new password').fill('Changed-Passw0rd!');
    await form.getByRole('button', { name: 'Change password' }).click();
    // The server's refusal under its field and in the form's error summary, with focus on it; no toast besides.
    const summary = form.getByTestId('error-summary');
    await summary.getByText(AUTH_TEXTS.currentPasswordWrong).waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText(AUTH_TEXTS.currentPasswordWrong).count()).toBe(2);

    await form.getByLabel('Current password').fill('Original-Passw0rd!');
    const oldToken = (await sessionState(page)).token;
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(AUTH_TEXTS.passwordChanged).waitFor();

    // Issue 25: the change ended every session, this tab's too; it signs in again with the new
    // password by itself, and the new session works after a reload.
    await expect.poll(async () => (await sessionState(page)).token, { timeout: 10_000 }).not.toBe(oldToken);
    expect((await api(stack, 'GET', '/user/get-profile', { token: oldToken })).status).toBe(401);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');

    await page.goto(`${stack.url}/admin/logout`);
    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    await submitSignIn(page, stack, 'pw.changer@example.com', 'Changed-Passw0rd!');
    await page.getByText(MESSAGES.loginSuccessful).waitFor();
  });
});

describe('settings: sign out everywhere (issue 25)', () => {
  it("ends this tab's session and every other one", async () => {
    await createMember(stack, 'pw.everywhere@example.com', ['Employee'], 'Original-Passw0rd!');
    const other = await signIn(stack, 'pw.everywhere@example.com', 'Original-Passw0rd!');
    await submitSignIn(page, stack, 'pw.everywhere@example.com', 'Original-Passw0rd!', '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const mine = (await sessionState(page)).token;
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText(AUTH_TEXTS.signedOutEverywhere).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    expect((await sessionState(page)).token).toBe('');
    for (const token of [mine, other])
      expect((await api(stack, 'GET', '/user/get-profile', { token })).status).toBe(401);
  });
});

describe('settings: display name', () => {
  it('refuses an empty name under the field, then saves a new one and shows it in the profile', async () => {
    await createMember(stack, 'pw.named@example.com', ['Employee'], 'Original-Passw0rd!');
    await submitSignIn(page, stack, 'pw.named@example.com', 'Original-Passw0rd!', '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const form = page.getByRole('form', { name: 'Display name' });
    await form.getByLabel('Display name').fill('  ');
    await form.getByRole('button', { name: 'Save name' }).click();
    await form.getByTestId('error-summary').getByText('Display name is required.').waitFor();
    expect(await form.getByText('Display name is required.').count()).toBe(2);
    await form.getByLabel('Display name').fill('Nila Das');
    await form.getByRole('button', { name: 'Save name' }).click();
    await page.getByText(MEMBER_TEXTS.displayNameSaved).waitFor();
    await form.getByText('Display name is required.').first().waitFor({ state: 'detached' });
    // The profile is refreshed after the save: the card above shows the new name.
    await page.locator('[aria-label="Profile"]').getByText('Nila Das').waitFor();
  });
});

describe('public pages stay Amplify-free', () => {
  it('the home page downloads no admin or Amplify code', async () => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.url());
    });
    await page.goto(`${stack.url}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(url).not.toMatch(/admin-root|login-page/);
      const body = await (await fetch(url)).text();
      expect(body, url).not.toContain('userPoolEndpoint');
    }
  });
});
