import { MESSAGES } from '@app/shared/messages';
import { CAREERS_SLOTS } from '@app/shared/pages/careers-page';
import { Card, TextCards } from '../../components/ui/cards';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import {
  CAREERS_ART,
  CAREERS_PAGE,
  DISCOVER_OPPORTUNITIES,
  OPENINGS_HEADING,
  TRAITS_HEADING,
  VALUE_IMAGE_SIZE,
  VALUES_HEADING,
} from '../../content/careers';
import '../site-classes';

/**
 * Careers (SPEC §2): four values, six traits, current openings by category, Discover Opportunities.
 * Built from the `careers` page document's seed; its `careers.*` slots the API fills from the stored document.
 */
export default function CareersPage() {
  return (
    <>
      <PageHeader
        title={<span data-slot={CAREERS_SLOTS.heading}>{CAREERS_PAGE.heading}</span>}
        lead={CAREERS_PAGE.lead}
        leadSlot={CAREERS_SLOTS.lead}
        art={CAREERS_ART}
      >
        <p className={ui.sectionIntro} data-slot={CAREERS_SLOTS.text}>
          {CAREERS_PAGE.text}
        </p>
        <a href="#current-openings" className={ui.buttonLink}>
          {DISCOVER_OPPORTUNITIES}
        </a>
      </PageHeader>
      <Section id="values" title={VALUES_HEADING}>
        <Grid cols={4}>
          {CAREERS_PAGE.values.map((v, i) => (
            <Card key={v.value} title={v.value} image={{ src: v.image, alt: v.alt, ...VALUE_IMAGE_SIZE }}>
              <p className={ui.cardText} data-slot={CAREERS_SLOTS.value(i)}>
                {v.description}
              </p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="traits" title={TRAITS_HEADING} muted>
        <TextCards items={CAREERS_PAGE.traits} cols={3} slot={CAREERS_SLOTS.traits} />
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
