import { ADMIN_SCREENS } from '@app/shared/admin-screens';
import type { Locator, Page } from 'playwright-core';
import { isStaticPath, PUBLIC_SCREENS } from '../../web/src/config/screens';

/**
 * Every screen to look at, for `npm run screens` and the admin layout tests
 * (test/e2e/admin-layout.test.ts). The lists come from the route tables:
 * public pages from web/src/config/screens.ts (what the prerenderer renders),
 * admin screens from shared/src/admin-screens.ts, so a screen added there is
 * captured and checked without touching this file. Only the dialogs and
 * steps (which button opens what) are listed by hand below.
 */

export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export interface Shot {
  /** File name without extension, e.g. `admin-add-member--edit-roles`. */
  name: string;
  path: string;
  /** Opens a dialog or a step once the page is ready; it resolves to the dialog when it opens one. */
  act?: (page: Page, viewport: Viewport) => Promise<Locator | undefined>;
}

/** Records that exist in a seeded stack, found by screen-stack.ts. */
export interface Samples {
  blogSlug: string;
  /** The prerendered lists the sample post links to: its tags' and its industry's. */
  blogLists: string[];
  caseStudySlug: string;
  jobId: string;
  /** A member other than the signed-in SuperAdmin (whose own row cannot be deleted). */
  memberEmail: string;
  /** The name on a contact lead. */
  leadName: string;
}

const stem = (path: string) => path.replace(/^\//, '').replace(/[/?=&]+/g, '-') || 'home';

/** Public pages: every prerendered route, one page per dynamic route, a filtered blog list, and the 404 page. */
export function publicShots(s: Samples): Shot[] {
  const fixed = PUBLIC_SCREENS.map((r) => r.path).filter(isStaticPath);
  const dynamic = [
    `/blogs/${s.blogSlug}`,
    ...s.blogLists,
    `/case-study/${s.caseStudySlug}`,
    `/careers/${s.jobId}`,
  ];
  return [
    ...[...fixed, ...dynamic, '/no-such-page'].map((path) => ({ name: `public-${stem(path)}`, path })),
    // The meeting form's times load when a visitor touches the form: the page as they then see it.
    {
      name: 'public-schedule-meeting--times',
      path: '/schedule-meeting',
      act: async (page: Page) => {
        await page.locator('form').hover();
        await page.locator('input[name="slot"]').first().waitFor({ state: 'attached' });
        // Hovering scrolled the page; a whole-page capture starts from the top (else the sticky bar lands mid-page).
        await page.evaluate(() => window.scrollTo(0, 0));
        return undefined;
      },
    },
  ];
}

/**
 * Every admin screen of the screen table (but /login and /admin/logout), the
 * blog editor and the not-found screen. Names do not depend on the samples,
 * so tests can list them before the stack is up.
 */
export function adminScreenShots(s: Samples): Shot[] {
  const paths = ADMIN_SCREENS.map((x) => x.path).filter((p) => p !== '/login' && p !== '/admin/logout');
  return [
    ...paths.map((path) => ({ name: `admin-${stem(path).replace(/^admin-?/, '') || 'admin'}`, path })),
    { name: 'admin-edit-blog--editor', path: `/admin/edit-blog?slug=${s.blogSlug}` },
    { name: 'admin-no-such-screen', path: '/admin/no-such-screen' },
  ];
}

/** Stand-ins for listing shot names before a stack exists. */
export const NO_SAMPLES: Samples = {
  blogSlug: '',
  blogLists: [],
  caseStudySlug: '',
  jobId: '',
  memberEmail: '',
  leadName: '',
};

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const row = (page: Page, text: string) => page.locator('tr', { hasText: text }).first();

async function opens(page: Page, trigger: Locator, name: string | RegExp): Promise<Locator> {
  await trigger.click();
  const found = dialog(page, name);
  await found.waitFor();
  return found;
}

/** Dialogs and drawers, and the navbar behind the burger on small screens. */
export function adminDialogShots(s: Samples): Shot[] {
  return [
    {
      name: 'admin-add-member--edit-roles',
      path: '/admin/add-member',
      act: (page) =>
        opens(page, row(page, s.memberEmail).getByRole('button', { name: 'Edit roles' }), 'Edit roles'),
    },
    {
      name: 'admin-add-member--delete',
      path: '/admin/add-member',
      act: (page) =>
        opens(page, row(page, s.memberEmail).getByRole('button', { name: 'Delete' }), 'Delete member'),
    },
    {
      name: 'admin-edit-blog--delete',
      path: '/admin/edit-blog',
      act: (page) => opens(page, page.getByRole('button', { name: /^Delete / }).first(), 'Delete this blog?'),
    },
    {
      name: 'admin-edit-blog--remove-image',
      path: `/admin/edit-blog?slug=${s.blogSlug}`,
      act: (page) =>
        opens(
          page,
          page.getByRole('button', { name: 'Remove image (Hero image)' }),
          'Remove the hero image?',
        ),
    },
    {
      name: 'admin-edit-blog--preview',
      path: `/admin/edit-blog?slug=${s.blogSlug}`,
      act: (page) => opens(page, page.getByRole('button', { name: 'Preview' }), /^Preview/),
    },
    {
      name: 'admin-job-listings--close',
      path: '/admin/job-listings',
      act: (page) => opens(page, page.getByRole('button', { name: 'Close' }).first(), 'Close this job?'),
    },
    {
      name: 'admin-job-listings--delete',
      path: '/admin/job-listings',
      act: (page) => opens(page, page.getByRole('button', { name: 'Delete' }).first(), 'Delete this job?'),
    },
    {
      // Every section is a part of its page now (/admin/edit-section lists the pages): the reset
      // dialog is the industries screen's, after a save gives the section something to reset.
      name: 'admin-industries--reset',
      path: '/admin/industries',
      act: async (page) => {
        const card = page.getByRole('group', { name: 'Industry: Technology' });
        await card.getByLabel('Description').fill('Platforms and developer tools, built to scale.');
        await page.getByRole('button', { name: 'Save Industry: Technology' }).click();
        const reset = page.getByRole('button', { name: 'Reset to original (Industry: Technology)' });
        await page.waitForFunction(
          (name) => !document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)?.disabled,
          'Reset to original (Industry: Technology)',
        );
        return opens(page, reset, /^Reset Industry: Technology/);
      },
    },
    {
      // The page editors (issue 31) in their drawer: About has every kind of field (texts, images,
      // SPEC's read-only headings, repeatable cards), History and the draft controls.
      name: 'admin-edit-section--about',
      path: '/admin/edit-section',
      act: async (page) => {
        const drawer = await opens(
          page,
          page.getByRole('button', { name: 'Edit About us' }),
          /^Edit page: About us/,
        );
        await drawer
          .getByLabel(/^Heading/)
          .first()
          .waitFor();
        return drawer;
      },
    },
    {
      // Every editor of a page of its own ends with "Search and sharing" (meta title and description).
      name: 'admin-edit-section--seo',
      path: '/admin/edit-section',
      act: async (page) => {
        const drawer = await opens(
          page,
          page.getByRole('button', { name: 'Edit Careers' }),
          /^Edit page: Careers/,
        );
        await drawer.getByRole('group', { name: 'Search and sharing' }).scrollIntoViewIfNeeded();
        return drawer;
      },
    },
    {
      name: 'admin-website-moderation--delete',
      path: '/admin/website-moderation',
      act: async (page) => {
        await page.getByRole('checkbox').nth(1).check();
        return opens(
          page,
          page.getByRole('button', { name: /^Delete selected/ }),
          'Delete the selected items?',
        );
      },
    },
    {
      name: 'admin-create-testimonial--delete',
      path: '/admin/create/testimonial',
      act: (page) => opens(page, page.getByRole('button', { name: /^Delete / }).first(), /^Delete /),
    },
    {
      name: 'admin-case-studies--delete',
      path: '/admin/case-studies',
      act: (page) => opens(page, page.getByRole('button', { name: /^Delete / }).first(), /^Delete /),
    },
    {
      name: 'admin-our-work-listings--delete',
      path: '/admin/our-work-listings',
      act: (page) => opens(page, page.getByRole('button', { name: /^Delete / }).first(), /^Delete /),
    },
    {
      name: 'admin-social-media--list',
      path: '/admin/social-media',
      act: async (page) => {
        await page.locator('label', { hasText: /^List$/ }).click();
        await page.getByRole('button', { name: 'Open' }).locator('visible=true').first().waitFor();
        return undefined;
      },
    },
    {
      name: 'admin-social-media--week',
      path: '/admin/social-media',
      act: async (page) => {
        await page.locator('label', { hasText: /^Week$/ }).click();
        await page.getByTestId('calendar-title').filter({ hasText: '–' }).waitFor();
        return undefined;
      },
    },
    {
      name: 'admin-social-media--new-post',
      path: '/admin/social-media',
      act: (page) =>
        opens(page, page.getByRole('button', { name: 'New post', exact: true }), 'Plan a social post'),
    },
    {
      name: 'admin-social-media--posted',
      path: '/admin/social-media',
      act: async (page) => {
        await page.locator('label', { hasText: /^List$/ }).click();
        // A table row from sm up, a card on phones.
        const posted = page
          .locator('[data-post-row]:visible, [data-post-card]:visible', { hasText: 'Posted' })
          .first();
        return opens(page, posted.getByRole('button', { name: 'Open' }), 'Edit social post');
      },
    },
    {
      // The list view: its table scrolls sideways in its own box on phones.
      name: 'admin-deals--list',
      path: '/admin/deals',
      act: async (page) => {
        await page.locator('label', { hasText: /^List$/ }).click();
        await page.locator('main table tbody tr').first().waitFor();
        return undefined;
      },
    },
    {
      name: 'admin-deals--deal',
      path: '/admin/deals',
      act: async (page) => {
        await page.locator('[data-deal-id]').first().getByRole('button').first().click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('button', { name: 'Delete deal' }).waitFor();
        return drawer;
      },
    },
    {
      name: 'admin-contact-leads--lead',
      path: '/admin/contact-leads',
      act: async (page) => {
        await row(page, s.leadName).getByRole('button', { name: 'Open' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.waitFor();
        return drawer;
      },
    },
    {
      name: 'admin-contact-leads--navigation',
      path: '/admin/contact-leads',
      act: async (page, viewport) => {
        if (viewport.width >= 900) return undefined;
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Dashboard' })
          .waitFor();
        return undefined;
      },
    },
  ];
}

/** The sign-in screens, signed out: sign in, forgot password and the OTP step. */
export function signInShots(email: string): Shot[] {
  const forgot = async (page: Page) => {
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    return undefined;
  };
  return [
    { name: 'login', path: '/login' },
    { name: 'login--forgot-password', path: '/login', act: forgot },
    {
      name: 'login--otp',
      path: '/login',
      act: async (page) => {
        await forgot(page);
        await page.getByLabel(/^Email/).fill(email);
        await page.getByRole('button', { name: 'Send OTP' }).click();
        await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
        return undefined;
      },
    },
  ];
}
