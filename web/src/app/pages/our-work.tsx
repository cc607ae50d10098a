import { MESSAGES } from '@app/shared/messages';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { OUR_WORK_PAGE } from '../../content/forms';
import { SERVICES } from '../../content/services';
import { ServiceCards } from '../../features/marketing/components/service-cards';
import '../site-classes';

/** Our Work: the featured projects staff manage at /admin/our-work-listings (filled by the API) and what we build. */
export default function OurWorkPage() {
  return (
    <>
      <PageHeader title={OUR_WORK_PAGE.heading} lead={OUR_WORK_PAGE.lead} />
      <Section id="projects" title="Featured Projects">
        <div data-slot="projects">
          <p>{MESSAGES.noDataFound}</p>
        </div>
      </Section>
      <Section id="what-we-build" title="What We Build" muted>
        <ServiceCards services={SERVICES} />
      </Section>
      <CallToAction />
    </>
  );
}
