/**
 * Lead lists: newest first on gsi1, a date-range key condition, and search or
 * status as a bounded FilterExpression. Access patterns L2, L3 in
 * docs/architecture.md.
 */
import { LEAD_LIST, type LeadKind } from '@app/shared/leads';
import type { LeadListQuery, LeadMeta, LeadPage } from '@app/shared/schemas/lead-admin';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { decodeCursor, encodeCursor } from './cursor';
import { leadKeys, normalizeSearch, toView } from './lead-store';

const CURSOR_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * The gsi1 sort-key bounds of a range. A day ('YYYY-MM-DD') is a whole UTC
 * day; an instant is used as is (canonical ISO, so it compares as a string).
 */
export function dateBounds(from?: string, to?: string): { lower?: string; upper?: string } {
  const instant = (value: string) => new Date(value).toISOString();
  const isDay = (value: string) => !value.includes('T');
  return {
    lower: from ? (isDay(from) ? `${from}T00:00:00.000Z` : instant(from)) : undefined,
    // '~' sorts after every character of an ISO timestamp and an id.
    upper: to ? `${isDay(to) ? `${to}T23:59:59.999Z` : instant(to)}~` : undefined,
  };
}

/**
 * One page of leads, newest first. The date range is a key condition; search
 * and status are a FilterExpression, so a filtered page reads at most
 * `maxFilterReads` index pages (each bounded by the page size) and may come
 * back short with a cursor: the cost per call stays bounded however large the
 * table grows.
 */
export async function listLeads<T extends LeadMeta>(
  kind: LeadKind,
  query: LeadListQuery,
): Promise<LeadPage<T>> {
  const limit = query.limit ?? LEAD_LIST.defaultPageSize;
  const partition = leadKeys.listPk(kind);
  const names: Record<string, string> = { '#pk': 'gsi1pk' };
  const values: Record<string, unknown> = { ':pk': partition };
  let condition = '#pk = :pk';
  const { lower, upper } = dateBounds(query.from, query.to);
  if (lower || upper) {
    names['#sk'] = 'gsi1sk';
    if (lower && upper) {
      condition += ' AND #sk BETWEEN :lower AND :upper';
      values[':lower'] = lower;
      values[':upper'] = upper;
    } else if (lower) {
      condition += ' AND #sk >= :lower';
      values[':lower'] = lower;
    } else {
      condition += ' AND #sk <= :upper';
      values[':upper'] = upper;
    }
  }
  const filters: string[] = [];
  const search = query.q ? normalizeSearch(query.q) : '';
  if (search) {
    filters.push('contains(#search, :q)');
    names['#search'] = 'searchText';
    values[':q'] = search;
  }
  if (query.status) {
    filters.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = query.status;
  }

  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined = decodeCursor(query.cursor, {
    attributes: CURSOR_ATTRIBUTES,
    partition: ['gsi1pk', partition],
  });
  const maxReads = filters.length > 0 ? LEAD_LIST.maxFilterReads : 1;
  for (let read = 0; read < maxReads; read++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: condition,
        FilterExpression: filters.length > 0 ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        // Never read more than still fits the page, so the cursor never skips an item.
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) items.push(toView<T>(item));
    startKey = out.LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  return { items, nextCursor: encodeCursor(startKey) };
}
