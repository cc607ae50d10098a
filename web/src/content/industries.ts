/**
 * The Industries page as the build renders it: its texts are the
 * `industries` page document's seed (shared/src/pages/seed/industries.ts;
 * staff edit them on the Pages screen and at /admin/industries).
 */
import { INDUSTRIES_SEED, SERVED_INDUSTRY_COUNT } from '@app/shared/pages/seed/industries';

export const INDUSTRIES_PAGE = INDUSTRIES_SEED;
export { SERVED_INDUSTRY_COUNT };
