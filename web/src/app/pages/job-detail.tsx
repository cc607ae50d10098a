import '../../components/rich-text-editor/rich-content.css';
import { StaticIsland } from '../../components/island/static-island';
import { Container } from '../../components/ui/grid';
import { APPLY_HEADING_ID } from '../../features/careers/components/apply-form';
import classes from '../../features/careers/components/careers.module.css';
import { APPLY_FORM_ISLAND } from '../islands';
import '../site-classes';

/**
 * The template of a job's page (/careers/:jobId): the API renders each open
 * job into `job` (labels, the four SPEC §3 sections, JobPosting JSON-LD in the
 * head) and names the form "Apply for <title>" (services/src/static-pages/pages/jobs.ts).
 * The application form is an island: it loads on the first interaction.
 */
export default function JobTemplate() {
  return (
    <Container narrow>
      <article className={classes.article} aria-labelledby="job-title">
        <div data-slot="job" />
        <section id="apply" aria-labelledby={APPLY_HEADING_ID}>
          <h2 id={APPLY_HEADING_ID}>
            <span data-slot="apply-heading">Apply for this job</span>
          </h2>
          <StaticIsland island={APPLY_FORM_ISLAND} />
        </section>
      </article>
    </Container>
  );
}
