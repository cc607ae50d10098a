import { formatUsShortDate } from '@app/shared/dates';
import { MESSAGES } from '@app/shared/messages';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { CallToAction } from '../../components/ui/call-to-action';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { CASE_STUDIES_PAGE } from '../../content/forms';
import { useCaseStudies } from '../../features/marketing/api/get-case-studies';

/** Case studies list (published ones). */
export default function CaseStudyPage() {
  const state = useCaseStudies();
  return (
    <>
      <PageHeader title={CASE_STUDIES_PAGE.heading} lead={CASE_STUDIES_PAGE.lead} />
      <Section id="case-studies" title="Recent Case Studies">
        {state.status === 'loading' ? <PageLoader list /> : null}
        {state.status === 'error' || (state.status === 'success' && state.data.length === 0) ? (
          <p>{MESSAGES.noDataFound}</p>
        ) : null}
        {state.status === 'success' ? (
          <Grid cols={3}>
            {state.data.map((c) => (
              <article key={c._id} className={ui.card}>
                <p className={ui.eyebrow}>
                  {c.client} · {c.industry}
                </p>
                <h3 className={ui.cardTitle}>
                  <Link to={`/case-study/${c.slug}`}>{c.title}</Link>
                </h3>
                <p className={ui.cardText}>{c.summary}</p>
                <ul>
                  {c.results.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <p className={ui.cardText}>
                  {c.category} · Published{' '}
                  <time dateTime={c.published ?? c.createdAt}>
                    {formatUsShortDate(c.published ?? c.createdAt)}
                  </time>
                </p>
              </article>
            ))}
          </Grid>
        ) : null}
      </Section>
      <CallToAction />
    </>
  );
}
