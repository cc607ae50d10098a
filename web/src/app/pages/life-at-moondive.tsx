import { INTERNSHIP_OPENINGS_HREF } from '@app/shared/careers';
import { LIFE_SLOTS } from '@app/shared/pages/life-page';
import { Link } from 'react-router-dom';
import { CallToAction } from '../../components/ui/call-to-action';
import { TextCards } from '../../components/ui/cards';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { Picture } from '../../components/ui/picture';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { LIFE_GALLERY, LIFE_PAGE } from '../../content/life';

/** The training programme (the page document's bootcamp block, also /admin/bootcamp; data-section-field marks what the run-time page renderer fills in). */
function Bootcamp() {
  const BOOTCAMP = LIFE_PAGE.bootcamp;
  return (
    <Section
      id="bootcamp"
      title={<span data-section-field="life.bootcamp.heading">{BOOTCAMP.heading}</span>}
      muted
    >
      <div data-section-field="life.bootcamp.body">
        {BOOTCAMP.body.split('\n').map((p) => (
          <p key={p} className={ui.sectionIntro}>
            {p}
          </p>
        ))}
      </div>
      <p className={ui.cardText} data-section-field="life.bootcamp.schedule">
        {BOOTCAMP.schedule}
      </p>
      <p>
        <Link to={INTERNSHIP_OPENINGS_HREF} className={ui.buttonLink}>
          <span data-section-field="life.bootcamp.cta">{BOOTCAMP.cta}</span>
        </Link>
      </p>
    </Section>
  );
}

/** Life at the company: the `life-at-moondive` page document's seed; the API fills its `life.*` slots from the stored document. */
export default function LifeAtMoondivePage() {
  return (
    <>
      <PageHeader
        title={<span data-slot={LIFE_SLOTS.heading}>{LIFE_PAGE.heading}</span>}
        lead={LIFE_PAGE.lead}
        leadSlot={LIFE_SLOTS.lead}
      >
        <p className={ui.sectionIntro} data-slot={LIFE_SLOTS.text}>
          {LIFE_PAGE.text}
        </p>
      </PageHeader>
      <Section id="highlights" title="A Year at Moondive">
        <TextCards items={LIFE_PAGE.highlights} cols={3} slot={LIFE_SLOTS.highlights} />
      </Section>
      <Section id="gallery" title="Moments" muted>
        <Grid cols={3}>
          {LIFE_GALLERY.map((image) => (
            <Picture key={image.src} image={image} />
          ))}
        </Grid>
      </Section>
      <Bootcamp />
      <Section id="voices" title="In Their Words">
        <Grid cols={2} slot={LIFE_SLOTS.quotes}>
          {LIFE_PAGE.quotes.map((q) => (
            <figure key={q.name} className={ui.card}>
              <blockquote style={{ margin: 0 }}>
                <p className={ui.cardText}>“{q.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{q.name}</strong>, {q.role}
              </figcaption>
            </figure>
          ))}
        </Grid>
      </Section>
      <CallToAction
        heading="Want to join us?"
        text="See our values and current openings."
        label="View careers"
        to="/careers"
      />
    </>
  );
}
