// @vitest-environment jsdom

import { HOME_SEED } from '@app/shared/pages/seed/home';
import { LEGAL_SEED } from '@app/shared/pages/seed/legal';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_NOT_FOUND } from '../components/errors/page-not-found';
import { APOLOGY_TEXT, SOMETHING_WENT_WRONG } from '../components/errors/something-went-wrong';
import { PUBLIC_SCREENS } from '../config/screens';
import { ABOUT_PAGE } from '../content/about';
import { CAREERS_PAGE } from '../content/careers';
import {
  BLOGS_PAGE,
  CASE_STUDIES_PAGE,
  CONTACT_PAGE,
  CONTACT_US_PAGE,
  LETS_CONNECT_PAGE,
  OUR_WORK_PAGE,
  SCHEDULE_MEETING_PAGE,
} from '../content/forms';
import { LIFE_PAGE } from '../content/life';
import { SERVICES } from '../content/services';
import { renderRoute } from '../testing/render-route';
import { missingPublicPages, preloadPublicPage } from './public-pages';
import { publicRoutes } from './public-routes';
import { appRoutes } from './router';

afterEach(cleanup);

/** The h1 each public page shows, from its content module. */
const EXPECTED_H1: Record<string, string> = {
  '/': HOME_SEED.hero.heading,
  '/about-us': ABOUT_PAGE.intro.heading,
  '/contact-us': CONTACT_US_PAGE.heading,
  '/contact': CONTACT_PAGE.heading,
  '/lets-connect': LETS_CONNECT_PAGE.heading,
  '/schedule-meeting': SCHEDULE_MEETING_PAGE.heading,
  '/blogs': BLOGS_PAGE.heading,
  '/blogs/get-all-blogs': BLOGS_PAGE.allHeading,
  '/industries': 'Industries We Serve',
  '/life-at-moondive': LIFE_PAGE.heading,
  '/case-study': CASE_STUDIES_PAGE.heading,
  '/careers': CAREERS_PAGE.heading,
  '/our-work': OUR_WORK_PAGE.heading,
  '/privacy-policy': LEGAL_SEED['privacy-policy'].heading,
  '/terms-and-conditions': LEGAL_SEED['terms-and-conditions'].heading,
  ...Object.fromEntries(SERVICES.map((service) => [service.path, service.title])),
};

describe('public pages (rendered by the prerenderer; the staff area loads them as documents)', () => {
  // /careers/:jobId, /blogs/:slug and /case-study/:slug are templates the API fills with a job,
  // post or case study (services/src/static-pages); test/api/public-pages.test.ts checks them.
  it.each(
    PUBLIC_SCREENS.filter(
      (r) =>
        r.path !== '/error' &&
        r.path !== '/careers/:jobId' &&
        r.path !== '/blogs/:slug' &&
        r.path !== '/case-study/:slug',
    ),
  )('$path renders its h1 with nav and footer', async (route) => {
    await preloadPublicPage(route.path);
    renderRoute(publicRoutes, route.path);
    expect(
      await screen.findByRole('heading', { level: 1, name: EXPECTED_H1[route.path] }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  // Admin routes (guards, sidebar, chrome) are covered in pages/admin/admin-routes.test.tsx.

  it('loads a public page as a document when the staff area links to it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { router } = renderRoute(appRoutes, '/admin/unknown');
    await router.navigate('/careers?x=1#current-openings');
    // 5 s as the file's other waits: under a full run's load the staff area's chunks took over the 1 s default.
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/careers?x=1#current-openings'), {
      timeout: 5000,
    });
    vi.unstubAllGlobals();
  });

  it('maps every public route of config/screens.ts to a page', () => {
    expect(missingPublicPages()).toEqual([]);
  });

  it('/no-such-page shows the not-found page with the main destinations', async () => {
    renderRoute(publicRoutes, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('/error shows the apology', async () => {
    await preloadPublicPage('/error');
    renderRoute(publicRoutes, '/error');
    expect(await screen.findByRole('heading', { level: 1, name: SOMETHING_WENT_WRONG })).toBeTruthy();
    expect(screen.getByText(APOLOGY_TEXT)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
