import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBody, createJob, pdfBytes, uploadResume } from '../api/careers-helpers';
import { createMember } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 28, the talent-pool link as an applicant opens it from the mail, at
 * 1366 and 390 px: the site's nav and footer, noindex, the job title from
 * the link; opening changes nothing; the button keeps the application, and
 * a changed link says it does not work. Screenshots in test-results.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let hr: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  hr = await createMember(stack, 'hr.keep@example.com', ['HR']);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

async function retainFrom(id: string): Promise<string> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
  const key = { pk: `APPLICATION#${id}`, sk: 'APPLICATION' };
  return String(
    (await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item
      ?.retainFrom,
  );
}

describe('/careers/keep-my-application', () => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`keeps the application with one click at ${width} px`, async () => {
      const job = await createJob(stack, hr);
      const ticket = await uploadResume(stack, pdfBytes('Keep resume'));
      const applied = await api(stack, 'POST', '/careers/apply', {
        body: applicationBody(job._id, ticket.key),
      });
      expect(applied.status).toBe(201);
      const id = applied.json.data.id as string;
      const before = await retainFrom(id);
      const { signKeepToken, keepApplicationUrl } = await import('@app/services/lib/privacy/keep-link');
      const from = Math.floor(Date.parse(before) / 1000);
      const token = await signKeepToken({ id, from, expires: from + 365 * 86_400 }, job.jobTitle);

      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(keepApplicationUrl(stack.url, `${token.slice(0, -2)}xx`));
      await page.getByRole('button', { name: /^Keep my application/ }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('This link is not valid');

      await page.goto(keepApplicationUrl(stack.url, token));
      await page.reload(); // a fresh load with the good fragment
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      expect(await page.getByTestId('keep-title').textContent()).toBe(job.jobTitle);
      expect(await page.locator('footer').count()).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      // Opening the link kept nothing.
      expect(await retainFrom(id)).toBe(before);
      await page.screenshot({ path: `test-results/keep-application-${width}.png`, fullPage: false });

      await page.getByRole('button', { name: /^Keep my application/ }).click();
      await page.getByTestId('keep-done').waitFor();
      expect(await page.getByTestId('keep-done').textContent()).toContain(
        `We keep your application for ${job.jobTitle} until`,
      );
      expect(Date.parse(await retainFrom(id))).toBeGreaterThan(Date.parse(before));
      await page.screenshot({ path: `test-results/keep-application-done-${width}.png`, fullPage: false });
      await context.close();
    });
  }
});
