import { TESTIMONIAL_ROUTE_PATHS } from '@app/shared/routes/testimonials';
import type { TestimonialRecord } from '@app/shared/schemas/testimonial';
import { apiRequest } from '../../../lib/api-client';
import type { QueryState } from './query-state';
import { usePublicQuery } from './use-public-query';

/** Testimonials for the home page, newest first (GET /testimonials; staff manage them in the admin area). */
export function useTestimonials(): QueryState<readonly TestimonialRecord[]> {
  return usePublicQuery('testimonials', (signal) =>
    apiRequest<{ items: TestimonialRecord[] }>('GET', TESTIMONIAL_ROUTE_PATHS.list, {
      query: { limit: 12 },
      signal,
    }).then((page) => page.items),
  );
}
