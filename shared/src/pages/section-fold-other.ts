/**
 * The about, industries and life sections' folds: about.intro and the three
 * cards into the `about-us` document, each industry.<slug> into the
 * `industries` document (SPEC §9's order), life.bootcamp into the
 * `life-at-moondive` document. The paths are the documents' own
 * (ABOUT_SECTION_PATHS, INDUSTRY_SECTION_PATHS, LIFE_SECTION_PATHS), so a
 * document's shape and its folds cannot drift apart.
 */
import { ABOUT_PAGE_ID, ABOUT_SECTION_PATHS } from './about-page';
import { INDUSTRIES_PAGE_ID, INDUSTRY_SECTION_PATHS } from './industries-page';
import { LIFE_PAGE_ID, LIFE_SECTION_PATHS } from './life-page';
import type { SectionFold } from './section-fold-type';

const foldsInto = (pageId: string, paths: Readonly<Record<string, readonly (string | number)[]>>) =>
  Object.fromEntries(Object.entries(paths).map(([key, path]) => [key, { pageId, path }]));

export const OTHER_FOLDS: Readonly<Record<string, SectionFold>> = {
  ...foldsInto(ABOUT_PAGE_ID, ABOUT_SECTION_PATHS),
  ...foldsInto(INDUSTRIES_PAGE_ID, INDUSTRY_SECTION_PATHS),
  ...foldsInto(LIFE_PAGE_ID, LIFE_SECTION_PATHS),
};
