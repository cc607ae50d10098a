import type { Permission } from './permissions';

/**
 * Dashboard counters: counter name -> the permission a member needs to see it.
 * `GET /admin/show-count` returns exactly the counters the caller's
 * permissions allow. A feature that wants a count on the dashboard adds its
 * name here and calls `incrementCounter(name)` (services/src/data/counters.ts)
 * when it creates or deletes an item. `members` is computed from Cognito,
 * `privacyOverdue` from the open data requests (one Query).
 */
export const DASHBOARD_COUNTERS = {
  contactLeads: 'leads:read',
  meetingLeads: 'leads:read',
  applications: 'applications:read',
  members: 'members:manage',
  /** Open data requests past their 30-day due date (issue 28): a flag, computed on read. */
  privacyOverdue: 'privacy:manage',
} as const satisfies Record<string, Permission>;

export type CounterName = keyof typeof DASHBOARD_COUNTERS;

export const COUNTER_NAMES = Object.keys(DASHBOARD_COUNTERS) as CounterName[];

/** The counters a member with these permissions may read. */
export function countersFor(permissions: ReadonlySet<Permission>): CounterName[] {
  return COUNTER_NAMES.filter((name) => permissions.has(DASHBOARD_COUNTERS[name]));
}

/** Response of `GET /admin/show-count`: only the allowed counters, each a whole number. */
export type DashboardCounts = Partial<Record<CounterName, number>>;
