/**
 * Job applications: `pk = APPLICATION#<id>`, `sk = APPLICATION`.
 * - gsi1: `APPLICATIONS`, `<dateRaised>#<id>` (all jobs, newest first).
 * - gsi2: `APPLICATIONS#JOB#<jobId>`, `<dateRaised>#<id>` (one job).
 * Storage-only: the search text and `updatedAt`. Access patterns C5–C7.
 */
import type { ApplicationView } from '@app/shared/schemas/careers-admin';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf, storageOnly } from './fields';
import { table } from './table';

export const applicationKeys = {
  pk: (id: string) => key('APPLICATION', id),
  sk: 'APPLICATION',
  allPk: 'APPLICATIONS',
  jobPk: (jobId: string) => key('APPLICATIONS', 'JOB', jobId),
  listSk: (dateRaised: string, id: string) => key(dateRaised, id),
};

export const ApplicationEntity = new Entity({
  name: 'application',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<ApplicationView>()(
      'id',
      'firstName',
      'lastName',
      'fullName',
      'email',
      'phoneNumber',
      'currentCTC',
      'expectedCTC',
      'noticePeriod',
      'coverLetter',
      'talentPool',
      'appliedFor',
      'jobTitle',
      'resume',
      'resumeBytes',
      'attachments',
      'dateRaised',
      'status',
      'notes',
      'mails',
      'attribution',
    ),
    id: string().key(),
    searchText: storageOnly(),
    updatedAt: storageOnly(),
    // The TTL backstop and the talent-pool consent (shared/src/retention.ts).
    expiresAt: storageOnly(),
    retainFrom: storageOnly(),
    // The talent-pool mail: which retainFrom it went for (sent once per year of keeping), and when.
    poolMailFor: storageOnly(),
    poolMailAt: storageOnly(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ id }) => applicationKeys.pk(id)),
    sk: string().key().hidden().const(applicationKeys.sk),
    gsi1pk: string().hidden().const(applicationKeys.allPk),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>(({ dateRaised, id }) => applicationKeys.listSk(String(dateRaised), id)),
    gsi2pk: string()
      .hidden()
      .link<typeof prev>(({ appliedFor }) => applicationKeys.jobPk(String(appliedFor))),
    gsi2sk: string()
      .hidden()
      .link<typeof prev>(({ dateRaised, id }) => applicationKeys.listSk(String(dateRaised), id)),
  })),
});

export const applicationPatterns = { C5: 'table', C6: 'gsi1', C7: 'gsi2' } as const;
