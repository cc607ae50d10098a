/**
 * The about, industries and life sections' folds. Empty here on purpose: the
 * engineer who makes the about, industries and life (bootcamp) pages into
 * documents fills it (e.g. `'about.intro': { pageId: 'about-us', path: ['intro'] }`).
 * A key without an entry keeps its own section item until then.
 */
import type { SectionFold } from './section-fold';

export const OTHER_FOLDS: Readonly<Record<string, SectionFold>> = {};
