/**
 * The data-request queue (issue 28): `pk = PRIVACY_REQUEST#<id>`,
 * `sk = REQUEST`; every request on gsi1 (`PRIVACY_REQUESTS`,
 * `<requestedAt>#<id>`), newest first; the open ones also on gsi2
 * (`PRIVACY_REQUESTS#OPEN`, `<dueAt>#<id>`, removed when done) so the
 * overdue count is one Query. A request names the person by the keyed hash
 * only. TTL: the retention table's `privacyRequest` period.
 * Access patterns PR3, PR4 in docs/architecture.md.
 */
import { randomUUID } from 'node:crypto';
import { addPeriod, PRIVACY_REQUEST_DUE_DAYS, ttlBackstopSeconds } from '@app/shared/retention';
import type { PrivacyRequestType, PrivacyRequestView } from '@app/shared/schemas/privacy';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

const pk = (id: string) => key('PRIVACY_REQUEST', id);
const SK = 'REQUEST';
const ALL = 'PRIVACY_REQUESTS';
const OPEN = key('PRIVACY_REQUESTS', 'OPEN');

type Stored = Omit<PrivacyRequestView, 'overdue'>;

export function toView(item: Record<string, unknown>, now: Date): PrivacyRequestView {
  const {
    pk: _p,
    sk: _s,
    gsi1pk: _a,
    gsi1sk: _b,
    gsi2pk: _c,
    gsi2sk: _d,
    entity: _e,
    expiresAt: _x,
    ...rest
  } = item;
  const r = rest as unknown as Stored;
  return { ...r, overdue: r.status === 'open' && Date.parse(r.dueAt) < now.getTime() };
}

export async function createRequest(input: {
  type: PrivacyRequestType;
  emailHash: string;
  by: string;
  now: Date;
  done?: { counts: Record<string, number> };
}): Promise<Stored> {
  const id = randomUUID();
  const at = input.now.toISOString();
  const dueAt = addPeriod(input.now, { days: PRIVACY_REQUEST_DUE_DAYS }).toISOString();
  const request: Stored = {
    id,
    type: input.type,
    status: input.done ? 'done' : 'open',
    emailHash: input.emailHash,
    requestedBy: input.by,
    requestedAt: at,
    dueAt,
    ...(input.done ? { completedAt: at, completedBy: input.by, counts: input.done.counts } : {}),
  };
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: pk(id),
        sk: SK,
        entity: 'privacyRequest',
        gsi1pk: ALL,
        gsi1sk: key(at, id),
        ...(input.done ? {} : { gsi2pk: OPEN, gsi2sk: key(dueAt, id) }),
        expiresAt: ttlBackstopSeconds('privacyRequest', input.now),
        ...request,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return request;
}

export async function getRequest(id: string): Promise<Stored | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: pk(id), sk: SK }, ConsistentRead: true }),
  );
  return (out.Item as Stored | undefined) ?? null;
}

/** Marks a request done with its counts (leaves the open index). Repeating it keeps the first completion. */
export async function completeRequest(id: string, by: string, counts: Record<string, number>, now: Date) {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: pk(id), sk: SK },
      UpdateExpression:
        'SET #status = :done, completedAt = if_not_exists(completedAt, :now), completedBy = if_not_exists(completedBy, :by), counts = :counts REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':now': now.toISOString(), ':by': by, ':counts': counts },
    }),
  );
}

/** The newest `limit` requests (one Query). */
export async function listRequests(limit: number, now: Date): Promise<PrivacyRequestView[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': ALL },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => toView(i, now));
}

/** How many open requests are past their due date (the dashboard's flag): one Query, at most 100 read. */
export async function overdueCount(now: Date): Promise<number> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :now',
      ExpressionAttributeValues: { ':pk': OPEN, ':now': now.toISOString() },
      Select: 'COUNT',
      Limit: 100,
    }),
  );
  return out.Count ?? 0;
}
