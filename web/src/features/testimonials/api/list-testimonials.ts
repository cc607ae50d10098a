import { TESTIMONIAL_ROUTE_PATHS } from '@app/shared/routes/testimonials';
import type { TestimonialView } from '@app/shared/schemas/testimonial';
import { apiRequest } from '../../../lib/api-client';

export interface TestimonialPage {
  items: TestimonialView[];
  nextCursor: string | null;
}

/** The cache key of every testimonial read (writes invalidate it). */
export const TESTIMONIALS_KEY = ['testimonials'] as const;

/** GET /testimonials: newest first, one page. */
export function listTestimonials(cursor?: string | null): Promise<TestimonialPage> {
  return apiRequest('GET', TESTIMONIAL_ROUTE_PATHS.list, { query: { limit: 20, cursor } });
}
