/**
 * The audit log of staff writes and the operational figures (Administration,
 * `audit:read`). Entries are written by the shared middy chain after a staff
 * write succeeded; no API changes or deletes them.
 */
import { dayRangeQuerySchema } from './analytics';
import { isoDateField } from './common';
import * as z from './zod-mini';

export const AUDIT_LIST = {
  defaultPageSize: 50,
  maxPageSize: 100,
  maxExportRows: 5000,
  maxFilterReads: 5,
} as const;

/** What a write changed, field by field, when the handler reports it (a role change: the roles before and after). */
export type AuditChanges = Record<string, { before: string | string[]; after: string | string[] }>;

/** One line for screens and exports: "roles: HR → HR, Marketing". */
export function describeChanges(changes: AuditChanges | undefined): string {
  const list = (v: string | string[]) => (Array.isArray(v) ? v.join(', ') || '(none)' : v);
  return Object.entries(changes ?? {})
    .map(([field, c]) => `${field}: ${list(c.before)} → ${list(c.after)}`)
    .join('; ');
}

/** What a handler tells the audit log about its write: the record it wrote, and what changed. */
export interface AuditNote {
  entityId?: string;
  changes?: AuditChanges;
}

export interface AuditEntry {
  id: string;
  at: string;
  /** The member: Cognito sub and e-mail at the time. */
  actorSub: string;
  actorEmail: string;
  /** create | update | delete, from the HTTP method. */
  action: 'create' | 'update' | 'delete';
  /** The route, e.g. 'PUT /admin/campaigns/{id}'. */
  route: string;
  /** The feature the route belongs to (campaigns, blogs, members...). */
  entity: string;
  /**
   * The record the write touched: the one the handler reports, else its
   * validated input (path, query schema, body id/email/slug/key), else the
   * created record's id. Never an unvalidated query string (issue 25).
   */
  entityId?: string;
  /** What changed, when the handler reports it (a role change records the roles before and after). */
  changes?: AuditChanges;
  status: number;
  requestId: string;
}

/** An entry as the log's screen reads it: the stored ids plus names looked up at read time. */
export interface AuditEntryView extends AuditEntry {
  /** "Asha Verma moved Jane Visitor's application to Interview" (shared/src/audit-sentence.ts). */
  sentence: string;
  /** The member's display name now, when they have one. */
  actorName?: string;
  /** The record's name now; absent when it is gone (erased or deleted). */
  recordName?: string;
}

export const auditListQuerySchema = z
  .object({
    member: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
    entity: z.optional(z.string().check(z.trim(), z.maxLength(50))),
    from: z.optional(isoDateField()),
    to: z.optional(isoDateField()),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
    limit: z.optional(
      z.coerce
        .number({ error: 'Limit must be a number.' })
        .check(
          z.int({ error: 'Limit must be a whole number.' }),
          z.gte(1, { error: `Limit must be between 1 and ${AUDIT_LIST.maxPageSize}.` }),
          z.lte(AUDIT_LIST.maxPageSize, { error: `Limit must be between 1 and ${AUDIT_LIST.maxPageSize}.` }),
        ),
    ),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      error: 'The start date must be on or before the end date.',
      path: ['to'],
    }),
  );
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const operationsQuerySchema = dayRangeQuerySchema;

/**
 * Daily operational figures: Powertools Metrics in EMF (services/src/lib/metrics.ts),
 * one log line when something happens, never a DynamoDB write. CloudWatch holds
 * them in AWS; the local stack keeps the EMF lines it prints.
 */
export const OPS_FIGURES = [
  'leadsStored',
  'leadsNotified',
  'notificationsSent',
  'notificationsFailed',
  'applicationsStored',
  'beaconsAccepted',
  'beaconsRefused',
  'rerendersDone',
  'rerendersFailed',
  'staffRequests',
  'clientErrors',
  'serverErrors',
  'rateLimited',
  'uploadsRejected',
  'mailsSent',
  'mailsFailed',
  'mailsStarted',
  'auditFailures',
] as const;
export type OpsFigure = (typeof OPS_FIGURES)[number];

/** CloudWatch metric name of each figure (namespace Site/<stage>, dimension service=OPS_METRICS_SERVICE). */
export const OPS_METRIC_NAMES: Record<OpsFigure, string> = {
  leadsStored: 'LeadsStored',
  leadsNotified: 'LeadsNotified',
  notificationsSent: 'NotificationsSent',
  notificationsFailed: 'NotificationsFailed',
  applicationsStored: 'ApplicationsStored',
  beaconsAccepted: 'BeaconsAccepted',
  beaconsRefused: 'BeaconsRefused',
  rerendersDone: 'RerendersDone',
  rerendersFailed: 'RerendersFailed',
  staffRequests: 'StaffRequests',
  clientErrors: 'ClientErrors',
  serverErrors: 'ServerErrors',
  rateLimited: 'RateLimited',
  uploadsRejected: 'UploadsRejected',
  mailsSent: 'MailsSent',
  mailsFailed: 'MailsFailed',
  mailsStarted: 'MailsStarted',
  auditFailures: 'AuditFailures',
};

/**
 * The one `service` dimension of the figures: they are the site's, whichever
 * function counted them, and a fixed dimension lets an alarm's metric math and
 * GetMetricData name each metric exactly (neither may SEARCH across functions).
 */
export const OPS_METRICS_SERVICE = 'website';

/** Figures also counted per API route (a second dimension set: service + route). */
export const ROUTE_FIGURES = ['clientErrors', 'serverErrors'] as const satisfies readonly OpsFigure[];
export type RouteFigure = (typeof ROUTE_FIGURES)[number];

export const OPS_LABELS: Record<OpsFigure | 'mailsPending', string> = {
  leadsStored: 'Leads stored',
  leadsNotified: 'Leads notified',
  notificationsSent: 'Notifications sent',
  notificationsFailed: 'Notifications failed',
  applicationsStored: 'Applications stored',
  beaconsAccepted: 'Beacons accepted',
  beaconsRefused: 'Beacons refused',
  rerendersDone: 'Re-renders done',
  rerendersFailed: 'Re-renders failed',
  staffRequests: 'Staff requests',
  clientErrors: '4xx answers',
  serverErrors: '5xx answers',
  rateLimited: 'Rate-limited requests',
  uploadsRejected: 'Uploads rejected',
  mailsSent: 'Mails sent',
  mailsFailed: 'Mails failed',
  mailsStarted: 'Mails started',
  auditFailures: 'Audit entries not written',
  mailsPending: 'Mails pending',
};

export type OpsDay = { date: string } & Record<OpsFigure | 'mailsPending', number>;

/** 4xx and 5xx answers of one API route over the range. */
export type RouteErrors = { route: string } & Record<RouteFigure, number>;

export interface OperationsReport {
  from: string;
  to: string;
  days: OpsDay[];
  totals: Record<OpsFigure | 'mailsPending', number>;
  /** Routes with 4xx or 5xx answers in the range, most first. */
  byRoute: RouteErrors[];
  /** Records by kind, counted from their list partitions ('1000+' past the bound). */
  content: Array<{ label: string; count: number; more: boolean }>;
  /** CloudWatch dashboard of the stage (AWS only). */
  dashboardUrl: string | null;
}
