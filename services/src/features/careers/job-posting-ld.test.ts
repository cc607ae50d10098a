import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { describe, expect, it } from 'vitest';
import { jobPostingLd } from './job-posting-ld';

const job: PublicJob = {
  _id: 'qa-engineer-1a2b3c4d',
  title: 'QA Engineer',
  category: 'IT',
  experience: '0-1 Years',
  deadline: '2024-12-08',
  JobDescription: {
    PositionOverview: '<p>Keep releases <em>reliable</em>.</p>',
    KeyResponsibilities: ['Write tests'],
    Qualifications: ['Curiosity & care'],
    PreferredSkills: [],
  },
  location: ['Noida India'],
  jobType: 'Part-Time',
  schedule: 'Day Shift',
  jobLevel: 'Entry',
  education: 'Graduate',
  numberOfOpenings: 2,
  salaryMin: 300000,
  salaryMax: 500000,
  datePosted: '2024-09-01T10:00:00.000Z',
  status: 'open',
};

describe('jobPostingLd', () => {
  it('has every field Google requires, plus validThrough, employmentType and baseSalary', () => {
    const ld = jobPostingLd(job, 'https://www.example.com/');
    expect(ld).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'QA Engineer',
      description:
        '<p>Keep releases <em>reliable</em>.</p><p><strong>Key Responsibilities</strong></p><ul><li>Write tests</li></ul>' +
        '<p><strong>Qualifications</strong></p><ul><li>Curiosity &amp; care</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Moondive', value: 'qa-engineer-1a2b3c4d' },
      datePosted: '2024-09-01',
      // 23:59:59 in Noida with the zone's offset (asserted as an instant below).
      validThrough: expect.stringMatching(/^2024-12-08T23:59:59\+\d\d:\d\d$/),
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        '@id': 'https://www.example.com/#organization',
        name: 'Moondive',
        url: 'https://www.example.com/',
        sameAs: 'https://www.example.com/',
        logo: {
          '@type': 'ImageObject',
          url: 'https://www.example.com/icons/icon-512.png',
          width: 512,
          height: 512,
        },
      },
      jobLocation: [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Tower B, 7th Floor, Sector 62',
            addressLocality: 'Noida',
            addressRegion: 'Uttar Pradesh',
            postalCode: '201309',
            addressCountry: 'IN',
          },
        },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 300000, maxValue: 500000, unitText: 'YEAR' },
      },
      directApply: true,
      url: 'https://www.example.com/careers/qa-engineer-1a2b3c4d',
      image: 'https://www.example.com/images/og-default.png',
    });
    expect(Date.parse(ld.validThrough as string)).toBe(Date.parse('2024-12-08T18:29:59Z'));
  });

  it('marks remote jobs TELECOMMUTE with the countries applicants may live in', () => {
    const ld = jobPostingLd({ ...job, location: ['Remote'] }, 'https://www.example.com');
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'India' },
      { '@type': 'Country', name: 'United States' },
    ]);
  });
});
