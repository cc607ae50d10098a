import { CAREERS_MESSAGES } from '@app/shared/careers';
import { RESUME_MAX_BYTES } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allPages,
  createJob,
  exeBytes,
  jsonLdOf,
  objectExists,
  pdfBytes,
  type Row,
} from '../api/careers-helpers';
import { createMember } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let hr: string;
let job: Row;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  hr = await createMember(stack, 'hr.e2e@example.com', ['HR']);
  job = await createJob(stack, hr, { location: ['Noida India', 'Remote'] });
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${stack.url}${path}`);
  return { page, errors };
}

async function fillApplication(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  email: string,
) {
  const form = page.getByRole('form', { name: `Apply for ${job.jobTitle}` });
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile number').fill('+91 98765 43210');
  await form.getByLabel('Current CTC').fill('6,00,000');
  await form.getByLabel('Expected CTC').fill('N/A');
  await form.getByLabel('Notice period').selectOption('1 month');
  await form.getByLabel('Resume (PDF, up to 5 MB)').setInputFiles(file);
  await form.getByLabel('Cover letter').fill('I would love to join.');
  await form.getByRole('button', { name: 'Submit application' }).click();
  return form;
}

describe('careers in the browser', () => {
  it('lists the openings from the API, grouped, with Deadline and Experience labels', async () => {
    const { page, errors } = await openPage('/careers');
    const group = page.getByRole('region', { name: 'IT openings' });
    const card = group.getByRole('article', { name: job.jobTitle });
    await card.waitFor();
    await expect(card.getByText('0-1 Years').count()).resolves.toBe(1);
    await expect(card.locator('time').getAttribute('datetime')).resolves.toBe(job.deadline);
    await expect(page.getByRole('region', { name: 'Design openings' }).count()).resolves.toBe(1);
    await card.getByRole('link', { name: job.jobTitle, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: job.jobTitle }).waitFor();
    expect(page.url()).toBe(`${stack.url}/careers/${job._id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the job page complete, with JobPosting JSON-LD, before any script runs', async () => {
    const raw = await (await fetch(`${stack.url}/careers/${job._id}`)).text();
    expect(jsonLdOf(raw).map((d) => d['@type'])).toContain('JobPosting');
    const { page, errors } = await openPage(`/careers/${job._id}`);
    await page.getByRole('form', { name: `Apply for ${job.jobTitle}` }).waitFor();
    for (const name of ['Position Overview', 'Key Responsibilities', 'Qualifications', 'Preferred Skills'])
      await expect(page.getByRole('heading', { level: 2, name }).count()).resolves.toBe(1);
    // The JSON-LD stays in the head the crawler read.
    await expect(page.locator('script[type="application/ld+json"]').count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor applies with a real PDF uploaded straight to storage; HR gets the same bytes', async () => {
    const bytes = Buffer.from(pdfBytes('Resume uploaded from the browser'));
    const { page, errors } = await openPage(`/careers/${job._id}`);
    await page.getByRole('form', { name: `Apply for ${job.jobTitle}` }).waitFor();
    // The privacy notice is the quiet line the lead forms show, not the closed-job callout (the two shared
    // a class name, so the notice read as a bold orange warning).
    const look = await page.getByTestId('privacy-notice').evaluate((el) => {
      const s = getComputedStyle(el);
      return { weight: s.fontWeight, border: s.borderLeftWidth, background: s.backgroundColor };
    });
    expect(look).toEqual({ weight: '400', border: '0px', background: 'rgba(0, 0, 0, 0)' });
    await fillApplication(
      page,
      { name: 'asha-resume.pdf', mimeType: 'application/pdf', buffer: bytes },
      'asha.browser@example.com',
    );
    const panel = page.locator('[data-confirmation]');
    await panel.getByText(CAREERS_MESSAGES.applicationSubmitted).waitFor();
    await page.getByText(MESSAGES.formSubmitted).waitFor();
    // Thanked once, and the heading sits right under its status line beside the tick, as on the lead
    // forms (the job page's own h2 margin pushed it 40 px down).
    expect((await panel.textContent())?.match(/thank you/gi)).toHaveLength(1);
    const status = await panel.getByRole('status').boundingBox();
    const heading = await panel.getByRole('heading', { level: 2 }).boundingBox();
    expect((heading?.y ?? 0) - ((status?.y ?? 0) + (status?.height ?? 0))).toBeLessThan(12);
    expect(errors).toEqual([]);
    await page.close();

    const [application] = (await allPages(stack, hr, '/admin/job-queries', `jobId=${job._id}`)).filter(
      (a) => a.email === 'asha.browser@example.com',
    );
    expect(application).toMatchObject({ fullName: 'Asha Verma', currentCTC: 600_000, expectedCTC: 'N/A' });
    const link = await api(stack, 'GET', `/admin/job-queries/${application?.id}/resume`, { token: hr });
    const download = await fetch(link.json.data.url);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a renamed executable with a clear message and keeps nothing', async () => {
    const { page } = await openPage(`/careers/${job._id}`);
    await page.getByRole('form', { name: `Apply for ${job.jobTitle}` }).waitFor();
    const keys: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/v1/careers/resume-upload')) keys.push((await r.json()).data.key);
    });
    const form = await fillApplication(
      page,
      { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(exeBytes()) },
      'fake.pdf@example.com',
    );
    await form.getByText(MESSAGES.resumeNotPdf).waitFor();
    await page.getByText(MESSAGES.errorSubmittingFormTryAgain).waitFor();
    await page.close();
    // The file did reach the bucket, and the server deleted it when it saw it was no PDF.
    expect(keys).toHaveLength(1);
    expect(await objectExists(stack, keys[0] as string)).toBe(false);
    const kept = (await allPages(stack, hr, '/admin/job-queries', `jobId=${job._id}`)).filter(
      (a) => a.email === 'fake.pdf@example.com',
    );
    expect(kept).toEqual([]);
  });

  it('checks the picked file in the browser before uploading', async () => {
    const { page } = await openPage(`/careers/${job._id}`);
    const form = page.getByRole('form', { name: `Apply for ${job.jobTitle}` });
    await form.waitFor();
    await form.getByRole('button', { name: 'Submit application' }).click();
    await form.getByText(MESSAGES.resumeRequired).waitFor();
    await form.getByLabel('Resume (PDF, up to 5 MB)').setInputFiles({
      name: 'resume.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK'),
    });
    await form.getByRole('button', { name: 'Submit application' }).click();
    await form.getByText(MESSAGES.resumeNotPdf).waitFor();
    const big = Buffer.alloc(RESUME_MAX_BYTES + 1);
    big.write('%PDF-1.4');
    await form
      .getByLabel('Resume (PDF, up to 5 MB)')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
    await form.getByRole('button', { name: 'Submit application' }).click();
    await form.getByText(MESSAGES.resumeTooLarge).waitFor();
    await form.getByLabel('Current CTC').fill('lots');
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(form.locator('#apply-currentCTC-error').textContent()).resolves.toBe(MESSAGES.ctcInvalid);
    await page.close();
  });
});
