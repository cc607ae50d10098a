import type { JobCategory } from '@app/shared/constants';
import type { JobOpening } from '@app/shared/schemas/job-opening';

/**
 * Demo openings matching the SPEC §3 sample (IT 4, Design 2, Sales & Marketing 2,
 * Accounting & Finance 2; deadlines 2024-09-08 to 2024-12-08). The careers
 * issue replaces them with live listings from the API.
 */
type DemoOpening = JobOpening & { readonly category: JobCategory };

function opening(
  _id: string,
  category: JobCategory,
  title: string,
  experience: string,
  deadline: string,
  overview: string,
  responsibilities: string[],
  skills: string[],
): DemoOpening {
  return {
    _id,
    category,
    title,
    experience,
    deadline,
    JobDescription: {
      PositionOverview: overview,
      KeyResponsibilities: responsibilities,
      Qualifications: [
        'A degree in a related field or equivalent experience',
        'Good written and spoken English',
      ],
      PreferredSkills: skills,
    },
  };
}

export const DEMO_JOB_OPENINGS: readonly DemoOpening[] = [
  opening(
    'job-frontend',
    'IT',
    'Frontend Developer (React)',
    '2 Years',
    '2024-09-08',
    'Build fast, accessible web interfaces for client products.',
    ['Build React components and pages', 'Write unit and end-to-end tests'],
    ['React', 'TypeScript', 'Accessibility'],
  ),
  opening(
    'job-backend',
    'IT',
    'Backend Developer (Node.js)',
    '3 Years',
    '2024-10-15',
    'Design and build APIs and serverless services.',
    ['Design REST APIs', 'Model data in SQL and NoSQL stores'],
    ['Node.js', 'AWS Lambda', 'DynamoDB'],
  ),
  opening(
    'job-devops',
    'IT',
    'Cloud Engineer',
    '2-4 Years',
    '2024-11-01',
    'Run secure, observable cloud platforms as code.',
    ['Write infrastructure as code', 'Own CI/CD pipelines and monitoring'],
    ['Terraform or CDK', 'Docker', 'Observability'],
  ),
  opening(
    'job-qa',
    'IT',
    'QA Engineer',
    '0-1 Years',
    '2024-12-08',
    'Keep releases reliable with automated tests.',
    ['Write automated browser tests', 'Report and track defects'],
    ['Playwright', 'API testing'],
  ),
  opening(
    'job-ui',
    'Design',
    'UI Designer',
    '2 Years',
    '2024-09-30',
    'Design clear, attractive interfaces for web and mobile.',
    ['Create high-fidelity screens', 'Maintain the design system'],
    ['Figma', 'Design systems'],
  ),
  opening(
    'job-ux',
    'Design',
    'UX Researcher',
    '1-3 Years',
    '2024-11-20',
    'Understand users and turn findings into design decisions.',
    ['Plan and run interviews and usability tests', 'Share insights with product teams'],
    ['Interviewing', 'Survey design'],
  ),
  opening(
    'job-bdm',
    'Sales & Marketing',
    'Business Development Manager',
    '4 Years',
    '2024-10-01',
    'Find and grow relationships with new clients.',
    ['Qualify leads and run discovery calls', 'Prepare proposals with delivery teams'],
    ['B2B sales', 'CRM tools'],
  ),
  opening(
    'job-content',
    'Sales & Marketing',
    'Content Marketing Specialist',
    '1-2 Years',
    '2024-11-10',
    'Tell our story through articles, case studies and social media.',
    ['Write blogs and case studies', 'Plan the content calendar'],
    ['SEO writing', 'Analytics'],
  ),
  opening(
    'job-accountant',
    'Accounting & Finance',
    'Accountant',
    '2 Years',
    '2024-10-20',
    'Keep our books accurate and our payments on time.',
    ['Manage payables and receivables', 'Prepare monthly reports'],
    ['Bookkeeping software', 'GST and tax basics'],
  ),
  opening(
    'job-analyst',
    'Accounting & Finance',
    'Financial Analyst',
    '1-3 Years',
    '2024-12-01',
    'Plan budgets and forecasts for the business.',
    ['Build financial models', 'Track project profitability'],
    ['Spreadsheet modelling', 'Forecasting'],
  ),
];
