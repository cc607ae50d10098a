import { describe, expect, it } from 'vitest';
import { validationErrors } from './issues';
import { letsConnectFormSchema, scheduleMeetingLeadSchema, toScheduleMeetingLead } from './lets-connect';

const valid = {
  fullName: 'Rahul Verma',
  email: 'rahul@acme.in',
  companyName: 'Acme',
  websiteUrl: 'acme.in',
  interest: 'AI/ML Solutions',
  projectDuration: '12 months+',
  budget: '<$10K',
  projectPhase: 'Existing Codebase',
  additionalDetails: 'We need help.',
};

describe('letsConnectFormSchema', () => {
  it('accepts the spec option values and normalises the website', () => {
    const form = letsConnectFormSchema.parse(valid);
    expect(form.websiteUrl).toBe('https://acme.in');
    expect(form.budget).toBe('<$10K');
  });

  it('keeps optional fields optional', () => {
    const { companyName: _c, websiteUrl: _w, additionalDetails: _a, ...required } = valid;
    expect(letsConnectFormSchema.safeParse(required).success).toBe(true);
    expect(letsConnectFormSchema.safeParse({ ...valid, websiteUrl: '' }).success).toBe(true);
  });

  it('rejects values outside the option lists', () => {
    expect(
      validationErrors(letsConnectFormSchema, {
        ...valid,
        interest: 'Blockchain',
        projectDuration: '',
        budget: '$1M',
        projectPhase: undefined,
      }),
    ).toEqual({
      interest: 'Please select what you are interested in.',
      projectDuration: 'Please select the expected project duration.',
      budget: 'Please select a budget.',
      projectPhase: 'Please select the project phase.',
    });
  });

  it('rejects a bad website and a long company name', () => {
    expect(
      validationErrors(letsConnectFormSchema, {
        ...valid,
        websiteUrl: 'javascript:alert(1)',
        companyName: 'x'.repeat(201),
      }),
    ).toEqual({
      websiteUrl: 'Enter a valid URL.',
      companyName: 'Company name must be at most 200 characters.',
    });
  });
});

describe('schedule-meeting lead', () => {
  it('maps the form to the lead entity names', () => {
    const lead = toScheduleMeetingLead(letsConnectFormSchema.parse(valid), '2024-09-08T10:00:00Z');
    expect(lead).toMatchObject({
      interestedIn: 'AI/ML Solutions',
      expectedTime: '12 months+',
      message: 'We need help.',
      websiteUrl: 'https://acme.in',
    });
    expect(scheduleMeetingLeadSchema.safeParse(lead).success).toBe(true);
  });
});
