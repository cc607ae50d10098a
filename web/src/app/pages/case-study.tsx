import { MESSAGES } from '@app/shared/messages';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { CASE_STUDIES_PAGE } from '../../content/forms';
import '../site-classes';

/** Case studies list (published ones): the API fills the list whenever one changes (services/src/static-pages). */
export default function CaseStudyPage() {
  return (
    <>
      <PageHeader title={CASE_STUDIES_PAGE.heading} lead={CASE_STUDIES_PAGE.lead} />
      <Section id="case-studies" title="Recent Case Studies">
        <div data-slot="case-study-list">
          <p>{MESSAGES.noDataFound}</p>
        </div>
      </Section>
      <CallToAction />
    </>
  );
}
