import { locationLabel } from '@app/shared/careers';
import { COMPANY } from '@app/shared/company';
import { plainTextExcerpt } from '@app/shared/sanitize-text';
import type { PublicJob } from '@app/shared/schemas/careers-admin';

/**
 * The head of a job's share-ready page (document title, description,
 * og:title), pure: site/pages/jobs.ts writes it into the page, and the social
 * planner shows it as the link's card without loading the page writer.
 */
export function jobPageHead(job: PublicJob): { title: string; description: string; ogTitle: string } {
  const summary = plainTextExcerpt(job.JobDescription.PositionOverview, 150);
  return {
    title: `${job.title} | Careers | ${COMPANY.name}`,
    description:
      `${job.title} (${job.experience}, ${job.location.map(locationLabel).join(', ')}). ${summary}`.slice(
        0,
        300,
      ),
    ogTitle: `${job.title} at ${COMPANY.name}`,
  };
}
