import { describe, expect, it } from 'vitest';
import { validationErrors } from './issues';
import { jobListingSchema, jobPostSchema } from './job-post';

const valid = {
  jobTitle: 'Senior React Developer',
  category: 'IT',
  location: ['Noida India', 'Remote'],
  jobType: 'Full-Time',
  schedule: 'Day Shift',
  salaryMin: '6,00,000',
  salaryMax: 1200000,
  education: 'Graduate',
  jobLevel: 'Senior',
  jobDescription: '<p>Build things.</p>',
  qualifications: '<ul><li>React</li></ul>',
  deadline: '2024-12-08',
};

describe('jobPostSchema', () => {
  it('applies the spec defaults', () => {
    const post = jobPostSchema.parse(valid);
    expect(post).toMatchObject({
      numberOfOpenings: 1,
      experienceMin: 0,
      experienceMax: 1,
      salaryMin: 600000,
    });
    expect(
      jobPostSchema.parse({ ...valid, numberOfOpenings: '', experienceMin: '', experienceMax: '' }),
    ).toMatchObject({
      numberOfOpenings: 1,
      experienceMin: 0,
      experienceMax: 1,
    });
  });

  it('requires at least one location', () => {
    expect(validationErrors(jobPostSchema, { ...valid, location: [] }).location).toBe(
      'Select at least one location.',
    );
    expect(validationErrors(jobPostSchema, { ...valid, location: undefined }).location).toBe(
      'Select at least one location.',
    );
    expect(validationErrors(jobPostSchema, { ...valid, location: ['Remote', 'Remote'] }).location).toBe(
      'Each location can only be selected once.',
    );
  });

  it('requires salaryMin <= salaryMax', () => {
    expect(validationErrors(jobPostSchema, { ...valid, salaryMin: 2_000_000, salaryMax: 1_000_000 })).toEqual(
      {
        salaryMax: 'Minimum salary cannot be greater than maximum salary.',
      },
    );
    expect(jobPostSchema.safeParse({ ...valid, salaryMin: 1_000_000, salaryMax: 1_000_000 }).success).toBe(
      true,
    );
  });

  it('requires experienceMin <= experienceMax', () => {
    expect(validationErrors(jobPostSchema, { ...valid, experienceMin: 5, experienceMax: 2 })).toEqual({
      experienceMax: 'Minimum experience cannot be greater than maximum experience.',
    });
    expect(validationErrors(jobPostSchema, { ...valid, experienceMin: 3 })).toEqual({
      experienceMax: 'Minimum experience cannot be greater than maximum experience.',
    });
  });

  it('reports missing and invalid fields', () => {
    expect(validationErrors(jobPostSchema, {})).toEqual({
      jobTitle: 'Job title is required.',
      category: 'Please select a category.',
      location: 'Select at least one location.',
      jobType: 'Please select a job type.',
      schedule: 'Please select a schedule.',
      salaryMin: 'Minimum salary is required.',
      salaryMax: 'Maximum salary is required.',
      education: 'Please select the education level.',
      jobLevel: 'Please select the job level.',
      jobDescription: 'Job description is required.',
      qualifications: 'Qualifications are required.',
      deadline: 'Enter a valid date.',
    });
  });

  it('checks openings, option values and the deadline', () => {
    expect(
      validationErrors(jobPostSchema, {
        ...valid,
        numberOfOpenings: 0,
        jobType: 'Contract',
        location: ['Mars'],
        deadline: '2024-02-31',
      }),
    ).toEqual({
      numberOfOpenings: 'Number of openings must be between 1 and 1000.',
      jobType: 'Please select a job type.',
      'location.0': 'Please select a location.',
      deadline: 'Enter a valid date.',
    });
  });

  it('parses a stored listing', () => {
    expect(jobListingSchema.safeParse({ ...valid, _id: 'job-1' }).success).toBe(true);
    expect(jobListingSchema.safeParse(valid).success).toBe(false);
  });
});
