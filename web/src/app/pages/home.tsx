import { FOOTER_SLOTS } from '@app/shared/pages/footer-page';
import { Link } from 'react-router-dom';
import { PartnerLogos } from '../../components/layout/partner-logos';
import { CallToAction } from '../../components/ui/call-to-action';
import { Container } from '../../components/ui/grid';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { HERO_SLIDES, HOME_ABOUT, HOME_HEADING, HOME_INDUSTRIES } from '../../content/home';
import { SERVED_INDUSTRY_COUNT } from '../../content/industries';
import { SERVICES } from '../../content/services';
import { HeroCarousel } from '../../features/marketing/components/hero-carousel';
import classes from '../../features/marketing/components/marketing.module.css';
import { ServiceCards } from '../../features/marketing/components/service-cards';
import { TechStack } from '../../features/marketing/components/tech-stack';
import '../site-classes';

const HERO_LEAD =
  'We design and build MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions.';

/** Home (SPEC §2): hero carousel, about, services, tech stack, testimonials, industries, partners. */
export default function HomePage() {
  // Staff edit the data-section-field texts at /admin/edit-section; the testimonials come from the
  // API: the run-time page renderer (services/src/static-pages) fills both into this page's template.
  return (
    <>
      <div className={classes.hero}>
        <Container className={classes.heroGrid}>
          <div>
            <p className={ui.eyebrow}>Software development company</p>
            <h1 className={classes.heroTitle} data-section-field="home.hero.heading">
              {HOME_HEADING}
            </h1>
            <p className={ui.lead} data-section-field="home.hero.lead">
              {HERO_LEAD}
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
          <HeroCarousel slides={HERO_SLIDES} />
        </Container>
      </div>

      <Section id="about" title={<span data-section-field="home.about.heading">{HOME_ABOUT.heading}</span>}>
        <div data-section-field="home.about.body">
          {HOME_ABOUT.paragraphs.map((p) => (
            <p key={p} className={ui.sectionIntro}>
              {p}
            </p>
          ))}
        </div>
        <ul className={classes.stats}>
          {HOME_ABOUT.stats.map((s) => (
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
        <ul className={classes.chips}>
          {HOME_INDUSTRIES.map((name) => (
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
