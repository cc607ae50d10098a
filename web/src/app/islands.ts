import { island } from '../components/island/island';

/**
 * The deferred islands of public pages (the three lead forms). `source` must
 * name the imported module: the prerenderer links each island's CSS from the
 * build manifest, and the prerender test checks the files exist.
 */
export const CONTACT_FORM_ISLAND = island(
  'src/app/routes/islands/contact-form-island.tsx',
  () => import('./routes/islands/contact-form-island'),
);
export const LETS_CONNECT_FORM_ISLAND = island(
  'src/app/routes/islands/lets-connect-form-island.tsx',
  () => import('./routes/islands/lets-connect-form-island'),
);
export const SCHEDULE_MEETING_FORM_ISLAND = island(
  'src/app/routes/islands/schedule-meeting-form-island.tsx',
  () => import('./routes/islands/schedule-meeting-form-island'),
);
