/**
 * Job posts: `pk = JOB#<jobId>`, `sk = JOB`.
 * - gsi1 (sparse, open jobs only): `JOBS#OPEN`, `<deadline>#<jobId>`.
 * - gsi2 (every job): `JOBS`, `<createdAt>#<jobId>`, newest first for HR.
 * Storage-only: the search text. Access patterns C1–C4, S6.
 */
import type { JobView } from '@app/shared/schemas/careers-admin';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf, storageOnly } from './fields';
import { table } from './table';

export const jobKeys = {
  pk: (jobId: string) => key('JOB', jobId),
  sk: 'JOB',
  openPk: 'JOBS#OPEN',
  openSk: (deadline: string, jobId: string) => key(deadline, jobId),
  allPk: 'JOBS',
  allSk: (createdAt: string, jobId: string) => key(createdAt, jobId),
};

export const JobEntity = new Entity({
  name: 'job',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<Omit<JobView, 'displayStatus'>>()(
      '_id',
      'status',
      'createdAt',
      'updatedAt',
      'closedAt',
      'version',
      'jobTitle',
      'numberOfOpenings',
      'category',
      'experienceMin',
      'experienceMax',
      'location',
      'jobType',
      'schedule',
      'salaryMin',
      'salaryMax',
      'education',
      'jobLevel',
      'supplementalPay',
      'benefits',
      'jobDescription',
      'qualifications',
      'keyResponsibilities',
      'preferredSkills',
      'note',
      'deadline',
    ),
    _id: string().key(),
    searchText: storageOnly(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ _id }) => jobKeys.pk(_id)),
    sk: string().key().hidden().const(jobKeys.sk),
    // Only an open job is in the public list.
    gsi1pk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ status }) => (status === 'open' ? jobKeys.openPk : undefined)),
    gsi1sk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ status, deadline, _id }) =>
        status === 'open' ? jobKeys.openSk(String(deadline), _id) : undefined,
      ),
    gsi2pk: string().hidden().const(jobKeys.allPk),
    gsi2sk: string()
      .hidden()
      .link<typeof prev>(({ createdAt, _id }) => jobKeys.allSk(String(createdAt), _id)),
  })),
});

export const jobPatterns = { C1: 'table', C2: 'gsi1', C3: 'gsi1', C4: 'gsi2' } as const;
