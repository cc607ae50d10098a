import { ABOUT_SLOTS } from '@app/shared/pages/about-page';
import { CallToAction } from '../../components/ui/call-to-action';
import { Card } from '../../components/ui/cards';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { ProcessSteps } from '../../components/ui/process-steps';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { ABOUT_ART_SIZE, ABOUT_PAGE, VISION_IMAGE_SIZE } from '../../content/about';
import { ProjectShowcase } from '../../features/marketing/components/project-showcase';

/** Section keys of the three cards, in the document's order (shared/src/pages/about-page.ts). */
const CARD_SECTIONS = ['about.vision', 'about.mission', 'about.goals'] as const;

function VisionCard({ index }: { index: number }) {
  const key = CARD_SECTIONS[index] ?? 'about.vision';
  const card = ABOUT_PAGE.cards[index];
  if (!card) return null;
  return (
    <Card
      title={card.heading}
      image={{ src: card.image, alt: card.alt, ...VISION_IMAGE_SIZE }}
      imageField={`${key}.image`}
    >
      <p className={ui.cardText} data-section-field={`${key}.description`}>
        {card.description}
      </p>
    </Card>
  );
}

/**
 * About Us (SPEC §2): delivery process, Vision/Mission/Goals, three client projects. The texts are the
 * `about-us` page document's seed; the API fills the section marks and `about.*` slots from the stored document.
 */
export default function AboutUsPage() {
  const { intro } = ABOUT_PAGE;
  return (
    <>
      <PageHeader
        art={{ src: intro.image, alt: intro.alt, ...ABOUT_ART_SIZE }}
        artSlot={ABOUT_SLOTS.art}
        title={<span data-section-field="about.intro.heading">{intro.heading}</span>}
        lead={<span data-section-field="about.intro.lead">{intro.lead}</span>}
      >
        <div data-section-field="about.intro.body">
          {intro.body.split('\n').map((p) => (
            <p key={p} className={ui.sectionIntro}>
              {p}
            </p>
          ))}
        </div>
      </PageHeader>
      <Section id="process" title="How We Deliver" intro="Four steps, the same on every project.">
        <ProcessSteps steps={ABOUT_PAGE.steps} slot={ABOUT_SLOTS.steps} />
      </Section>
      <Section id="vision" title="Vision, Mission and Goals" muted>
        <Grid cols={3}>
          {ABOUT_PAGE.cards.map((card, index) => (
            <VisionCard key={card.heading} index={index} />
          ))}
        </Grid>
      </Section>
      <Section id="clients" title="Client Projects" intro="Three products we built with our clients.">
        <ProjectShowcase projects={ABOUT_PAGE.projects} />
      </Section>
      <CallToAction />
    </>
  );
}
