import { SECTION_DEFS } from '@app/shared/site-sections';
import { SectionsScreen } from './sections-screen';

const DEFS = SECTION_DEFS.filter((d) => d.page === '/' || d.page === '/about-us');

/** /admin/edit-section: texts and images of the home and about pages. */
export default function EditSectionPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <SectionsScreen
      title={embedded ? 'Home and about sections' : 'Edit Section'}
      order={embedded ? 2 : 1}
      intro="Change the texts and images of the home and about pages. Saving updates the live pages at once."
      defs={DEFS}
    />
  );
}
