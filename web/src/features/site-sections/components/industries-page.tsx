import { SECTION_DEFS } from '@app/shared/site-sections';
import { SectionsScreen } from './sections-screen';

const DEFS = SECTION_DEFS.filter((d) => d.page === '/industries');

/**
 * /admin/industries: the description of each industry on /industries. The
 * list itself is the spec's fixed 18 (SPEC §9), which blog and case-study
 * forms validate against, so staff edit what is said about each, not the list.
 */
export default function IndustriesPage() {
  return (
    <SectionsScreen
      title="Industries"
      intro="The description of each of the 18 industries on the Industries page. Saving updates the live page at once."
      defs={DEFS}
    />
  );
}
