import { MESSAGES } from '@app/shared/messages';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { CallToAction } from '../../components/ui/call-to-action';
import { TextCards } from '../../components/ui/cards';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { OUR_WORK_PAGE } from '../../content/forms';
import { SERVICES } from '../../content/services';
import { useWorkProjects } from '../../features/marketing/api/get-work-projects';

/** The featured projects staff manage at /admin/our-work-listings. */
function FeaturedProjects() {
  const state = useWorkProjects();
  if (state.status === 'loading') return <PageLoader list />;
  if (state.status === 'error' || state.data.length === 0) return <p>{MESSAGES.noDataFound}</p>;
  return (
    <Grid cols={3}>
      {state.data.map((p) => (
        <article key={p._id} className={ui.card}>
          {p.image ? (
            <img
              src={p.image}
              alt={p.imageAlt ?? ''}
              width={480}
              height={300}
              loading="lazy"
              decoding="async"
              style={{ width: '100%', height: 'auto' }}
            />
          ) : null}
          <p className={ui.eyebrow}>{p.industry}</p>
          <h3 className={ui.cardTitle}>{p.link ? <Link to={p.link}>{p.name}</Link> : p.name}</h3>
          <p className={ui.cardText}>{p.summary}</p>
          <p className={ui.cardText}>
            <strong>{p.outcome}</strong>
          </p>
        </article>
      ))}
    </Grid>
  );
}

/** Our Work: the client projects and what we can build. */
export default function OurWorkPage() {
  return (
    <>
      <PageHeader title={OUR_WORK_PAGE.heading} lead={OUR_WORK_PAGE.lead} />
      <Section id="projects" title="Featured Projects">
        <FeaturedProjects />
      </Section>
      <Section id="what-we-build" title="What We Build" muted>
        <TextCards items={SERVICES.map((s) => ({ title: s.title, description: s.summary }))} cols={3} />
      </Section>
      <CallToAction />
    </>
  );
}
