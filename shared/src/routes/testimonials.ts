import type { RouteDef } from '../route-def';

/** Testimonials (SPEC §7 create path; list, update and delete paths are ours). Content Writing: testimonials:write. */
export const TESTIMONIAL_ROUTE_PATHS = {
  create: '/admin/create/testimonial',
  list: '/testimonials',
  update: '/admin/testimonial',
  remove: '/admin/testimonial',
  revisions: '/admin/testimonial/revisions',
  restore: '/admin/testimonial/restore',
} as const;

export const TESTIMONIAL_ROUTES = [
  {
    method: 'POST',
    path: TESTIMONIAL_ROUTE_PATHS.create,
    feature: 'testimonials',
    handler: 'createTestimonial',
    access: 'testimonials:write',
  },
  {
    method: 'GET',
    path: TESTIMONIAL_ROUTE_PATHS.list,
    feature: 'testimonials',
    handler: 'listTestimonials',
    access: 'public',
  },
  {
    method: 'PUT',
    path: TESTIMONIAL_ROUTE_PATHS.update,
    feature: 'testimonials',
    handler: 'updateTestimonial',
    access: 'testimonials:write',
  },
  {
    method: 'DELETE',
    path: TESTIMONIAL_ROUTE_PATHS.remove,
    feature: 'testimonials',
    handler: 'deleteTestimonial',
    access: 'testimonials:write',
  },
  {
    method: 'GET',
    path: TESTIMONIAL_ROUTE_PATHS.revisions,
    feature: 'testimonials',
    handler: 'listTestimonialRevisions',
    access: 'testimonials:write',
  },
  {
    method: 'POST',
    path: TESTIMONIAL_ROUTE_PATHS.restore,
    feature: 'testimonials',
    handler: 'restoreTestimonial',
    access: 'testimonials:write',
  },
] as const satisfies readonly RouteDef[];
