import { describe, expect, it } from 'vitest';
import { isStaticPath, PUBLIC_SCREENS, SCREENS, SERVICE_PATHS, SPEC_ADMIN_SCREENS } from './screens';

/** SPEC §2, verbatim. */
const SPEC_PUBLIC =
  '/, /about-us, /contact-us, /lets-connect, /schedule-meeting, /blogs, /blogs/get-all-blogs, /industries, /life-at-moondive, /case-study, /careers, /our-work, /privacy-policy, /terms-and-conditions, /contact, /error, /service/mvp-development, /service/data-analytics, /service/cloud-engineering, /service/enterprise-ai-solutions, /service/ui-ux-designing, /service/web-mobile-app-development';
const SPEC_ADMIN =
  '/admin, /login, /dashboard, /admin/contact-leads, /admin/schedule-meeting, /admin/job-query, /admin/job-listings, /admin/post-job, /admin/website-moderation, /admin/our-work, /admin/our-work-listings, /admin/settings, /admin/bootcamp, /admin/industries, /admin/logout, /admin/create-blog, /admin/edit-blog, /admin/case-studies, /admin/add-member, /admin/edit-section, /admin/create/testimonial';

describe('screens', () => {
  it('covers every SPEC §2 path in the right area', () => {
    const paths = (list: readonly { path: string }[]) => list.map((r) => r.path);
    expect(paths(PUBLIC_SCREENS)).toEqual(expect.arrayContaining(SPEC_PUBLIC.split(', ')));
    // The admin list follows the shared screen table's order (sidebar groups), not SPEC's.
    expect(paths(SPEC_ADMIN_SCREENS).sort()).toEqual(SPEC_ADMIN.split(', ').sort());
    expect(PUBLIC_SCREENS.every((r) => r.area === 'public')).toBe(true);
    expect(SPEC_ADMIN_SCREENS.every((r) => r.area === 'admin')).toBe(true);
  });

  it('has unique paths and a title for each', () => {
    expect(new Set(SCREENS.map((r) => r.path)).size).toBe(SCREENS.length);
    expect(SCREENS.every((r) => r.title.trim().length > 0)).toBe(true);
  });

  it('marks only /login and /dashboard as bare (no nav, no footer)', () => {
    expect(SCREENS.filter((r) => r.bare).map((r) => r.path)).toEqual(['/login', '/dashboard']);
  });

  it('lists the six service pages and tells static from parameterised paths', () => {
    expect(SERVICE_PATHS).toHaveLength(6);
    expect(isStaticPath('/blogs/get-all-blogs')).toBe(true);
    expect(isStaticPath('/blogs/:slug')).toBe(false);
    expect(SCREENS.filter((r) => !isStaticPath(r.path)).map((r) => r.path)).toEqual([
      '/blogs/:slug',
      '/case-study/:slug',
      '/careers/:jobId',
    ]);
  });
});
