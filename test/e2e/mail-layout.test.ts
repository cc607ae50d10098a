import { SIGNATURES } from '@app/services/mail/mail-brand';
import { renderMailHtml } from '@app/services/mail/mail-layout';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../support/browser';

/**
 * Every mail the site sends uses one layout (services/src/mail/mail-layout.ts).
 * Rendered in Chromium at a phone's width, as the review of the outbox did:
 * no sideways scroll, and addresses and labels broken only where they should.
 * No stack: the layout is rendered straight from the module.
 */

let browser: Browser;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('mails on a phone', () => {
  it('fit a 390 px screen with long addresses and links', async () => {
    const html = renderMailHtml({
      preheader: 'p',
      heading: 'New contact lead',
      paragraphs: ['Someone wrote.'],
      rows: [
        ['Email', 'maria.gonzalez-fernandez@patient-engagement.example.org'],
        ['Website', 'https://www.northwind-freight-logistics.example.org/about-our-dispatch'],
        ['Link (tagged)', 'http://localhost:3310/blogs/x?utm_source=facebook&utm_medium=social'],
      ],
      after: [
        'Open it here: http://localhost:3310/admin/social-media?post=00000000-0000-4000-8000-000000000008',
      ],
      signature: SIGNATURES.website,
      reason: 'Because.',
    });
    const page = await browser.newPage({ viewport: PHONE });
    await page.setContent(html);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it('keep a usual address and a one-word label on one line each at 390 px, broken nowhere mid-word', async () => {
    const html = renderMailHtml({
      preheader: 'p',
      heading: 'New meeting booked',
      paragraphs: ['Hannah Lee booked a 30-minute call.'],
      rows: [
        ['Interested in', 'Web Development'],
        ['Company', 'ShopNest'],
        ['Email', 'hannah@shop.example.org'],
      ],
      signature: SIGNATURES.website,
      reason: 'Because.',
    });
    const page = await browser.newPage({ viewport: PHONE });
    await page.setContent(html);
    const heights = await page.locator('th, td:not(:has(*))').evaluateAll((cells) =>
      cells
        .filter((c) => ['Company', 'ShopNest', 'hannah@shop.example.org'].includes(c.textContent ?? ''))
        .map((c) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          return [c.textContent, range.getClientRects().length];
        }),
    );
    expect(heights).toEqual([
      ['Company', 1],
      ['ShopNest', 1],
      ['hannah@shop.example.org', 1],
    ]);
    await page.close();
  });
});
