import { TESTIMONIAL_ROUTE_PATHS } from '@app/shared/routes/testimonials';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /admin/testimonial?id= */
export function deleteTestimonial(id: string): Promise<{ deleted: boolean }> {
  return apiRequest('DELETE', TESTIMONIAL_ROUTE_PATHS.remove, { query: { id } });
}
