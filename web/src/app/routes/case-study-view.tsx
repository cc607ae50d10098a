import '../../components/rich-text-editor/rich-content.css';
import { formatUsShortDate } from '@app/shared/dates';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { useContentFonts } from '../../components/rich-text-editor/use-content-fonts';
import { CallToAction } from '../../components/ui/call-to-action';
import ui from '../../components/ui/ui.module.css';
import { useCaseStudy } from '../../features/marketing/api/get-case-studies';
import classes from '../../features/marketing/components/blog.module.css';
import { applyHead } from '../../features/marketing/seo/apply-head';
import { NotFoundRoute } from './not-found';

/**
 * /case-study/:slug. Crawlers get the share-ready HTML the API published to
 * the site bucket (its own head tags and Article JSON-LD); the SPA renders
 * this over it from GET /case-studies/get-single.
 */
export default function CaseStudyViewPage() {
  const { slug = '' } = useParams();
  const state = useCaseStudy(slug);
  const study = state.status === 'success' ? state.data : null;
  useContentFonts(study?.content);
  useEffect(() => {
    if (!study) return;
    applyHead(`/case-study/${study.slug}`, {
      title: study.title,
      description: study.summary,
      ogTitle: study.title,
      ogDescription: study.summary,
      ogImage: study.ogImage || study.heroImage,
      ogType: 'article',
      breadcrumb: study.title,
    });
  }, [study]);
  if (state.status === 'loading') return <PageLoader />;
  if (!study) return <NotFoundRoute />;
  const when = study.published ?? study.createdAt;
  return (
    <>
      <article className={classes.article}>
        <p className={classes.meta}>
          {study.client} · {study.industry} · {study.category} ·{' '}
          <time dateTime={when}>{formatUsShortDate(when)}</time>
        </p>
        <h1>{study.title}</h1>
        <p className={ui.cardText}>{study.summary}</p>
        <img
          src={study.heroImage}
          alt={study.heroImageAlt}
          width={760}
          height={428}
          className={classes.hero}
        />
        <h2>Results</h2>
        <ul>
          {study.results.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <div
          className={`${classes.content} rich-content`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: case study bodies are HTML, sanitised with an allowlist by the API before storage (services/src/lib/sanitize-html.ts).
          dangerouslySetInnerHTML={{ __html: study.content }}
        />
        <p>
          <Link to="/case-study">All case studies</Link>
        </p>
      </article>
      <CallToAction />
    </>
  );
}
