import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startFreshTestStack, TEST_ADMIN } from '../support/local-stack';
import { axeViolations } from '../support/page-checks';
import {
  adminDialogShots,
  adminScreenShots,
  NO_SAMPLES,
  type Samples,
  type Shot,
  signInShots,
  VIEWPORTS,
  type Viewport,
} from '../support/screen-catalog';
import { openShot, prepareSamples, signedInPage, transitionsDone } from '../support/screen-stack';

/**
 * What a staff member sees, asserted on every admin screen and dialog of the
 * screen catalog (test/support/screen-catalog.ts, built from the shared screen
 * table, so new screens are checked without a change here), at 1366 × 900 and
 * 390 × 844: no sideways page scroll, the navbar beside the heading on wide
 * screens, dialogs inside the viewport, no oversized icon in a form control,
 * and no WCAG 2.1 A/AA violation (axe-core); the same for the signed-out
 * sign-in steps (OTP boxes on screen). One stack, one signed-in page.
 */
let stack: Awaited<ReturnType<typeof startFreshTestStack>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let visitor: Page;
let samples: Samples;

beforeAll(async () => {
  // The demo data of a first start (social posts, traffic), as `npm run screens` shows it.
  [stack, browser] = await Promise.all([startFreshTestStack({ demoTraffic: true }), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  samples = await prepareSamples(stack, TEST_ADMIN);
  // The audit log of a fresh stack is empty: one change by staff gives its list a row.
  const token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  const res = await api(stack, 'POST', '/admin/create/testimonial', {
    token,
    body: { name: 'Audit Sample', designation: 'CTO', testimonial: 'A change for the audit log to show.' },
  });
  expect(res.status).toBeLessThan(300);
  ({ context, page } = await signedInPage(browser, stack, TEST_ADMIN));
  visitor = await browser.newPage();
  visitor.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await visitor?.close();
  await context?.close();
  await closeContexts(browser);
  await stack?.dispose();
});

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FORM_CONTROL = [
  'Input',
  'InputWrapper',
  'Checkbox',
  'Radio',
  'Switch',
  'Select',
  'NativeSelect',
  'MultiSelect',
  'TagsInput',
  'PasswordInput',
  'PinInput',
  'Combobox',
  'Pill',
]
  .map((c) => `[class*="mantine-${c}-"]`)
  .join(',');

/** Geometry the assertions need, measured in the page in one go. */
function measure(target: Page) {
  return target.evaluate((formControl) => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    };
    const navbar = document.querySelector('nav[aria-label="Admin"]');
    const icons = Array.from(document.querySelectorAll('svg'))
      .filter((svg) => svg.closest(formControl))
      .map((svg) => ({ ...box(svg), where: svg.closest(formControl)?.className.toString().slice(0, 60) }))
      .filter((b) => (b.width ?? 0) > 32 || (b.height ?? 0) > 32);
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewportWidth: document.documentElement.clientWidth,
      navbar: navbar && getComputedStyle(navbar).visibility !== 'hidden' ? box(navbar) : null,
      navbarOverflows: navbar
        ? Array.from(navbar.children).some((c) => c.scrollHeight > c.clientHeight + 1)
        : false,
      heading: box(document.querySelector('main h1')),
      oversizedIcons: icons,
      // A segmented control's options all on screen (one was once scrolled out of sight at 390 px).
      segmentsOutside: Array.from(document.querySelectorAll('[class*="mantine-SegmentedControl-label"]'))
        .map((el) => ({ text: el.textContent, ...(box(el) as NonNullable<ReturnType<typeof box>>) }))
        .filter((b) => b.width > 0 && (b.left < 0 || b.right > document.documentElement.clientWidth)),
      // The OTP boxes once were 208 px each, four of six off a 390 px screen.
      pinBoxesOutside: Array.from(document.querySelectorAll('[class*="mantine-PinInput-input"]'))
        .map(box)
        .filter((b) => b && (b.left < 0 || b.right > document.documentElement.clientWidth)),
    };
  }, FORM_CONTROL);
}

/** axe on the page, or only inside the shot's dialog when it opened one. */
async function violationsOf(target: Page, scope?: Locator) {
  const include = scope ? await scope.evaluate((el) => (el.id ? `#${el.id}` : '[role="dialog"]')) : undefined;
  return axeViolations(target, { tags: WCAG_21_AA, include });
}

/** Checks a shot on `target`; `inShell` shots (all but the signed-out sign-in steps) have the navbar. */
async function check(shot: Shot, viewport: Viewport, target = page, inShell = true) {
  const dialog = await openShot(target, stack.url, shot, viewport);
  const m = await measure(target);
  expect(m.pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(m.viewportWidth);
  expect(m.oversizedIcons, 'icons larger than 32 px in form controls').toEqual([]);
  expect(m.pinBoxesOutside, 'code boxes outside the viewport').toEqual([]);
  expect(m.segmentsOutside, 'segmented control options outside the viewport').toEqual([]);
  if (dialog) {
    const b = await dialog.boundingBox();
    expect(b, 'the dialog is shown').not.toBeNull();
    if (b) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(b.y + b.height).toBeLessThanOrEqual(viewport.height + 0.5);
    }
  } else if (inShell && viewport.width >= 900) {
    expect(m.navbar, 'the navbar is shown').not.toBeNull();
    expect(m.heading, 'the screen has an h1').not.toBeNull();
    if (m.navbar && m.heading) {
      expect(m.navbar.right, 'navbar and heading side by side').toBeLessThanOrEqual(m.heading.left);
      expect(m.heading.top, 'the heading starts near the top').toBeLessThan(200);
      // Every screen's content starts at the shell's padding (some once added their own on top).
      expect(Math.round(m.heading.left - m.navbar.right), 'gap between navbar and heading').toBe(16);
    }
    expect(m.navbarOverflows, 'every navbar entry is reachable without an inner scroll').toBe(false);
  }
  const violations = await violationsOf(target, dialog);
  expect(violations, violations.join('\n')).toEqual([]);
  if (LIST_SHOTS.has(shot.name)) await checkLists(viewport);
}

const screenNames = adminScreenShots(NO_SAMPLES).map((s) => s.name);
const dialogNames = adminDialogShots(NO_SAMPLES).map((s) => s.name);
const signInNames = signInShots(TEST_ADMIN.email).map((s) => s.name);

it('every list shot is a shot of the catalog (so no list goes unmeasured)', () => {
  expect([...LIST_SHOTS].filter((n) => !screenNames.includes(n) && !dialogNames.includes(n))).toEqual([]);
});

describe.each(VIEWPORTS)('admin at $width × $height', (viewport) => {
  it.each(screenNames)('%s', async (name) => {
    const shot = adminScreenShots(samples).find((s) => s.name === name) as Shot;
    await check(shot, viewport);
  });

  it.each(dialogNames)('%s', async (name) => {
    const shot = adminDialogShots(samples).find((s) => s.name === name) as Shot;
    await check(shot, viewport);
  });

  // Signed out: the sign-in form, forgot password and the OTP step (six boxes that fit 390 px).
  it.each(signInNames)('%s', async (name) => {
    const shot = signInShots(TEST_ADMIN.email).find((s) => s.name === name) as Shot;
    await check(shot, viewport, visitor, false);
  });
});

/** The computed look of parts every screen has: the current navbar entry, buttons and inputs. */
function lookOf(target: Page) {
  return target.evaluate(() => {
    const style = (selector: string, props: string[]) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const cs = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
    };
    return {
      current: style('nav[aria-label="Admin"] [aria-current="page"]', ['background-color', 'color']),
      button: style('main .mantine-Button-root', ['font-size', 'font-weight', 'height']),
      input: style('main .mantine-Input-input', ['font-size', 'height', 'border-top-color']),
    };
  });
}

// Mantine's CSS once came in two kinds: the admin's layered stylesheet and the toasts' unlayered
// per-component files. Whichever arrived decided the look: after the "Login successful!" toast the
// current navbar entry lost its background (white on white), on a direct load buttons took the
// page's font.
describe('the admin looks the same however it is entered', () => {
  it('signed in through /login (a toast shown) and loaded directly, Members looks alike', async () => {
    await openShot(page, stack.url, { name: 'members', path: '/admin/add-member' }, VIEWPORTS[0] as Viewport);
    const direct = await context.newPage();
    try {
      await openShot(
        direct,
        stack.url,
        { name: 'members', path: '/admin/add-member' },
        VIEWPORTS[0] as Viewport,
      );
      const [afterToast, fresh] = [await lookOf(page), await lookOf(direct)];
      expect(afterToast.current?.['background-color']).toBe('rgb(58, 67, 214)');
      expect(afterToast.current?.color).toBe('rgb(255, 255, 255)');
      expect(afterToast.button?.['font-weight']).toBe('600');
      expect(fresh).toEqual(afterToast);
    } finally {
      await direct.close();
    }
  });
});

/**
 * The shots that show an admin list (web/src/components/admin-list/admin-table.tsx), with the
 * seeded data of a first start; `check` measures the list on the same visit.
 */
const LIST_SHOTS = new Set([
  'admin-contact-leads',
  'admin-schedule-meeting',
  'admin-job-query',
  'admin-job-listings',
  'admin-deals--list',
  'admin-add-member',
  'admin-case-studies',
  'admin-create-testimonial',
  'admin-our-work-listings',
  'admin-website-moderation',
  'admin-campaigns',
  'admin-social-media--list',
  'admin-admin-analytics',
]);

/** Each list's sideways overflow and, per row, where its primary action (the pinned last cell) sits. */
function measureLists(target: Page) {
  return target.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main [data-admin-list]')).map((box) => {
      const rows = Array.from(box.querySelectorAll<HTMLElement>('tbody tr'));
      return {
        list: box.dataset.adminList,
        rows: rows.length,
        scrollsSideways: box.scrollWidth > box.clientWidth + 1,
        rowsFocusable: rows.every((r) => r.tabIndex === 0),
        actionsOutside: rows
          .map((r) => (r.lastElementChild as HTMLElement).getBoundingClientRect())
          .filter((b) => b.left < 0 || b.right > document.documentElement.clientWidth + 0.5).length,
      };
    }),
  );
}

/** No sideways scroll in any list and every row's action on screen; the row itself opens its side panel. */
async function checkLists(viewport: Viewport) {
  await page.locator('main [data-admin-list] tbody tr').first().waitFor();
  const lists = await measureLists(page);
  expect(lists.length, 'the screen shows its list').toBeGreaterThan(0);
  for (const l of lists) {
    expect(l.rows, `${l.list}: seeded rows`).toBeGreaterThan(0);
    expect(l.scrollsSideways, `${l.list} scrolls sideways`).toBe(false);
    expect(l.actionsOutside, `${l.list}: rows whose action is off screen`).toBe(0);
    expect(l.rowsFocusable, `${l.list}: every row takes focus (Enter opens it)`).toBe(true);
  }
  // The row itself is the primary action: Enter on it opens its side panel.
  const row = page.locator('main [data-admin-list] tbody tr').first();
  await row.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog').last();
  await panel.waitFor();
  await transitionsDone(page);
  const b = await panel.boundingBox();
  expect(b && b.x + b.width <= viewport.width + 0.5, 'the side panel is on screen').toBe(true);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}
