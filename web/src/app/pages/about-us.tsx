import { CallToAction } from '../../components/ui/call-to-action';
import { Card } from '../../components/ui/cards';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { ProcessSteps } from '../../components/ui/process-steps';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import {
  ABOUT_INTRO,
  CLIENT_PROJECTS,
  DELIVERY_PROCESS,
  VISION_CARDS,
  VISION_IMAGE_SIZE,
} from '../../content/about';
import { ProjectShowcase } from '../../features/marketing/components/project-showcase';

/** Section keys of the three cards, in VISION_CARDS order (shared/src/site-sections.ts). */
const CARD_SECTIONS = ['about.vision', 'about.mission', 'about.goals'] as const;

function VisionCard({ index }: { index: number }) {
  const key = CARD_SECTIONS[index] ?? 'about.vision';
  const card = VISION_CARDS[index];
  if (!card) return null;
  return (
    <Card
      title={<span data-section-field={`${key}.heading`}>{card.heading}</span>}
      image={{ src: card.image, alt: card.alt, ...VISION_IMAGE_SIZE }}
      imageField={`${key}.image`}
    >
      <p className={ui.cardText} data-section-field={`${key}.description`}>
        {card.description}
      </p>
    </Card>
  );
}

/** About Us (SPEC §2): delivery process, Vision/Mission/Goals, three client projects. */
export default function AboutUsPage() {
  // Staff edit the data-section-field texts at /admin/edit-section; the run-time page renderer fills them in.
  return (
    <>
      <PageHeader
        art={ABOUT_INTRO.art}
        title={<span data-section-field="about.intro.heading">{ABOUT_INTRO.heading}</span>}
        lead={<span data-section-field="about.intro.lead">{ABOUT_INTRO.lead}</span>}
      >
        <div data-section-field="about.intro.body">
          {ABOUT_INTRO.paragraphs.map((p) => (
            <p key={p} className={ui.sectionIntro}>
              {p}
            </p>
          ))}
        </div>
      </PageHeader>
      <Section id="process" title="How We Deliver" intro="Four steps, the same on every project.">
        <ProcessSteps steps={DELIVERY_PROCESS} />
      </Section>
      <Section id="vision" title="Vision, Mission and Goals" muted>
        <Grid cols={3}>
          {VISION_CARDS.map((card, index) => (
            <VisionCard key={card.heading} index={index} />
          ))}
        </Grid>
      </Section>
      <Section id="clients" title="Client Projects" intro="Three products we built with our clients.">
        <ProjectShowcase projects={CLIENT_PROJECTS} />
      </Section>
      <CallToAction />
    </>
  );
}
