import { TESTIMONIAL_ROUTE_PATHS } from '@app/shared/routes/testimonials';
import type { TestimonialView } from '@app/shared/schemas/testimonial';
import type { RevisionItem } from '../../../components/revision-history/revision-history';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { TESTIMONIALS_KEY } from './list-testimonials';

/** GET /admin/testimonial/revisions?id=: its kept versions, newest first. */
export function listTestimonialRevisions(
  id: string,
  signal?: AbortSignal,
): Promise<{ items: RevisionItem[] }> {
  return apiRequest('GET', TESTIMONIAL_ROUTE_PATHS.revisions, { query: { id }, signal });
}

/** POST /admin/testimonial/restore?id=: a kept version saved as a new one over `version`. */
export function restoreTestimonial(id: string, revision: number, version: number): Promise<TestimonialView> {
  return apiRequest('POST', TESTIMONIAL_ROUTE_PATHS.restore, { query: { id }, body: { revision, version } });
}

export const useRestoreTestimonial = () => useWrite(restoreTestimonial, [TESTIMONIALS_KEY]);
