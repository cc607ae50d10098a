import { describe, expect, it } from 'vitest';
import { validationErrors } from './issues';
import { testimonialRecordSchema, testimonialSchema } from './testimonial';

const valid = {
  name: 'Arjun Mehta',
  designation: 'CTO, Acme',
  websiteName: 'Acme',
  link: 'acme.in',
  testimonial: 'Great team to work with.',
};

describe('testimonialSchema', () => {
  it('accepts a testimonial and normalises the link', () => {
    expect(testimonialSchema.parse(valid).link).toBe('https://acme.in');
    expect(testimonialSchema.safeParse({ ...valid, websiteName: '', link: '' }).success).toBe(true);
  });

  it('reports missing and bad fields', () => {
    expect(validationErrors(testimonialSchema, { link: 'ftp://x.com' })).toEqual({
      name: 'Name is required.',
      designation: 'Designation is required.',
      link: 'Enter a valid URL.',
      testimonial: 'Testimonial is required.',
    });
    expect(validationErrors(testimonialSchema, { ...valid, testimonial: 'x'.repeat(2001) })).toEqual({
      testimonial: 'Testimonial must be at most 2000 characters.',
    });
  });

  it('requires an id on stored testimonials', () => {
    expect(testimonialRecordSchema.safeParse({ ...valid, _id: 't1' }).success).toBe(true);
    expect(testimonialRecordSchema.safeParse(valid).success).toBe(false);
  });
});
