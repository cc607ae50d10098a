/**
 * The careers page as the build renders it: its texts are the `careers` page
 * document's seed (shared/src/pages/seed/careers.ts; staff edit them on the
 * Pages screen), SPEC's labels are fixed in shared/src/pages/careers-page.ts.
 * Only the header illustration and the value images' size live here.
 */
import { CAREERS_LABELS } from '@app/shared/pages/careers-page';
import { CAREERS_SEED } from '@app/shared/pages/seed/careers';

export const CAREERS_PAGE = CAREERS_SEED;

export const CAREERS_ART = {
  src: '/images/careers/hero.svg',
  alt: 'A colleague at a laptop next to a ladder leading up to a star',
  width: 560,
  height: 400,
} as const;

export const VALUE_IMAGE_SIZE = { width: 96, height: 96 } as const;

export const VALUES_HEADING = CAREERS_LABELS.values;
export const TRAITS_HEADING = CAREERS_LABELS.traits;
export const OPENINGS_HEADING = CAREERS_LABELS.openings;
export const DISCOVER_OPPORTUNITIES = CAREERS_LABELS.discover;
