import { TESTIMONIAL_ROUTE_PATHS } from '@app/shared/routes/testimonials';
import type { TestimonialInput, TestimonialRecord } from '@app/shared/schemas/testimonial';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/create/testimonial, or PUT /admin/testimonial?id= when editing. */
export function saveTestimonial(body: TestimonialInput, id?: string): Promise<TestimonialRecord> {
  return id
    ? apiRequest('PUT', TESTIMONIAL_ROUTE_PATHS.update, { query: { id }, body })
    : apiRequest('POST', TESTIMONIAL_ROUTE_PATHS.create, { body });
}
