import { island } from '../components/island/island';

/**
 * The form islands of public pages. `source` must name the imported module:
 * the prerenderer links each island's CSS from the build manifest, and the
 * prerender test checks the files exist. The site script loads them by name
 * (src/site-script/islands.ts).
 */
export const CONTACT_FORM_ISLAND = island(
  'contact-form',
  'src/app/pages/islands/contact-form-island.tsx',
  () => import('./pages/islands/contact-form-island'),
);
export const LETS_CONNECT_FORM_ISLAND = island(
  'lets-connect-form',
  'src/app/pages/islands/lets-connect-form-island.tsx',
  () => import('./pages/islands/lets-connect-form-island'),
);
/**
 * Not loaded with the page (that cost ~130 KB gzip of initial JS): on first touch like the others, or
 * as soon as its prerendered picker comes into view (site-script/islands.ts), so the times load unasked.
 */
export const SCHEDULE_MEETING_FORM_ISLAND = island(
  'schedule-meeting-form',
  'src/app/pages/islands/schedule-meeting-form-island.tsx',
  () => import('./pages/islands/schedule-meeting-form-island'),
);
/** The job application form of a job's page (the page says which job in #job-data). */
export const APPLY_FORM_ISLAND = island(
  'apply-form',
  'src/app/pages/islands/apply-form-island.tsx',
  () => import('./pages/islands/apply-form-island'),
);
/** Edit and delete on a blog post, for staff who may write blogs; nothing is prerendered. */
export const BLOG_ADMIN_ISLAND = island(
  'blog-admin',
  'src/app/pages/islands/blog-admin-island.tsx',
  () => import('./pages/islands/blog-admin-island'),
);

/** The visitor's own meeting (/meeting#t=…): loads at once (site-script/islands.ts), as it reads the link. */
export const MEETING_MANAGER_ISLAND = island(
  'meeting-manager',
  'src/app/pages/islands/meeting-manager-island.tsx',
  () => import('./pages/islands/meeting-manager-island'),
);

/** The talent-pool answer (/careers/keep-my-application#t=…): loads at once, as it reads the link. */
export const KEEP_APPLICATION_ISLAND = island(
  'keep-application',
  'src/app/pages/islands/keep-application-island.tsx',
  () => import('./pages/islands/keep-application-island'),
);

/** A draft's share link (/preview#t=…): loads at once and replaces the page with the draft. */
export const DRAFT_PREVIEW_ISLAND = island(
  'draft-preview',
  'src/app/pages/islands/draft-preview-island.tsx',
  () => import('./pages/islands/draft-preview-island'),
);

export const ISLANDS = [
  CONTACT_FORM_ISLAND,
  LETS_CONNECT_FORM_ISLAND,
  SCHEDULE_MEETING_FORM_ISLAND,
  APPLY_FORM_ISLAND,
  BLOG_ADMIN_ISLAND,
  MEETING_MANAGER_ISLAND,
  KEEP_APPLICATION_ISLAND,
  DRAFT_PREVIEW_ISLAND,
] as const;
