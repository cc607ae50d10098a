/**
 * Job applications ("job queries"). `pk = APPLICATION#<id>`, `sk = APPLICATION`.
 * - gsi1: `gsi1pk = APPLICATIONS`, `gsi1sk = <dateRaised>#<id>` (all jobs, newest first).
 * - gsi2: `gsi2pk = APPLICATIONS#JOB#<jobId>`, `gsi2sk = <dateRaised>#<id>` (one job, newest first).
 * Search and status are bounded filtered reads, as for leads.
 * Access patterns: docs/architecture.md ("Careers").
 */
import { CAREERS_LIST } from '@app/shared/careers';
import * as clock from '@app/shared/clock';
import type {
  ApplicationListQuery,
  ApplicationNote,
  ApplicationUpdate,
  ApplicationView,
  MailOutcome,
  Page,
} from '@app/shared/schemas/careers-admin';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, NotFoundError } from '../lib/errors';
import { type IndexFilter, queryIndexPage } from './index-page';
import { normalizeSearch } from './lead-store';
import { key } from './table';

export const applicationKeys = {
  pk: (id: string) => key('APPLICATION', id),
  sk: 'APPLICATION',
  allPk: 'APPLICATIONS',
  jobPk: (jobId: string) => key('APPLICATIONS', 'JOB', jobId),
  listSk: (dateRaised: string, id: string) => key(dateRaised, id),
};

const STORAGE_ONLY = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'entity',
  'searchText',
  'updatedAt',
]);

function toView(item: Record<string, unknown>): ApplicationView {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!STORAGE_ONLY.has(k)) out[k] = v;
  return out as unknown as ApplicationView;
}

export async function putApplication(application: ApplicationView): Promise<ApplicationView> {
  const a = application;
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: applicationKeys.pk(a.id),
        sk: applicationKeys.sk,
        gsi1pk: applicationKeys.allPk,
        gsi1sk: applicationKeys.listSk(a.dateRaised, a.id),
        gsi2pk: applicationKeys.jobPk(a.appliedFor),
        gsi2sk: applicationKeys.listSk(a.dateRaised, a.id),
        entity: 'application',
        searchText: normalizeSearch([a.fullName, a.email, a.phoneNumber, a.jobTitle].join(' ')),
        ...a,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return a;
}

export async function getApplication(id: string): Promise<ApplicationView | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: applicationKeys.pk(id), sk: applicationKeys.sk } }),
  );
  return out.Item ? toView(out.Item) : null;
}

/** One page of applications (one job's with `jobId`), newest first. */
export async function listApplications(query: ApplicationListQuery): Promise<Page<ApplicationView>> {
  const limit = query.limit ?? CAREERS_LIST.defaultPageSize;
  const byJob = query.jobId !== undefined;
  const index = byJob ? 'gsi2' : 'gsi1';
  const partition = byJob ? applicationKeys.jobPk(query.jobId as string) : applicationKeys.allPk;
  const filter: IndexFilter = { conditions: [], names: {}, values: {} };
  const q = query.q ? normalizeSearch(query.q) : '';
  if (q) {
    filter.conditions.push('contains(searchText, :q)');
    filter.values[':q'] = q;
  }
  if (query.status) {
    filter.names['#status'] = 'status';
    filter.conditions.push('#status = :status');
    filter.values[':status'] = query.status;
  }
  return queryIndexPage({
    index,
    partition,
    limit,
    cursor: query.cursor,
    filter,
    maxFilterReads: CAREERS_LIST.maxFilterReads,
    toItem: toView,
  });
}

/** Status change and/or a note, conditional on existence, `expectedStatus` and the note limit. */
export async function updateApplication(
  id: string,
  update: ApplicationUpdate,
  by: string,
  now = clock.now(),
): Promise<ApplicationView> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now.toISOString() };
  const sets = ['updatedAt = :now'];
  const conditions = ['attribute_exists(pk)'];
  if (update.status || update.expectedStatus) names['#status'] = 'status';
  if (update.status) {
    values[':status'] = update.status;
    sets.push('#status = :status');
  }
  if (update.expectedStatus) {
    values[':expected'] = update.expectedStatus;
    conditions.push('#status = :expected');
  }
  const note: ApplicationNote = {
    at: now.toISOString(),
    by,
    text: update.note ?? '',
    ...(update.status ? { status: update.status } : {}),
  };
  values[':note'] = [note];
  values[':empty'] = [];
  values[':maxNotes'] = CAREERS_LIST.maxNotes;
  sets.push('notes = list_append(if_not_exists(notes, :empty), :note)');
  conditions.push('(attribute_not_exists(notes) OR size(notes) < :maxNotes)');
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: applicationKeys.pk(id), sk: applicationKeys.sk },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toView(out.Attributes ?? {});
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const current = await getApplication(id);
    if (!current) throw new NotFoundError('This application was not found.');
    if (update.expectedStatus && current.status !== update.expectedStatus)
      throw new ConflictError(
        `Someone else moved this application to ${current.status}. Reload and try again.`,
        {
          status: `The status is now ${current.status}.`,
        },
      );
    const full = `This application has the maximum of ${CAREERS_LIST.maxNotes} notes.`;
    throw new ConflictError(full, { note: full });
  }
}

/** Records what SES answered for the two mails. Never called before the application is stored. */
export async function recordApplicationMails(
  id: string,
  outcome: { notification: MailOutcome; acknowledgement: MailOutcome },
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: applicationKeys.pk(id), sk: applicationKeys.sk },
      UpdateExpression: 'SET mails = :mails',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':mails': outcome },
    }),
  );
}
