import { TESTIMONIAL_ROUTE_PATHS } from '@app/shared/routes/testimonials';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { TESTIMONIALS_KEY } from './list-testimonials';

/** DELETE /admin/testimonial?id= */
export function deleteTestimonial(id: string): Promise<{ deleted: boolean }> {
  return apiRequest('DELETE', TESTIMONIAL_ROUTE_PATHS.remove, { query: { id } });
}

/** Deletes a testimonial; the list reads again. */
export const useDeleteTestimonial = () => useWrite(deleteTestimonial, [TESTIMONIALS_KEY]);
