import '../../components/rich-text-editor/rich-content.css';
import { CallToAction } from '../../components/ui/call-to-action';
import classes from '../../features/marketing/components/blog.module.css';
import '../site-classes';

/**
 * The template of a case study's page (/case-study/:slug): the API renders
 * each published case study into `article` (services/src/static-pages/pages/case-studies.ts).
 */
export default function CaseStudyTemplate() {
  return (
    <>
      <article className={classes.article}>
        <div data-slot="article" />
      </article>
      <CallToAction />
    </>
  );
}
