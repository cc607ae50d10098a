import {
  deadlineEnd,
  EMPLOYMENT_TYPES,
  HIRING_ORGANIZATION_NAME,
  JOB_LOCATION_ADDRESSES,
  jobPath,
  REMOTE_APPLICANT_COUNTRIES,
} from '@app/shared/careers';
import { COMPANY, organizationLd } from '@app/shared/company';
import { h, serialize, trustedHtml } from '@app/shared/html/html';
import type { PublicJob } from '@app/shared/schemas/careers-admin';

/**
 * schema.org JobPosting for Google for Jobs. Required: title, description
 * (HTML), datePosted, hiringOrganization, and jobLocation, or jobLocationType
 * TELECOMMUTE with applicantLocationRequirements for Remote (both when a job
 * is in an office and remote). Recommended: validThrough, employmentType,
 * baseSalary (INR per year), identifier, directApply.
 */
export function jobPostingLd(job: PublicJob, siteUrl: string): Record<string, unknown> {
  const base = siteUrl.replace(/\/$/, '');
  const offices = job.location.filter((l) => l !== 'Remote') as (keyof typeof JOB_LOCATION_ADDRESSES)[];
  const remote = job.location.includes('Remote');
  const d = job.JobDescription;
  const list = (title: string, items: string[]) =>
    items.length > 0
      ? [
          h('p', null, h('strong', null, title)),
          h(
            'ul',
            null,
            items.map((i) => h('li', null, i)),
          ),
        ]
      : null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    // PositionOverview was sanitised with the rich-text allowlist before it was stored.
    description: serialize([
      trustedHtml(d.PositionOverview),
      list('Key Responsibilities', d.KeyResponsibilities),
      list('Qualifications', d.Qualifications),
      list('Preferred Skills', d.PreferredSkills),
    ]),
    identifier: { '@type': 'PropertyValue', name: HIRING_ORGANIZATION_NAME, value: job._id },
    datePosted: job.datePosted.slice(0, 10),
    validThrough: deadlineEnd(job.deadline),
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    hiringOrganization: { ...organizationLd(base), name: HIRING_ORGANIZATION_NAME },
    ...(offices.length > 0
      ? {
          jobLocation: offices.map((o) => ({
            '@type': 'Place',
            address: JOB_LOCATION_ADDRESSES[o],
          })),
        }
      : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: REMOTE_APPLICANT_COUNTRIES.map((name) => ({
            '@type': 'Country',
            name,
          })),
        }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salaryMin,
        maxValue: job.salaryMax,
        unitText: 'YEAR',
      },
    },
    directApply: true,
    url: `${base}${jobPath(job._id)}`,
    image: `${base}${COMPANY.ogImage.src}`,
  };
}
