import { describe, expect, it } from 'vitest';
import { validationErrors } from './issues';
import {
  jobApplicationFormSchema,
  jobApplicationRequestSchema,
  jobQuerySchema,
  toJobQuery,
  validateResumeFile,
} from './job-application';

const valid = {
  firstName: 'Priya',
  lastName: 'Singh',
  email: 'priya@example.com',
  mobileNumber: '9876543210',
  currentCTC: 600000,
  expectedCTC: '8,00,000',
  noticePeriod: '1 month',
  resume: 'resumes/abc123.pdf',
  coverLetter: '',
};

describe('jobApplicationFormSchema', () => {
  it('accepts a valid application and reads numeric strings', () => {
    const form = jobApplicationFormSchema.parse(valid);
    expect(form.currentCTC).toBe(600000);
    expect(form.expectedCTC).toBe(800000);
  });

  it.each(['N/A', 'n/a', ' NA '])('accepts %j as N/A for CTC', (value) => {
    const form = jobApplicationFormSchema.parse({ ...valid, currentCTC: value, expectedCTC: value });
    expect(form.currentCTC).toBe('N/A');
    expect(form.expectedCTC).toBe('N/A');
  });

  it('rejects other CTC text and negative amounts', () => {
    expect(
      validationErrors(jobApplicationFormSchema, { ...valid, currentCTC: 'lots', expectedCTC: -1 }),
    ).toEqual({
      currentCTC: 'Enter an amount or N/A.',
      expectedCTC: 'Expected CTC must be between 0 and 10000000000.',
    });
    expect(validationErrors(jobApplicationFormSchema, { ...valid, currentCTC: '' }).currentCTC).toBe(
      'Enter an amount or N/A.',
    );
  });

  it('requires a PDF resume', () => {
    expect(validationErrors(jobApplicationFormSchema, { ...valid, resume: '' }).resume).toBe(
      'Please upload your resume.',
    );
    expect(validationErrors(jobApplicationFormSchema, { ...valid, resume: undefined }).resume).toBe(
      'Please upload your resume.',
    );
    expect(validationErrors(jobApplicationFormSchema, { ...valid, resume: 'resumes/cv.docx' }).resume).toBe(
      'Please select a PDF file.',
    );
  });

  it('reports names, notice period and cover letter length', () => {
    expect(
      validationErrors(jobApplicationFormSchema, {
        ...valid,
        firstName: '',
        lastName: '<i>x</i>',
        noticePeriod: '3 months',
        coverLetter: 'x'.repeat(5001),
      }),
    ).toEqual({
      firstName: 'First name is required.',
      lastName: 'Name cannot contain links or HTML.',
      noticePeriod: 'Please select your notice period.',
      coverLetter: 'Cover letter must be at most 5000 characters.',
    });
  });
});

describe('job query', () => {
  it('is built from the request with the applicant full name', () => {
    const request = jobApplicationRequestSchema.parse({ ...valid, appliedFor: 'job-1' });
    const query = toJobQuery(request);
    expect(query).toMatchObject({ fullName: 'Priya Singh', phoneNumber: '9876543210', appliedFor: 'job-1' });
    expect(jobQuerySchema.safeParse(query).success).toBe(true);
  });

  it('requires appliedFor in the request', () => {
    expect(jobApplicationRequestSchema.safeParse(valid).success).toBe(false);
  });
});

describe('validateResumeFile', () => {
  it('accepts a PDF up to 5 MB', () => {
    expect(validateResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateResumeFile({ name: 'cv.PDF', size: 1000 })).toBeNull();
  });

  it('returns the spec messages', () => {
    expect(validateResumeFile(null)).toBe('Please upload your resume.');
    expect(validateResumeFile({ name: 'cv.docx', type: 'application/msword', size: 1000 })).toBe(
      'Please select a PDF file.',
    );
    expect(validateResumeFile({ name: 'cv.pdf', type: 'text/plain', size: 1000 })).toBe(
      'Please select a PDF file.',
    );
    expect(validateResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The resume must be 5 MB or smaller.',
    );
  });
});
