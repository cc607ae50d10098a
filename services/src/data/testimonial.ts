/**
 * Testimonials: `pk = TESTIMONIAL#<id>`, listed newest first on gsi1
 * `TESTIMONIALS` (content-item.ts). All testimonials are public.
 */
import type { Testimonial } from '@app/shared/schemas/testimonial';
import { type ContentRecord, contentStore } from './content-item';
import { fieldsOf } from './entities/fields';

export type StoredTestimonial = Testimonial & ContentRecord;

export const testimonials = contentStore<StoredTestimonial>(
  'TESTIMONIAL',
  'Testimonial not found',
  fieldsOf<StoredTestimonial>()(
    '_id',
    'createdAt',
    'updatedAt',
    'version',
    'name',
    'designation',
    'websiteName',
    'link',
    'testimonial',
  ),
  {
    labels: {
      name: 'Name',
      designation: 'Designation',
      websiteName: 'Website name',
      link: 'Link',
      testimonial: 'Testimonial',
    },
  },
);
