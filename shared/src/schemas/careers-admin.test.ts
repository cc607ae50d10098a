import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAREERS_MESSAGES } from '../careers';
import { MESSAGES } from '../messages';
import { applicationUpdateSchema, resumeUploadRequestSchema } from './careers-admin';
import { validationErrors } from './issues';
import { jobPostCreateSchema } from './job-post';

const post = {
  jobTitle: 'QA Engineer',
  category: 'IT',
  location: ['Remote'],
  jobType: 'Full-Time',
  schedule: 'Day Shift',
  salaryMin: 300000,
  salaryMax: 500000,
  education: 'Graduate',
  jobLevel: 'Entry',
  jobDescription: '<p>Test things.</p>',
  qualifications: 'Curiosity',
  keyResponsibilities: 'Write tests\nReport bugs',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('jobPostCreateSchema', () => {
  it('needs a deadline that has not passed (company time zone)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-09-08T20:00:00Z')); // already Sep 9 in India
    expect(validationErrors(jobPostCreateSchema, { ...post, deadline: '2024-09-08' }).deadline).toBe(
      CAREERS_MESSAGES.deadlineInPast,
    );
    expect(jobPostCreateSchema.safeParse({ ...post, deadline: '2024-09-09' }).success).toBe(true);
    expect(jobPostCreateSchema.parse({ ...post, deadline: '2024-10-01' })).toMatchObject({
      keyResponsibilities: 'Write tests\nReport bugs',
      numberOfOpenings: 1,
      experienceMin: 0,
      experienceMax: 1,
    });
  });
});

describe('resumeUploadRequestSchema', () => {
  it('accepts a PDF of 1 byte to 5 MB and says why otherwise', () => {
    expect(
      resumeUploadRequestSchema.safeParse({ contentType: 'application/pdf', size: 5 * 1024 * 1024 }).success,
    ).toBe(true);
    expect(
      validationErrors(resumeUploadRequestSchema, { contentType: 'application/x-msdownload', size: 10 }),
    ).toEqual({
      contentType: MESSAGES.resumeNotPdf,
    });
    expect(
      validationErrors(resumeUploadRequestSchema, { contentType: 'application/pdf', size: 0 }).size,
    ).toBe(MESSAGES.resumeRequired);
    expect(
      validationErrors(resumeUploadRequestSchema, {
        contentType: 'application/pdf',
        size: 5 * 1024 * 1024 + 1,
      }).size,
    ).toBe(MESSAGES.resumeTooLarge);
  });
});

describe('applicationUpdateSchema', () => {
  it('takes a pipeline status and/or a note', () => {
    expect(applicationUpdateSchema.safeParse({ status: 'Interview' }).success).toBe(true);
    expect(applicationUpdateSchema.safeParse({ note: 'Call on Monday' }).success).toBe(true);
    expect(validationErrors(applicationUpdateSchema, {}).status).toBe('Change the status or add a note.');
    expect(validationErrors(applicationUpdateSchema, { status: 'Won' }).status).toBe('Unknown status.');
  });
});
