import { readFileSync } from 'node:fs';
import { CAREERS_MESSAGES } from '@app/shared/careers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationBody,
  jsonLdOf,
  pdfBytes,
  type Row,
  uniqueTitle,
  uploadResume,
} from '../api/careers-helpers';
import { createMember, MEMBER_PASSWORD } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let hrToken: string;
const HR_EMAIL = 'hr.screens@example.com';
const title = uniqueTitle('Platform Engineer');
let job: Row;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  hrToken = await createMember(stack, HR_EMAIL, ['HR']);
  context = await browser.newContext({ acceptDownloads: true });
  page = await context.newPage();
  await page.goto(`${stack.url}/login?next=/admin/post-job`);
  await page.getByLabel(/^Email/).fill(HR_EMAIL);
  await page.getByLabel(/^Password/).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();
});
afterAll(async () => {
  await context?.close();
  await closeContexts(browser);
  await stack?.dispose();
});

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks the day `days` from now in the open date picker (moving a month on when needed). */
async function pickDay(days: number) {
  const target = new Date(Date.now() + days * 86_400_000);
  const label = `${target.getDate()} ${target.toLocaleString('en-GB', { month: 'long' })} ${target.getFullYear()}`;
  const day = page.getByRole('button', { name: label, exact: true });
  if ((await day.count()) === 0) await page.locator('[data-direction="next"]').first().click();
  await day.first().click();
}

const row = (text: string) => page.locator('tr', { hasText: text });

describe('HR screens', () => {
  it('posts a job with the defaults, the option lists, the date picker and the rich-text editor', async () => {
    const form = page.getByRole('form', { name: 'Post a job' });
    await expect(form.getByLabel('Number of openings').inputValue()).resolves.toBe('1');
    await expect(form.getByLabel('Minimum experience (years)').inputValue()).resolves.toBe('0');
    await expect(form.getByLabel('Maximum experience (years)').inputValue()).resolves.toBe('1');
    await form.getByRole('button', { name: 'Post job' }).click();
    await form.locator('.mantine-InputWrapper-error', { hasText: 'Select at least one location.' }).waitFor();
    await form
      .getByTestId('error-summary')
      .getByRole('link', { name: 'Select at least one location.' })
      .waitFor();

    await form.getByLabel('Job title').fill(title);
    await choose('Category', 'IT');
    await form.getByRole('button', { name: 'Deadline' }).click();
    await pickDay(25);
    // The pills wrapper sits over MultiSelect's input and opens the dropdown on click too.
    await page.getByRole('combobox', { name: 'Location', exact: true }).click({ force: true });
    await page.getByRole('option', { name: 'Remote', exact: true }).click();
    await page.keyboard.press('Escape');
    await choose('Job type', 'Full-Time');
    await choose('Schedule', 'Day Shift');
    await choose('Education', 'Graduate');
    await choose('Job level', 'Mid');
    await form.getByLabel('Minimum salary (₹ per year)').fill('1500000');
    await form.getByLabel('Maximum salary (₹ per year)').fill('900000');
    await form.getByRole('button', { name: 'Post job' }).click();
    await form
      .locator('.mantine-InputWrapper-error', {
        hasText: 'Minimum salary cannot be greater than maximum salary.',
      })
      .waitFor();
    await form
      .getByTestId('error-summary')
      .getByRole('link', { name: 'Minimum salary cannot be greater than maximum salary.' })
      .waitFor();
    await form.getByLabel('Maximum salary (₹ per year)').fill('2500000');
    await form.getByText('Shown as ₹15.0L - ₹25.0L').waitFor();
    const editor = form.getByRole('textbox', { name: 'Job description' });
    // The shared rich-text editor: its font and size controls, but no image button (jobs upload no images).
    await form.getByRole('combobox', { name: 'Font', exact: true }).waitFor();
    await expect(form.getByRole('combobox', { name: 'Size', exact: true }).count()).resolves.toBe(1);
    await expect(form.getByRole('button', { name: 'Insert image' }).count()).resolves.toBe(0);
    await editor.click();
    await page.keyboard.type('Run our platform with care.');
    await form.getByLabel('Key responsibilities').fill('Own the CI pipeline\nKeep costs down');
    await form.getByLabel('Qualifications').fill('Five years of Linux');
    await form.getByRole('button', { name: 'Post job' }).click();

    await page.getByRole('heading', { level: 1, name: 'Job Listings' }).waitFor();
    await page.getByText(CAREERS_MESSAGES.jobCreated).waitFor();
    await row(title).waitFor();
    const listed = await api(stack, 'GET', `/admin/jobs?q=${encodeURIComponent(title)}`, { token: hrToken });
    job = (listed.json.data.items as Row[])[0] as Row;
    expect(job).toMatchObject({ jobTitle: title, numberOfOpenings: 1, experienceMin: 0, experienceMax: 1 });
    expect(job?.jobDescription).toBe('<p>Run our platform with care.</p>');
  });

  it('the posted job appears on /careers with its labels and JSON-LD', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${stack.url}/careers`);
    const card = visitor.getByRole('article', { name: title });
    await card.waitFor();
    await expect(card.getByText('0-1 Years').count()).resolves.toBe(1);
    await visitor.close();
    const html = await (await fetch(`${stack.url}/careers/${job._id}`)).text();
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ '@type': 'JobPosting', title, jobLocationType: 'TELECOMMUTE' });
  });

  it('lists the application, moves it along the pipeline and downloads the same resume bytes', async () => {
    const bytes = pdfBytes('Resume for the HR screen');
    const ticket = await uploadResume(stack, bytes);
    const applied = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id, ticket.key, {
        firstName: 'Nisha',
        lastName: 'Rao',
        email: 'nisha@example.com',
      }),
    });
    expect(applied.status).toBe(201);

    await page.goto(`${stack.url}/admin/job-listings`);
    await row(title).getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Job Queries' }).waitFor();
    await row('Nisha Rao').getByRole('button', { name: 'Nisha Rao' }).click();
    const drawer = page.getByRole('dialog');
    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Download resume (PDF)' }).click();
    const file = await (await download).path();
    expect(new Uint8Array(readFileSync(file))).toEqual(bytes);

    await drawer.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Interview', exact: true }).click();
    await drawer.getByLabel('Add a note').fill('Strong systems background.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText(/Strong systems background\./).waitFor();
    await page.keyboard.press('Escape');
    await row('Nisha Rao').getByText('Interview').waitFor();
  });

  it('closes (after confirming), reopens and (after confirming) deletes the job', async () => {
    await page.goto(`${stack.url}/admin/job-listings`);
    await row(title).getByRole('button', { name: 'Close' }).click();
    const close = page.getByRole('dialog', { name: 'Close this job?' });
    await close.getByRole('button', { name: 'Cancel' }).click();
    await close.waitFor({ state: 'detached' });
    expect((await fetch(`${stack.url}/careers/${job._id}`)).status).toBe(200);
    await row(title).getByRole('button', { name: 'Close' }).click();
    await close.getByRole('button', { name: 'Close job' }).click();
    await row(title).getByText('Closed').waitFor();
    // The page is removed in the same request; poll only to ride out a slow file system under load.
    await expect
      .poll(async () => (await fetch(`${stack.url}/careers/${job._id}`)).status, { timeout: 10_000 })
      .toBe(404);
    await row(title).getByRole('button', { name: 'Reopen' }).click();
    await row(title).getByText('Open', { exact: true }).waitFor();
    await row(title).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await row(title).waitFor();
    await row(title).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this job?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(CAREERS_MESSAGES.jobDeleted).waitFor();
    await row(title).waitFor({ state: 'detached' });
    expect((await api(stack, 'GET', `/careers/openings/${job._id}`)).status).toBe(404);
  });
});
