import type { LocalStack } from '@app/services/local/stack';
import type { Page } from 'playwright-core';
import { codeFromMail } from './auth-users';

/** Fills the /login form and submits it (does not wait for the outcome). */
export async function submitSignIn(
  page: Page,
  stack: LocalStack,
  email: string,
  password: string,
  next?: string,
) {
  await page.goto(`${stack.url}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The newest mail to `email` whose subject matches, polled briefly (Cognito writes it during the call). */
export async function latestCode(stack: LocalStack, email: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = stack.outbox.list().find((m) => m.to.includes(email) && subject.test(m.subject));
    if (mail?.html) return codeFromMail(mail.html);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail "${subject}" to ${email}`);
}

/** Cookie `token` and localStorage `user` as the page sees them. */
export async function sessionState(page: Page) {
  const cookies = await page.context().cookies();
  const user = await page.evaluate(() => localStorage.getItem('user'));
  const amplifyKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
  );
  return { token: cookies.find((c) => c.name === 'token')?.value ?? '', user, amplifyKeys };
}
