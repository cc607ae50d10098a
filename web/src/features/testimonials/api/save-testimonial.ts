import { TESTIMONIAL_ROUTE_PATHS } from '@app/shared/routes/testimonials';
import type { TestimonialInput, TestimonialView } from '@app/shared/schemas/testimonial';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { TESTIMONIALS_KEY } from './list-testimonials';

/** POST /admin/create/testimonial, or PUT /admin/testimonial?id= at the edited version (409 when stale). */
export function saveTestimonial(
  body: TestimonialInput,
  editing?: { id: string; version: number },
): Promise<TestimonialView> {
  return editing
    ? apiRequest('PUT', TESTIMONIAL_ROUTE_PATHS.update, {
        query: { id: editing.id },
        body: { ...body, version: editing.version },
      })
    : apiRequest('POST', TESTIMONIAL_ROUTE_PATHS.create, { body });
}

/** Saves a testimonial; the list reads again. */
export const useSaveTestimonial = () => useWrite(saveTestimonial, [TESTIMONIALS_KEY]);
