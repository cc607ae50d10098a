import { LEAD_LIST, type LeadStatus, type MeetingLeadForm } from '@app/shared/leads';
import type { LeadListQuery, LeadMeta, LeadPage } from '@app/shared/schemas/lead-admin';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchPagedList, usePagedList } from '../../../lib/use-paged-list';

export interface LeadFilters {
  q: string;
  from: string;
  to: string;
  status: LeadStatus | '';
  /** The schedule-meeting list's kind: meetings or let's-connect enquiries ('' both). */
  form: MeetingLeadForm | '';
  /** "My leads": only the signed-in member's. */
  mine: boolean;
  /** Only leads past their reply promise and unanswered. */
  overdue: boolean;
}

const EMPTY_FILTERS: LeadFilters = {
  q: '',
  from: '',
  to: '',
  status: '',
  form: '',
  mine: false,
  overdue: false,
};

/** A picked day ('YYYY-MM-DD') at a local wall-clock time, as an instant. */
function localInstant(day: string, time: string): string {
  const at = new Date(`${day}T${time}`);
  return Number.isNaN(at.getTime()) ? day : at.toISOString();
}

/** Filters as API query values ('' left out); days become the viewer's local day bounds. */
function toQuery(filters: LeadFilters): Omit<LeadListQuery, 'cursor' | 'limit'> {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.from ? { from: localInstant(filters.from, '00:00:00.000') } : {}),
    ...(filters.to ? { to: localInstant(filters.to, '23:59:59.999') } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.form ? { form: filters.form } : {}),
    ...(filters.mine ? { mine: 'true' as const } : {}),
    ...(filters.overdue ? { overdue: 'true' as const } : {}),
  };
}

type Fetcher<T> = (query: LeadListQuery, signal?: AbortSignal) => Promise<LeadPage<T>>;

/**
 * A lead list with cursor pagination ("Load more"): the first page reloads
 * when the filters change (search debounced), later pages append.
 */
export function useLeadList<T extends LeadMeta>(key: readonly string[], fetcher: Fetcher<T>) {
  return usePagedList(key, fetcher, EMPTY_FILTERS, LEAD_LIST.defaultPageSize, toQuery);
}

/** The list's first page as the screen opens it (no filters), for a sidebar hover. */
export function prefetchLeadList<T extends LeadMeta>(
  client: QueryClient,
  key: readonly string[],
  fetcher: Fetcher<T>,
) {
  return prefetchPagedList(client, key, fetcher, toQuery(EMPTY_FILTERS), LEAD_LIST.defaultPageSize);
}
