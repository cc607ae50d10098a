import { FOOTER_SLOTS } from '@app/shared/pages/footer-page';
import { HOME_SLOTS } from '@app/shared/pages/home-slots';
import { HOME_SEED } from '@app/shared/pages/seed/home';
import { Link } from 'react-router-dom';
import { PartnerLogos } from '../../components/layout/partner-logos';
import { CallToAction } from '../../components/ui/call-to-action';
import { Container } from '../../components/ui/grid';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { SERVED_INDUSTRY_COUNT } from '../../content/industries';
import { SERVICES } from '../../content/services';
import { HeroCarousel } from '../../features/marketing/components/hero-carousel';
import classes from '../../features/marketing/components/marketing.module.css';
import { ServiceCards } from '../../features/marketing/components/service-cards';
import { TechStack } from '../../features/marketing/components/tech-stack';
import '../site-classes';

/** Home (SPEC §2): hero carousel, about, services, tech stack, testimonials, industries, partners. */
export default function HomePage() {
  // The texts are the `home` page document's seed (staff edit it on the Pages screen; the hero and about
  // texts also at /admin/edit-section); the run-time page renderer (services/src/static-pages) fills the
  // stored document and the testimonials into this page's template.
  const { hero, about, stats, industries } = HOME_SEED;
  return (
    <>
      <div className={classes.hero}>
        <Container className={classes.heroGrid}>
          <div>
            <p className={ui.eyebrow}>Software development company</p>
            <h1 className={classes.heroTitle} data-section-field="home.hero.heading">
              {hero.heading}
            </h1>
            <p className={ui.lead} data-section-field="home.hero.lead">
              {hero.lead}
            </p>
            <div className={classes.heroActions}>
              <Link to="/lets-connect" className={ui.buttonLink}>
                Let's Connect
              </Link>
              <Link to="/our-work" className={classes.secondaryLink}>
                See our work
              </Link>
            </div>
          </div>
          <HeroCarousel slides={hero.slides} />
        </Container>
      </div>

      <Section id="about" title={<span data-section-field="home.about.heading">{about.heading}</span>}>
        <div data-section-field="home.about.body">
          {about.body.split('\n').map((p) => (
            <p key={p} className={ui.sectionIntro}>
              {p}
            </p>
          ))}
        </div>
        <ul className={classes.stats} data-slot={HOME_SLOTS.stats}>
          {stats.map((s) => (
            <li key={s.label} className={classes.stat}>
              <span className={classes.statValue}>{s.value}</span>
              {s.label}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="services"
        title="Our Services"
        intro="Six ways we help you build and grow digital products."
        muted
      >
        <ServiceCards services={SERVICES} />
      </Section>

      <Section id="tech-stack" title="Our Tech Stack" intro="Proven tools we pick from for each project.">
        <TechStack />
      </Section>

      <Section id="testimonials" title="What Our Clients Say" muted>
        <div data-slot="testimonials" />
      </Section>

      <Section id="industries" title="Industries We Serve">
        <ul className={classes.chips} data-slot={HOME_SLOTS.industries}>
          {industries.map((name) => (
            <li key={name} className={classes.chip}>
              {name}
            </li>
          ))}
        </ul>
        <p>
          <Link to="/industries" className={classes.serviceLink}>
            See all {SERVED_INDUSTRY_COUNT} industries
          </Link>
        </p>
      </Section>

      <Section id="partners" title="Our Partners" muted>
        {/* The partners are the footer document's (staff edit them with the footer). */}
        <PartnerLogos slot={FOOTER_SLOTS.partnerStrip} className={classes.logos} />
      </Section>

      <CallToAction />
    </>
  );
}
