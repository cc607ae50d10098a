/**
 * Job applications ("job queries"). `pk = APPLICATION#<id>`, `sk = APPLICATION`.
 * - gsi1: `gsi1pk = APPLICATIONS`, `gsi1sk = <dateRaised>#<id>` (all jobs, newest first).
 * - gsi2: `gsi2pk = APPLICATIONS#JOB#<jobId>`, `gsi2sk = <dateRaised>#<id>` (one job, newest first).
 * Search and status are bounded filtered reads, as for leads.
 * Access patterns: docs/architecture.md ("Careers").
 */
import { CAREERS_LIST } from '@app/shared/careers';
import * as clock from '@app/shared/clock';
import { ttlBackstopSeconds } from '@app/shared/retention';
import type {
  ApplicationListQuery,
  ApplicationNote,
  ApplicationUpdate,
  ApplicationView,
  MailOutcome,
  Page,
} from '@app/shared/schemas/careers-admin';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, NotFoundError } from '../lib/errors';
import { appendLogKeys, logger } from '../lib/logger';
import { countMetrics } from '../lib/metrics';
import { ApplicationEntity, applicationKeys } from './entities/job-application';
import { queryIndexPage } from './index-page';
import { normalizeSearch } from './lead-store';
import { linkPerson } from './person-link';
import { scheduleApplicationExpiry } from './retention-schedule';

export { applicationKeys };

/** A stored item (an UpdateItem's ALL_NEW) as the record, storage-only attributes stripped. */
function toView(item: Record<string, unknown>): ApplicationView {
  return ApplicationEntity.build(EntityFormatter).format(item) as ApplicationView;
}

export async function putApplication(application: ApplicationView): Promise<ApplicationView> {
  const a = application;
  await ApplicationEntity.build(PutItemCommand)
    .item({
      ...a,
      searchText: normalizeSearch([a.fullName, a.email, a.phoneNumber, a.jobTitle].join(' ')),
      retainFrom: a.dateRaised,
      expiresAt: ttlBackstopSeconds('application', a.dateRaised),
    })
    .options({ condition: { attr: 'pk', exists: false } })
    .send();
  await linkPerson(a.email, { kind: 'application', id: a.id });
  await scheduleApplicationExpiry(a.id, a.dateRaised);
  appendLogKeys({ applicationId: a.id });
  logger.info('application stored');
  countMetrics({ applicationsStored: 1 });
  return a;
}

export async function getApplication(id: string): Promise<ApplicationView | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const out = await ApplicationEntity.build(GetItemCommand).key({ id }).send();
  return (out.Item as ApplicationView | undefined) ?? null;
}

/** One page of applications (one job's with `jobId`), newest first. */
export async function listApplications(query: ApplicationListQuery): Promise<Page<ApplicationView>> {
  const limit = query.limit ?? CAREERS_LIST.defaultPageSize;
  const byJob = query.jobId !== undefined;
  const index = byJob ? 'gsi2' : 'gsi1';
  const partition = byJob ? applicationKeys.jobPk(query.jobId as string) : applicationKeys.allPk;
  const filters: Condition[] = [];
  const q = query.q ? normalizeSearch(query.q) : '';
  if (q) filters.push({ attr: 'searchText', contains: q });
  if (query.status) filters.push({ attr: 'status', eq: query.status });
  return queryIndexPage<ApplicationView>({
    entity: ApplicationEntity,
    index,
    partition,
    limit,
    cursor: query.cursor,
    filters,
    maxFilterReads: CAREERS_LIST.maxFilterReads,
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
