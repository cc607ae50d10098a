import { MESSAGES } from '@app/shared/messages';
import { Card, TextCards } from '../../components/ui/cards';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import {
  CAREER_TRAITS,
  CAREER_VALUES,
  CAREERS_INTRO,
  DISCOVER_OPPORTUNITIES,
  OPENINGS_HEADING,
  TRAITS_HEADING,
  VALUE_IMAGE_SIZE,
  VALUES_HEADING,
} from '../../content/careers';
import '../site-classes';

/** Careers (SPEC §2): four values, six traits, current openings by category, Discover Opportunities. */
export default function CareersPage() {
  return (
    <>
      <PageHeader title={CAREERS_INTRO.heading} lead={CAREERS_INTRO.lead} art={CAREERS_INTRO.art}>
        <p className={ui.sectionIntro}>{CAREERS_INTRO.text}</p>
        <a href="#current-openings" className={ui.buttonLink}>
          {DISCOVER_OPPORTUNITIES}
        </a>
      </PageHeader>
      <Section id="values" title={VALUES_HEADING}>
        <Grid cols={4}>
          {CAREER_VALUES.map((v) => (
            <Card key={v.value} title={v.value} image={{ src: v.image, alt: v.alt, ...VALUE_IMAGE_SIZE }}>
              <p className={ui.cardText}>{v.description}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="traits" title={TRAITS_HEADING} muted>
        <TextCards
          items={CAREER_TRAITS.map((t) => ({ title: t.title, description: t.description }))}
          cols={3}
        />
      </Section>
      <Section id="current-openings" title={OPENINGS_HEADING}>
        {/* The API fills the openings whenever a job changes or a deadline passes (services/src/static-pages). */}
        <div data-slot="openings">
          <p>{MESSAGES.noPositions}</p>
        </div>
      </Section>
    </>
  );
}
