import { sectionFold } from '@app/shared/pages/section-fold';
import { SECTION_DEFS } from '@app/shared/site-sections';
import { SectionsScreen } from './sections-screen';

/**
 * The home and about sections not yet folded into a page document: a folded
 * one (shared/src/pages/section-fold.ts) is edited in its page's editor on the
 * Pages list, so it is not listed twice (its SPEC §7 call still works).
 */
const DEFS = SECTION_DEFS.filter((d) => (d.page === '/' || d.page === '/about-us') && !sectionFold(d.key));

/** /admin/edit-section: texts and images of the about page (home's are the Home page's). */
export default function EditSectionPage({ embedded = false }: { embedded?: boolean }) {
  if (embedded && DEFS.length === 0) return null;
  return (
    <SectionsScreen
      title={embedded ? 'About page sections' : 'Edit Section'}
      order={embedded ? 2 : 1}
      intro="Change the texts and images of the about page. Saving updates the live page at once."
      defs={DEFS}
    />
  );
}
