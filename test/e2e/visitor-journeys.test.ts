import { CAREERS_MESSAGES } from '@app/shared/careers';
import { MESSAGES } from '@app/shared/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../api/careers-helpers';
import { allLeads, uniqueName } from '../api/leads-helpers';
import { closeContexts, sharedBrowser } from '../support/browser';
import { signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Journeys that move as visitors move: start on a page and click the real
 * links and buttons to every lead form and the job application, fill them in
 * and submit. Rule for this file (issue 12): no test here opens a form URL
 * (/contact-us, /contact, /lets-connect, /schedule-meeting, a job page) with
 * `goto`, except the one that covers direct loads. Forms reached any other way
 * broke unseen while every direct-load test passed.
 */

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

/** A desktop visitor on a page that is not a form (the journey starts here). */
async function visit(path: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${stack.url}${path}`);
  await page.locator('header').waitFor();
  return page;
}

const header = (page: Page) => page.getByRole('banner');
const contactUsButton = (page: Page) => header(page).getByRole('link', { name: 'Contact Us' });

/** The live form: rendered by React, with its submit button enabled. */
async function liveForm(page: Page, name: RegExp): Promise<Locator> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name }) });
  await form.getByRole('button', { name }).waitFor({ timeout: 10_000 });
  expect(await page.locator('form').count()).toBeGreaterThan(0);
  return form;
}

async function fillContact(form: Locator, name: string) {
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill('journey.visitor@example.com');
  await form.getByLabel(/^Contact No/).fill('+91 98765 43210');
  await form.getByLabel(/^Message/).fill(`Reached this form by clicking (${name}).`);
}

async function fillProject(form: Locator, name: string) {
  await form.getByLabel(/^Full Name/).fill(name);
  await form.getByLabel(/^Email/).fill('journey.cto@example.com');
  await form.getByLabel(/^Company Name/).fill('Journey Corp');
  await form.getByLabel(/^Website URL/).fill('journey.example.com');
  await form.getByLabel(/What are you interested in/).selectOption('Cloud Engineering');
  await form.getByLabel(/^Expected duration/).selectOption('3 months');
  await form.getByLabel(/^Budget/).selectOption('$10K-$25K');
  await form.getByLabel(/^Project phase/).selectOption('New Project');
  await form.getByLabel(/^Additional details/).fill(`Found you through the site (${name}).`);
}

/** The lasting confirmation a form gives way to: its heading and what happens next. */
async function confirmation(page: Page, heading: string): Promise<Locator> {
  const panel = page.locator('[data-confirmation]');
  await panel.getByRole('heading', { name: heading }).waitFor();
  await panel.getByRole('heading', { name: 'What happens next' }).waitFor();
  expect(
    await page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: /^Submit/ }) })
      .count(),
  ).toBe(0);
  return panel;
}

async function submitContact(page: Page, name: string) {
  const form = await liveForm(page, /^Submit$/);
  await fillContact(form, name);
  await form.getByRole('button', { name: /^Submit$/ }).click();
  await page.getByText(MESSAGES.formSubmitted).first().waitFor();
  await confirmation(page, 'Thank you, your message is with our team');
}

async function storedContact(name: string) {
  return allLeads(stack, admin, '/admin/get-contact-leads', `q=${encodeURIComponent(name)}`);
}

async function storedMeetingLead(name: string) {
  return allLeads(stack, admin, '/admin/get-let-us-connect-leads', `q=${encodeURIComponent(name)}`);
}

describe('visitor journeys to the lead forms', () => {
  it('home → nav Contact Us → the form shows, submits and is stored', async () => {
    const page = await visit('/');
    await contactUsButton(page).click();
    await page.waitForURL(`${stack.url}/contact-us`);
    const name = uniqueName('NavContact');
    await submitContact(page, name);
    expect(await storedContact(name)).toHaveLength(1);
    // Lasting: still there after the 5 s toast has closed.
    await expect.poll(() => page.getByText(MESSAGES.formSubmitted).count(), { timeout: 8_000 }).toBe(1);
    expect(await page.locator('[data-confirmation]').getByText(MESSAGES.formSubmitted).isVisible()).toBe(
      true,
    );
  });

  it("home → hero Let's Connect → the project form shows, submits and is stored", async () => {
    const page = await visit('/');
    await page.getByRole('main').getByRole('link', { name: "Let's Connect" }).first().click();
    await page.waitForURL(`${stack.url}/lets-connect`);
    const form = await liveForm(page, /^Submit$/);
    const name = uniqueName('HeroConnect');
    await fillProject(form, name);
    await form.getByRole('button', { name: /^Submit$/ }).click();
    await page.getByText(MESSAGES.formSubmittedExclaim).first().waitFor();
    const panel = await confirmation(page, 'Thank you, we have your project details');
    expect(await panel.textContent()).toContain('Cloud Engineering');
    expect(await storedMeetingLead(name)).toEqual([
      expect.objectContaining({ interestedIn: 'Cloud Engineering' }),
    ]);
  });

  it("home → Services menu → a service page → its call to action's Schedule a meeting → a slot is booked", async () => {
    const page = await visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Cloud Engineering' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cloud Engineering' }).waitFor();
    await page.getByRole('complementary').getByRole('link', { name: 'Schedule a meeting' }).click();
    await page.waitForURL(`${stack.url}/schedule-meeting`);
    const form = await liveForm(page, /^Schedule meeting$/);
    // The visitor fills in the form from the top; the first field loads its code, and the times.
    const name = uniqueName('ServiceMeeting');
    await fillProject(form, name);
    const first = form.locator('input[name="slot"]').first();
    await first.waitFor({ state: 'attached' });
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe(name);
    const [office, start] = ((await first.getAttribute('value')) as string).split('#');
    await form.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await form.getByRole('button', { name: /^Schedule meeting$/ }).click();
    await page.getByText(MESSAGES.formSubmittedExclaim).first().waitFor();
    const panel = await confirmation(page, 'Your meeting is booked');
    expect(await panel.textContent()).toMatch(/When.*(AM|PM)/);
    const [lead] = await storedMeetingLead(name);
    expect(lead?.meeting).toMatchObject({ start, office });
  });

  it('home → Careers → an opening → Apply now → the application with a PDF is stored', async () => {
    const page = await visit('/');
    await header(page).getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL(`${stack.url}/careers`);
    const more = page.getByRole('link', { name: /^View and apply: / }).first();
    const title = ((await more.getAttribute('aria-label')) ?? '').replace('View and apply: ', '');
    await more.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: 'Apply now' }).click();
    const form = page.getByRole('form', { name: `Apply for ${title}` });
    await form.waitFor();
    await expect
      .poll(() => form.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
    await form.getByLabel('First name').fill('Journey');
    await form.getByLabel('Last name').fill('Applicant');
    await form.getByLabel('Email').fill('journey.applicant@example.com');
    await form.getByLabel('Mobile number').fill('+91 98765 43210');
    await form.getByLabel('Current CTC').fill('N/A');
    await form.getByLabel('Expected CTC').fill('6,00,000');
    await form.getByLabel('Notice period').selectOption('Immediate');
    await form
      .getByLabel('Resume (PDF, up to 5 MB)')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) });
    await form.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(CAREERS_MESSAGES.applicationSubmitted).first().waitFor();
    const panel = await confirmation(page, 'Thank you, your application is in');
    expect(await panel.textContent()).toContain(title);
  });

  it('phone: home → menu drawer → Contact Us → the form shows and submits', async () => {
    const page = await visit('/', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${stack.url}/contact-us`);
    // SPEC §2: the drawer (a modal: the page behind it is inert) closes 1 s after the navigation.
    await drawer.waitFor({ state: 'hidden' });
    const name = uniqueName('DrawerContact');
    await submitContact(page, name);
    expect(await storedContact(name)).toHaveLength(1);
  });

  it("footer → the offices' contact page (/contact) → its form submits", async () => {
    const page = await visit('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'All contact options' }).click();
    await page.waitForURL(`${stack.url}/contact`);
    const name = uniqueName('FooterContact');
    await submitContact(page, name);
    expect(await storedContact(name)).toHaveLength(1);
  });

  it('from every public page, the nav Contact Us shows a usable form', async () => {
    const starts = [
      '/about-us',
      '/blogs',
      '/blogs/get-all-blogs',
      '/industries',
      '/life-at-moondive',
      '/case-study',
      '/careers',
      '/our-work',
      '/privacy-policy',
      '/terms-and-conditions',
      '/error',
      '/service/mvp-development',
      '/service/data-analytics',
      '/service/cloud-engineering',
      '/service/enterprise-ai-solutions',
      '/service/ui-ux-designing',
      '/service/web-mobile-app-development',
      '/a-mistyped-path',
    ];
    const page = await visit('/');
    const seen: Record<string, number> = {};
    for (const start of starts) {
      await page.goto(`${stack.url}${start}`);
      await contactUsButton(page).click();
      await page.waitForURL(`${stack.url}/contact-us`);
      await page.getByLabel(/^Name/).waitFor({ timeout: 10_000 });
      seen[start] = await page.locator('form input:not([type="hidden"])').count();
    }
    // From the form pages themselves, all client-side: /contact-us → /contact → home → /lets-connect → /contact-us.
    await page.getByRole('contentinfo').getByRole('link', { name: 'All contact options' }).click();
    await page.waitForURL(`${stack.url}/contact`);
    await page.getByLabel(/^Name/).waitFor({ timeout: 10_000 });
    await header(page).getByRole('link', { name: /home/i }).first().click();
    await page.getByRole('main').getByRole('link', { name: "Let's Connect" }).first().click();
    await page.getByLabel(/^Full Name/).waitFor({ timeout: 10_000 });
    await contactUsButton(page).click();
    await page.getByLabel(/^Name/).waitFor({ timeout: 10_000 });
    expect(Object.entries(seen).filter(([, inputs]) => inputs < 4)).toEqual([]);
  });

  it('back and forward keep the forms, and a form reached by forward submits', async () => {
    const page = await visit('/');
    await contactUsButton(page).click();
    await page.getByLabel(/^Name/).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('main').getByRole('link', { name: "Let's Connect" }).first().click();
    await page.getByLabel(/^Full Name/).waitFor();
    await page.goBack();
    await page.goBack();
    await page.goForward();
    await page.waitForURL(`${stack.url}/`);
    await page.goForward();
    await page.waitForURL(`${stack.url}/lets-connect`);
    await page.goBack();
    await page.waitForURL(`${stack.url}/`);
    await page.goForward();
    const form = await liveForm(page, /^Submit$/);
    const name = uniqueName('ForwardConnect');
    await fillProject(form, name);
    await form.getByRole('button', { name: /^Submit$/ }).click();
    await page.getByText(MESSAGES.formSubmittedExclaim).first().waitFor();
    await confirmation(page, 'Thank you, we have your project details');
    expect(await storedMeetingLead(name)).toHaveLength(1);
  });
});

describe('direct loads of the form pages (the only place this file opens a form URL)', () => {
  it.each([
    ['/contact-us', /^Name/],
    ['/contact', /^Name/],
    ['/lets-connect', /^Full Name/],
    ['/schedule-meeting', /^Full Name/],
  ])('%s shows its form, keeps typed values through the island load and submits', async (path, first) => {
    const page = await visit(path);
    await page.getByLabel(first).fill('Typed Early');
    await page.locator('[data-island="live"] form').waitFor({ timeout: 10_000 });
    expect(await page.getByLabel(first).inputValue()).toBe('Typed Early');
    if (path.includes('contact')) {
      const name = uniqueName('Direct');
      await submitContact(page, name);
      expect(await storedContact(name)).toHaveLength(1);
    }
  });
});
