import { featureLambda } from '../../lib/feature-lambda';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  updateTestimonial,
} from './testimonial-handlers';

export const handler = featureLambda('testimonials', {
  createTestimonial,
  listTestimonials,
  updateTestimonial,
  deleteTestimonial,
});
