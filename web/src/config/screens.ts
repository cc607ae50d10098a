import { ADMIN_SCREENS } from '@app/shared/admin-screens';

/**
 * Every screen of SPEC §2 as data: the public pages are declared here, the
 * admin screens come from the admin screen table in shared/. The router, the
 * layout, the prerenderer and tests iterate these lists; nothing else should
 * hard-code the paths.
 */
type ScreenArea = 'public' | 'admin';

export interface Screen {
  readonly path: string;
  /** Page title, also the placeholder page's h1. */
  readonly title: string;
  readonly area: ScreenArea;
  /** Render without the top navigation and footer (SPEC §2: /login and /dashboard). */
  readonly bare?: boolean;
}

const SERVICE_SCREENS = [
  { path: '/service/mvp-development', title: 'MVP Development', area: 'public' },
  { path: '/service/data-analytics', title: 'Data Analytics', area: 'public' },
  { path: '/service/cloud-engineering', title: 'Cloud Engineering', area: 'public' },
  { path: '/service/enterprise-ai-solutions', title: 'Enterprise AI Solutions', area: 'public' },
  { path: '/service/ui-ux-designing', title: 'UI/UX Designing', area: 'public' },
  { path: '/service/web-mobile-app-development', title: 'Web & Mobile App Development', area: 'public' },
] as const satisfies readonly Screen[];

export const PUBLIC_SCREENS = [
  { path: '/', title: 'Home', area: 'public' },
  { path: '/about-us', title: 'About Us', area: 'public' },
  { path: '/contact-us', title: 'Contact Us', area: 'public' },
  { path: '/lets-connect', title: "Let's Connect", area: 'public' },
  { path: '/schedule-meeting', title: 'Schedule a Meeting', area: 'public' },
  { path: '/blogs', title: 'Blogs', area: 'public' },
  { path: '/blogs/get-all-blogs', title: 'All Blogs', area: 'public' },
  { path: '/blogs/:slug', title: 'Blog', area: 'public' },
  { path: '/industries', title: 'Industries', area: 'public' },
  { path: '/life-at-moondive', title: 'Life at Moondive', area: 'public' },
  { path: '/case-study', title: 'Case Studies', area: 'public' },
  { path: '/case-study/:slug', title: 'Case Study', area: 'public' },
  { path: '/careers', title: 'Careers', area: 'public' },
  { path: '/careers/:jobId', title: 'Job Opening', area: 'public' },
  { path: '/our-work', title: 'Our Work', area: 'public' },
  { path: '/privacy-policy', title: 'Privacy Policy', area: 'public' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', area: 'public' },
  { path: '/contact', title: 'Contact', area: 'public' },
  { path: '/error', title: 'Error', area: 'public' },
  // Issue 30: the visitor's own meeting, from the signed link in their mail (noindex).
  { path: '/meeting', title: 'Your Meeting', area: 'public' },
  // Issue 28: the talent-pool answer, from the signed link in the applicant's mail (noindex).
  { path: '/careers/keep-my-application', title: 'Keep Your Application', area: 'public' },
  // Issue 31: a draft's share link (noindex); the page becomes the draft as it will look.
  { path: '/preview', title: 'Draft Preview', area: 'public' },
  ...SERVICE_SCREENS,
] as const satisfies readonly Screen[];

/** Admin screens drawn without the top navigation and footer (SPEC §2). */
const BARE_PATHS: ReadonlySet<string> = new Set(['/login', '/dashboard']);

/**
 * The admin screens SPEC §2 lists, from the one admin screen table
 * (shared/src/admin-screens.ts: path, title, permission, sidebar group).
 */
export const SPEC_ADMIN_SCREENS: readonly Screen[] = ADMIN_SCREENS.filter((s) => s.specRoute).map((s) => ({
  path: s.path,
  title: s.title,
  area: 'admin',
  ...(BARE_PATHS.has(s.path) ? { bare: true } : {}),
}));

export const SCREENS: readonly Screen[] = [...PUBLIC_SCREENS, ...SPEC_ADMIN_SCREENS];

export type PublicPath = (typeof PUBLIC_SCREENS)[number]['path'];

/** The six service pages, in SPEC order (used by the Services menu). */
export const SERVICE_PATHS: readonly PublicPath[] = SERVICE_SCREENS.map((r) => r.path);

/** Paths without parameters, i.e. the ones a prerenderer or sitemap can list. */
export function isStaticPath(path: string): boolean {
  return !path.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}

export function findScreen(path: PublicPath): Screen {
  const screen = PUBLIC_SCREENS.find((s) => s.path === path);
  if (!screen) throw new Error(`Unknown screen ${path}`);
  return screen;
}
