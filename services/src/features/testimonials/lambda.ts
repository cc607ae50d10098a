import { featureLambda } from '../../lib/feature-lambda';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonialRevisions,
  listTestimonials,
  restoreTestimonial,
  updateTestimonial,
} from './testimonial-handlers';

export const handler = featureLambda('testimonials', {
  createTestimonial,
  listTestimonials,
  updateTestimonial,
  deleteTestimonial,
  listTestimonialRevisions,
  restoreTestimonial,
});
