// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_NOT_FOUND } from '../components/errors/page-not-found';
import { APOLOGY_TEXT, SOMETHING_WENT_WRONG } from '../components/errors/something-went-wrong';
import { PUBLIC_ROUTES } from '../config/routes';
import { ABOUT_INTRO } from '../content/about';
import { CAREERS_INTRO } from '../content/careers';
import {
  BLOGS_PAGE,
  CASE_STUDIES_PAGE,
  CONTACT_PAGE,
  CONTACT_US_PAGE,
  LETS_CONNECT_PAGE,
  OUR_WORK_PAGE,
  SCHEDULE_MEETING_PAGE,
} from '../content/forms';
import { HOME_HEADING } from '../content/home';
import { PRIVACY_POLICY, TERMS_AND_CONDITIONS } from '../content/legal';
import { LIFE_INTRO } from '../content/life';
import { SERVICES } from '../content/services';
import { renderRoute } from '../testing/render-route';
import { missingPublicPages } from './public-pages';
import { appRoutes } from './router';

afterEach(cleanup);

/** The h1 each public page shows, from its content module. */
const EXPECTED_H1: Record<string, string> = {
  '/': HOME_HEADING,
  '/about-us': ABOUT_INTRO.heading,
  '/contact-us': CONTACT_US_PAGE.heading,
  '/contact': CONTACT_PAGE.heading,
  '/lets-connect': LETS_CONNECT_PAGE.heading,
  '/schedule-meeting': SCHEDULE_MEETING_PAGE.heading,
  '/blogs': BLOGS_PAGE.heading,
  '/blogs/get-all-blogs': BLOGS_PAGE.allHeading,
  '/industries': 'Industries We Serve',
  '/life-at-moondive': LIFE_INTRO.heading,
  '/case-study': CASE_STUDIES_PAGE.heading,
  '/careers': CAREERS_INTRO.heading,
  '/our-work': OUR_WORK_PAGE.heading,
  '/privacy-policy': PRIVACY_POLICY.heading,
  '/terms-and-conditions': TERMS_AND_CONDITIONS.heading,
  ...Object.fromEntries(SERVICES.map((service) => [service.path, service.title])),
};

describe('router', () => {
  // /careers/:jobId reads its job from the API: features/careers/components/job-detail.test.tsx.
  // /blogs/:slug reads its post from the API: app/routes/blog-view.test.tsx; /case-study/:slug likewise.
  it.each(
    PUBLIC_ROUTES.filter(
      (r) =>
        r.path !== '/error' &&
        r.path !== '/careers/:jobId' &&
        r.path !== '/blogs/:slug' &&
        r.path !== '/case-study/:slug',
    ),
  )('$path renders its h1 with nav and footer', async (route) => {
    renderRoute(appRoutes, route.path);
    expect(
      await screen.findByRole('heading', { level: 1, name: EXPECTED_H1[route.path] }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  // Admin routes (guards, sidebar, chrome) are covered in routes/admin/admin-routes.test.tsx.

  it('maps every public route of config/routes.ts to a page', () => {
    expect(missingPublicPages()).toEqual([]);
  });

  it('/no-such-page shows the not-found page with the main destinations', async () => {
    renderRoute(appRoutes, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });

  it.each(['/error'])('%s shows the apology', async (path) => {
    renderRoute(appRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: SOMETHING_WENT_WRONG })).toBeTruthy();
    expect(screen.getByText(APOLOGY_TEXT)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
