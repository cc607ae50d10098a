/** The home page's site sections, folded into the home page document (home-page.ts). */
import { HOME_PAGE_ID } from './home-slots';
import type { SectionFold } from './section-fold-type';

export const HOME_FOLDS: Readonly<Record<string, SectionFold>> = {
  'home.hero': { pageId: HOME_PAGE_ID, path: ['hero'] },
  'home.about': { pageId: HOME_PAGE_ID, path: ['about'] },
};
