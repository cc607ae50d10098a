/**
 * Lead lists: newest first on gsi1, a date-range key condition, and search or
 * status, owner ("My leads") and overdue as a bounded FilterExpression. Access patterns L2, L3 in
 * docs/architecture.md.
 */
import * as clock from '@app/shared/clock';
import { LEAD_LIST, type LeadKind } from '@app/shared/leads';
import type { LeadListQuery, LeadMeta, LeadPage } from '@app/shared/schemas/lead-admin';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { leadEntityOf } from './entities/lead';
import { queryIndexPage, type SortRange } from './index-page';
import { leadKeys, normalizeSearch } from './lead-store';

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
  /** Who is asking: "My leads" (`mine=true`) keeps this member's. */
  viewer?: string,
  now = clock.now(),
): Promise<LeadPage<T>> {
  const { lower, upper } = dateBounds(query.from, query.to);
  const range: SortRange | undefined =
    lower && upper
      ? { between: [lower, upper] }
      : lower
        ? { gte: lower }
        : upper
          ? { lte: upper }
          : undefined;
  const filters: Condition[] = [];
  const search = query.q ? normalizeSearch(query.q) : '';
  if (search) filters.push({ attr: 'searchText', contains: search });
  if (query.status) filters.push({ attr: 'status', eq: query.status });
  if (query.form) filters.push({ attr: 'form', eq: query.form });
  if (query.mine === 'true') filters.push({ attr: 'owner', eq: viewer ?? '' });
  // Overdue (shared/src/reply-promise.ts isOverdue): unanswered and past its due time.
  if (query.overdue === 'true')
    filters.push(
      { attr: 'firstResponseAt', exists: false },
      { attr: 'responseDueAt', lte: now.toISOString() },
    );
  return queryIndexPage<T>({
    entity: leadEntityOf(kind),
    index: 'gsi1',
    partition: leadKeys.listPk(kind),
    range,
    limit: query.limit ?? LEAD_LIST.defaultPageSize,
    cursor: query.cursor,
    filters,
    maxFilterReads: LEAD_LIST.maxFilterReads,
  });
}
