/**
 * Demo job posts: the SPEC §3 sample openings (IT 4, Design 2, Sales &
 * Marketing 2, Accounting & Finance 2). The spec's sample deadlines
 * (2024-09-08 to 2024-12-08) are long past and past jobs never show, so each
 * demo deadline is moved to 30..120 days after the day the job is first
 * seeded, keeping the spec's order. Fixed ids and conditional puts: a seeded
 * job that HR edited, closed or deleted is never recreated or overwritten
 * (a deleted one stays deleted until `npm run local:wipe`). Persisted demo
 * jobs therefore expire 30..120 days after the first start, like real ones.
 */

import * as clock from '@app/shared/clock';
import type { JobPost } from '@app/shared/schemas/job-post';

interface DemoJob {
  id: string;
  post: Omit<JobPost, 'deadline'>;
  /** Days after seeding. */
  deadlineInDays: number;
}

const QUALIFICATIONS =
  'A degree in a related field or equivalent experience\nGood written and spoken English';

function demo(
  id: string,
  category: JobPost['category'],
  jobTitle: string,
  experience: [number, number],
  deadlineInDays: number,
  overview: string,
  responsibilities: string[],
  skills: string[],
  salary: [number, number],
  extra: Partial<JobPost> = {},
): DemoJob {
  return {
    id,
    deadlineInDays,
    post: {
      jobTitle,
      numberOfOpenings: 1,
      category,
      experienceMin: experience[0],
      experienceMax: experience[1],
      location: ['Noida India'],
      jobType: 'Full-Time',
      schedule: 'Day Shift',
      salaryMin: salary[0],
      salaryMax: salary[1],
      education: 'Graduate',
      jobLevel: experience[1] <= 1 ? 'Entry' : experience[0] >= 4 ? 'Senior' : 'Mid',
      benefits: 'Health insurance, flexible hours, learning budget',
      jobDescription: `<p>${overview}</p>`,
      qualifications: QUALIFICATIONS,
      keyResponsibilities: responsibilities.join('\n'),
      preferredSkills: skills.join('\n'),
      ...extra,
    },
  };
}

export const DEMO_JOBS: readonly DemoJob[] = [
  demo(
    'frontend-developer-react',
    'IT',
    'Frontend Developer (React)',
    [2, 2],
    30,
    'Build fast, accessible web interfaces for client products.',
    ['Build React components and pages', 'Write unit and end-to-end tests'],
    ['React', 'TypeScript', 'Accessibility'],
    [600_000, 1_200_000],
    { location: ['Noida India', 'Remote'] },
  ),
  demo(
    'backend-developer-nodejs',
    'IT',
    'Backend Developer (Node.js)',
    [3, 3],
    40,
    'Design and build APIs and serverless services.',
    ['Design REST APIs', 'Model data in SQL and NoSQL stores'],
    ['Node.js', 'AWS Lambda', 'DynamoDB'],
    [800_000, 1_600_000],
  ),
  demo(
    'cloud-engineer',
    'IT',
    'Cloud Engineer',
    [2, 4],
    50,
    'Run secure, observable cloud platforms as code.',
    ['Write infrastructure as code', 'Own CI/CD pipelines and monitoring'],
    ['Terraform or CDK', 'Docker', 'Observability'],
    [900_000, 1_800_000],
    { location: ['Remote'] },
  ),
  demo(
    'qa-engineer',
    'IT',
    'QA Engineer',
    [0, 1],
    60,
    'Keep releases reliable with automated tests.',
    ['Write automated browser tests', 'Report and track defects'],
    ['Playwright', 'API testing'],
    [350_000, 600_000],
  ),
  demo(
    'ui-designer',
    'Design',
    'UI Designer',
    [2, 2],
    70,
    'Design clear, attractive interfaces for web and mobile.',
    ['Create high-fidelity screens', 'Maintain the design system'],
    ['Figma', 'Design systems'],
    [500_000, 900_000],
  ),
  demo(
    'ux-researcher',
    'Design',
    'UX Researcher',
    [1, 3],
    80,
    'Understand users and turn findings into design decisions.',
    ['Plan and run interviews and usability tests', 'Share insights with product teams'],
    ['Interviewing', 'Survey design'],
    [500_000, 1_000_000],
  ),
  demo(
    'business-development-manager',
    'Sales & Marketing',
    'Business Development Manager',
    [4, 4],
    90,
    'Find and grow relationships with new clients.',
    ['Qualify leads and run discovery calls', 'Prepare proposals with delivery teams'],
    ['B2B sales', 'CRM tools'],
    [1_000_000, 2_000_000],
    { location: ['Washington United States', 'Noida India'] },
  ),
  demo(
    'content-marketing-specialist',
    'Sales & Marketing',
    'Content Marketing Specialist',
    [1, 2],
    100,
    'Tell our story through articles, case studies and social media.',
    ['Write blogs and case studies', 'Plan the content calendar'],
    ['SEO writing', 'Analytics'],
    [400_000, 700_000],
    { jobType: 'Part-Time' },
  ),
  demo(
    'accountant',
    'Accounting & Finance',
    'Accountant',
    [2, 2],
    110,
    'Keep our books accurate and our payments on time.',
    ['Manage payables and receivables', 'Prepare monthly reports'],
    ['Bookkeeping software', 'GST and tax basics'],
    [400_000, 650_000],
  ),
  demo(
    'financial-analyst',
    'Accounting & Finance',
    'Financial Analyst',
    [1, 3],
    120,
    'Plan budgets and forecasts for the business.',
    ['Build financial models', 'Track project profitability'],
    ['Spreadsheet modelling', 'Forecasting'],
    [600_000, 1_100_000],
  ),
];

/** 'YYYY-MM-DD' `days` after `now` (UTC calendar; a day's offset cannot move it into the past). */
export function daysAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Seeder (services/local/seed.ts): creates the demo jobs once per data
 * folder (a marker item records it, so jobs HR deleted stay deleted). The
 * stack's start then renders every open job's page and /careers, which also
 * drops pages of jobs whose deadline passed while the stack was off. Handler modules are imported here, after the stack has set their env.
 */
export async function seedCareers(now = clock.now()): Promise<void> {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, TABLE_NAME } = await import('../src/lib/dynamo');
  const { createJob } = await import('../src/data/job-post');
  const seeded = await dynamo
    .send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { pk: 'SEED#careers', sk: 'SEED', entity: 'seed', at: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .then(
      () => false,
      (error: { name?: string }) => {
        if (error.name === 'ConditionalCheckFailedException') return true;
        throw error;
      },
    );
  if (!seeded) {
    for (const job of DEMO_JOBS) {
      await createJob({ ...job.post, deadline: daysAfter(now, job.deadlineInDays) }, now, job.id).catch(
        (error: { name?: string }) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        },
      );
    }
  }
}
