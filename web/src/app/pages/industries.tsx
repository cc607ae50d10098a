import { INDUSTRIES_SLOTS } from '@app/shared/pages/industries-page';
import { industrySectionKey } from '@app/shared/site-sections-embed';
import { CallToAction } from '../../components/ui/call-to-action';
import { Card } from '../../components/ui/cards';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { INDUSTRIES_PAGE, SERVED_INDUSTRY_COUNT } from '../../content/industries';

/** One industry; staff edit its description at /admin/industries (data-section-field marks what the run-time page renderer fills in). */
function IndustryCard({ name, description }: { name: string; description: string }) {
  const key = industrySectionKey(name);
  return (
    <Card title={name}>
      <p className={ui.cardText} data-section-field={`${key}.description`}>
        {description}
      </p>
    </Card>
  );
}

/**
 * Industries (SPEC §9: all 18 cards; the heading counts 17, as the intro does, since "Other" is not one).
 * The texts are the `industries` page document's seed; the API fills the slots from the stored document.
 */
export default function IndustriesPage() {
  return (
    <>
      <PageHeader
        title="Industries We Serve"
        lead={INDUSTRIES_PAGE.intro}
        leadSlot={INDUSTRIES_SLOTS.intro}
      />
      <Section id="industries" title={`${SERVED_INDUSTRY_COUNT} Industries, One Delivery Process`}>
        <Grid cols={3}>
          {INDUSTRIES_PAGE.industries.map((i) => (
            <IndustryCard key={i.name} name={i.name} description={i.description} />
          ))}
        </Grid>
      </Section>
      <CallToAction heading="Working in one of these industries?" />
    </>
  );
}
