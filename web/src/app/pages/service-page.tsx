import { Link } from 'react-router-dom';
import { CallToAction } from '../../components/ui/call-to-action';
import { TextCards } from '../../components/ui/cards';
import { FaqList } from '../../components/ui/faq-list';
import { PageHeader } from '../../components/ui/page-header';
import { Picture } from '../../components/ui/picture';
import { ProcessSteps } from '../../components/ui/process-steps';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { serviceByPath } from '../../content/services';
import { NotFoundRoute } from './not-found';

/**
 * One of the six service pages: capabilities, offerings, a 6-step process and FAQs (SPEC §2).
 * Built from the seed; compiled into a template whose `page.*` slots the API fills from the
 * page document staff edit (services/src/static-pages/pages/service-pages.ts). Headings are SPEC's.
 */
export default function ServicePage({ path }: { path: string }) {
  const service = serviceByPath(path);
  if (!service) return <NotFoundRoute />;
  return (
    <>
      <PageHeader eyebrow="Services" title={service.title} lead={service.headline} leadSlot="page.headline">
        <div className={ui.split}>
          <div>
            <p className={ui.sectionIntro} data-slot="page.intro">
              {service.intro}
            </p>
            <Link to="/lets-connect" className={ui.buttonLink}>
              Discuss your project
            </Link>
          </div>
          <Picture image={service.image} priority />
        </div>
      </PageHeader>
      <Section id="capabilities" title="Capabilities">
        <TextCards items={service.capabilities} slot="page.capabilities" />
      </Section>
      <Section id="offerings" title="What We Offer" muted>
        <TextCards items={service.offerings} slot="page.offerings" />
      </Section>
      <Section
        id="process"
        title="Our Process"
        intro={`Every ${service.title} engagement runs in the same six steps.`}
      >
        <ProcessSteps steps={service.process} slot="page.process" />
      </Section>
      <Section id="faqs" title="Frequently Asked Questions" muted>
        <FaqList faqs={service.faqs} slot="page.faqs" />
      </Section>
      <CallToAction />
    </>
  );
}
