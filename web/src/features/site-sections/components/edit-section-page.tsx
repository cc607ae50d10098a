import { SECTION_DEFS } from '@app/shared/site-sections';
import { SectionsScreen } from './sections-screen';

const DEFS = SECTION_DEFS.filter((d) => d.page === '/' || d.page === '/about-us');

/** /admin/edit-section: texts and images of the home and about pages. */
export default function EditSectionPage() {
  return (
    <SectionsScreen
      title="Edit Section"
      intro="Change the texts and images of the home and about pages. Saving updates the live pages at once."
      defs={DEFS}
    />
  );
}
