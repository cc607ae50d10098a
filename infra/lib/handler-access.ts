import { API_ROUTES, FEATURES, type RouteDef } from '@app/shared/api-routes';
import { SECTION_FOLDS } from '@app/shared/pages/section-fold';
import type { TaskLambda } from '../../services/scripts/bundle';
import { type Access, accessOf } from './feature-access';
import { STAFF_TABLE } from './staff-access';
import type { TableAction, TableGrant } from './table-grant';

export type { TableAction, TableGrant } from './table-grant';

/**
 * Least privilege per handler (issue 29, item 3). The route table says which
 * handlers are public; this file says what each public handler may do in the
 * table, down to the DynamoDB action and the partition keys
 * (`dynamodb:LeadingKeys`). Staff handlers keep their feature's grant
 * (feature-access.ts), narrowed to named actions; tasks have theirs in
 * TASK_TABLE beside it. least-privilege.test.ts derives every function's
 * expected IAM actions from these tables and the route table, and fails on
 * any extra; test/api/public-handler-access.test.ts runs every public route
 * and checks each DynamoDB call it makes against its handler's row.
 */

export interface HandlerAccess {
  readonly table: readonly TableGrant[];
  /** Grants beyond the table (feature-access.ts kinds), never table:*. */
  readonly other?: readonly Access[];
}

/**
 * Partition keys the shared middy chain writes (audit entries of staff writes, one PutItem each).
 * Operational figures are EMF log lines (services/src/lib/metrics.ts), no table write.
 */
export const CHAIN_KEY_PREFIXES = ['AUDIT#*'];
export const CHAIN_GRANT: TableGrant = { actions: ['PutItem'], keys: CHAIN_KEY_PREFIXES };

const READ: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
/** The product never scans (a Query per page): no function is granted Scan. */
const WRITE: readonly TableAction[] = [...READ, 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'];

/** Powertools' idempotency records (services/src/lib/idempotency.ts): it deletes its record when the handler fails. */
const IDEMPOTENCY: TableGrant = {
  actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
  keys: ['IDEMPOTENCY'],
};

/**
 * What every mail reads: the suppression list it checks first (services/src/data/mail-suppression.ts) and
 * its hash key, and the offices' contact cards its footer and signature state (mail/mail-offices.ts).
 */
const SUPPRESSION_KEY: TableGrant = { actions: ['GetItem', 'PutItem'], keys: ['MAIL_SUPPRESSION_KEY'] };
const SUPPRESSION: readonly TableGrant[] = [
  { actions: ['GetItem'], keys: ['SUPPRESSED#*', 'PAGE#office-*'] },
  SUPPRESSION_KEY,
];

/** The day's salt that hashes visitors for attribution and beacons (data/analytics-salt.ts); made on first use. */
const SALT: TableGrant = { actions: ['GetItem', 'PutItem'], keys: ['ANALYTICS_SALT'] };

/** Day counters: dashboard (COUNTER#), analytics (STATS#), sales reports (SALES#), per-address quotas (QUOTA#). */
const COUNTERS = ['COUNTER#*', 'STATS#*', 'SALES#*', 'QUOTA#*'];

/** What a stored lead touches: the lead, the counters, and the visit it came from (attribution). */
const LEAD_WRITE: TableGrant = {
  actions: ['GetItem', 'PutItem', 'UpdateItem'],
  keys: ['LEAD#*', 'VISIT#*', ...COUNTERS],
};

/**
 * What a stored person's record adds for privacy (issue 28): its link in the person index, its
 * retention due item, and the keyed-hash key (made on first use).
 */
const PRIVACY_LINKS: readonly TableGrant[] = [
  { actions: ['PutItem'], keys: ['PERSON#*', 'RETENTION_DUE'] },
  { actions: ['GetItem', 'PutItem'], keys: ['PRIVACY_KEY'] },
];

/**
 * The 10-minute merge of identical submissions (data/submission.ts): a marker keyed by a hash of the
 * form, released (DeleteItem) when the submission fails so a corrected retry is not merged away.
 */
const SUBMISSION: TableGrant = { actions: ['GetItem', 'PutItem', 'DeleteItem'], keys: ['SUBMISSION#*'] };

/** An office's availability record (pk OFFICE#<id>): hours, closures, notice, window, buffer. */
const OFFICE_AVAILABILITY: TableGrant = { actions: ['GetItem'], keys: ['OFFICE#*'] };
/** A booking checks the office's availability and, with a buffer, the booked slots around it (gsi1 by month). */
const SLOT_RULES: readonly TableGrant[] = [
  OFFICE_AVAILABILITY,
  { actions: ['Query'], keys: ['MEETING_SLOTS#*'], indexes: true },
];

/**
 * A new lead's owner (issue 30, item 5; data/lead-owner.ts): the Sales members of the directory (gsi1
 * `MEMBERS`), their days away (`MEMBER_AWAY`), one turn of the rotation item, and the office calendar
 * its reply promise counts in.
 */
const LEAD_OWNER: readonly TableGrant[] = [
  { actions: ['Query'], keys: ['MEMBERS', 'MEMBER_AWAY'], indexes: true },
  { actions: ['GetItem', 'UpdateItem'], keys: ['ROTATION#*'] },
];
/** The host named in a meeting's mails: the owner's directory entry (gsi1 `MEMBERS`, one item). */
const HOST_NAME: TableGrant = { actions: ['Query'], keys: ['MEMBERS'], indexes: true };

/** Published records read through their list index or by id/slug; nothing written. */
const readOnly = (keys: readonly string[]): HandlerAccess => ({
  table: [{ actions: ['GetItem', 'Query'], keys, indexes: true }],
});

/** Every public handler of the route table (the test fails when one is missing or extra). */
export const PUBLIC_HANDLER_ACCESS: Record<string, HandlerAccess> = {
  // DescribeTable only: the table's status, no item.
  health: { table: [{ actions: ['DescribeTable'] }] },
  notFound: { table: [] },
  contactUs: {
    table: [
      LEAD_WRITE,
      SUBMISSION,
      SALT,
      IDEMPOTENCY,
      ...SUPPRESSION,
      ...PRIVACY_LINKS,
      ...LEAD_OWNER,
      OFFICE_AVAILABILITY,
    ],
    other: ['mail:send'],
  },
  letsConnect: {
    table: [
      LEAD_WRITE,
      SUBMISSION,
      SALT,
      IDEMPOTENCY,
      ...SUPPRESSION,
      ...PRIVACY_LINKS,
      ...LEAD_OWNER,
      OFFICE_AVAILABILITY,
    ],
    other: ['mail:send'],
  },
  // Holds a slot and releases it (DeleteItem) when storing the lead fails. Public DeleteItem is limited to
  // slot, submission-marker and idempotency keys: never a lead, an application or a person's record.
  // BOOKINGS# is the per-address booking limit (shared/abuse-limits.ts).
  scheduleMeeting: {
    table: [
      LEAD_WRITE,
      SUBMISSION,
      SALT,
      IDEMPOTENCY,
      ...SUPPRESSION,
      ...PRIVACY_LINKS,
      { actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], keys: ['MEETING_SLOT#*'] },
      { actions: ['GetItem', 'PutItem'], keys: ['BOOKINGS#*'] },
      ...SLOT_RULES,
      ...LEAD_OWNER,
    ],
    // The acknowledgement carries the visitor's signed reschedule/cancel link.
    other: ['mail:send', 'meeting-links'],
  },
  // The offices' availability records (issue 30, item 4) and the booked slots by month.
  meetingSlots: {
    table: [{ actions: ['GetItem', 'Query'], keys: ['MEETING_SLOTS#*'], indexes: true }, OFFICE_AVAILABILITY],
  },
  // The visitor's signed link (issue 30): the booking is read by its lead id; a move claims the new
  // slot and frees the old one, a cancel frees it; both update the lead and mail the visitor and sales.
  meetingLookup: { table: [{ actions: ['GetItem'], keys: ['LEAD#*'] }], other: ['meeting-links'] },
  meetingReschedule: {
    table: [
      { actions: ['GetItem', 'UpdateItem'], keys: ['LEAD#*'] },
      { actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], keys: ['MEETING_SLOT#*'] },
      ...SUPPRESSION,
      ...SLOT_RULES,
      HOST_NAME,
    ],
    other: ['mail:send', 'meeting-links'],
  },
  meetingCancel: {
    table: [
      { actions: ['GetItem', 'UpdateItem'], keys: ['LEAD#*'] },
      { actions: ['GetItem', 'DeleteItem'], keys: ['MEETING_SLOT#*'] },
      ...SUPPRESSION,
      HOST_NAME,
    ],
    other: ['mail:send', 'meeting-links'],
  },
  // The visit, the per-address cap and the day counters, by GetItem and UpdateItem only.
  collect: {
    table: [SALT, { actions: ['GetItem', 'UpdateItem'], keys: ['VISIT#*', 'VADDR#*', 'STATS#*'] }],
  },
  listOpenings: readOnly(['JOBS#*']),
  getOpening: readOnly(['JOB#*']),
  // A ticket row for the presigned resume POST under pending/, and the per-address quota.
  createResumeUpload: {
    table: [{ actions: ['PutItem', 'UpdateItem'], keys: ['UPLOAD#*', 'QUOTA#*'] }],
    other: ['uploads:put'],
  },
  // Checks the job, claims the ticket, stores the application and moves its resume out of pending/.
  applyForJob: {
    table: [
      { actions: ['GetItem'], keys: ['JOB#*'] },
      { actions: ['GetItem', 'PutItem', 'UpdateItem'], keys: ['APPLICATION#*', 'UPLOAD#*', ...COUNTERS] },
      { actions: ['GetItem'], keys: ['VISIT#*'] },
      SALT,
      IDEMPOTENCY,
      ...SUPPRESSION,
      ...PRIVACY_LINKS,
    ],
    other: ['uploads:attach', 'mail:send'],
  },
  // The talent-pool consent (issue 28): reads the application, moves its retainFrom and backstop
  // on conditionally, and writes the new year's due items; checks the signed link.
  keepApplication: {
    table: [
      { actions: ['GetItem', 'UpdateItem'], keys: ['APPLICATION#*'] },
      { actions: ['PutItem'], keys: ['RETENTION_DUE'] },
    ],
    other: ['meeting-links'],
  },
  listBlogs: readOnly(['BLOGS#*']),
  getSingleBlog: readOnly(['BLOG_SLUG#*', 'BLOG#*']),
  recommendedBlogs: readOnly(['BLOGS#*']),
  listCaseStudies: readOnly(['CASE_STUDYS#*']),
  getCaseStudy: readOnly(['CASE_STUDY_SLUG#*', 'CASE_STUDY#*']),
  // Every section's values are its page document's (shared/src/pages/section-fold.ts): those pages only.
  getSections: readOnly([...new Set(Object.values(SECTION_FOLDS).map((f) => `PAGE#${f.pageId}`))]),
  // A share preview (issue 31): checks the signed token, reads the link's stored rendering.
  previewDraft: { table: [{ actions: ['GetItem'], keys: ['PREVIEW#*'] }], other: ['meeting-links'] },
  listProjects: readOnly(['WORKS#*']),
  listTestimonials: readOnly(['TESTIMONIALS']),
};

/** Functions that serve no route (services/scripts/bundle.ts TASK_ENTRIES): their table grants. */
export const TASK_TABLE: Record<TaskLambda, readonly TableGrant[]> = {
  // Re-renders pages, marks social posts due, sweeps expired records (batch deletes), backfills members.
  'site-maintenance': [{ actions: WRITE, indexes: true }],
  // The offices' contact cards its mails' footer states (granted in constructs/cognito-message.ts).
  'cognito-message': [{ actions: ['GetItem'], keys: ['PAGE#office-*'] }],
  // Granted narrower in constructs/password-reset-trigger.ts: UpdateItem of member records only.
  'cognito-password-reset': [{ actions: ['UpdateItem'], keys: ['MEMBER#*'] }],
  // Marks a lead's or application's mail failed; puts the address on the suppression list.
  // Reads the original from S3 and writes the variants (media:write); no table item.
  image: [],
  'mail-events': [
    { actions: ['UpdateItem'], keys: ['LEAD#*', 'APPLICATION#*'] },
    { actions: ['PutItem'], keys: ['SUPPRESSED#*'] },
    SUPPRESSION_KEY,
  ],
};

/** One deployed function that serves routes: a feature's staff routes, or its public ones. */
export interface RoutedFunction {
  /** The function's name suffix (site-<stage>-<name>) and construct id. */
  readonly name: string;
  /** The bundle it runs (services/dist/lambdas/<feature>). */
  readonly feature: string;
  readonly isPublic: boolean;
  readonly handlers: readonly string[];
}

const routes = API_ROUTES as readonly RouteDef[];

/**
 * Each feature's public routes run in a function of their own, apart from its
 * staff routes (`<feature>-public`); a feature with public routes only keeps
 * its name. Both run the same bundle: the split is in IAM, not in code.
 */
export function routedFunctions(): RoutedFunction[] {
  return FEATURES.flatMap((feature) => {
    const own = routes.filter((r) => r.feature === feature);
    const pub = own.filter((r) => r.access === 'public').map((r) => r.handler);
    const staff = own.filter((r) => r.access !== 'public').map((r) => r.handler);
    const out: RoutedFunction[] = [];
    if (staff.length > 0) out.push({ name: feature, feature, isPublic: false, handlers: unique(staff) });
    if (pub.length > 0)
      out.push({
        name: staff.length > 0 ? `${feature}-public` : feature,
        feature,
        isPublic: true,
        handlers: unique(pub),
      });
    return out;
  });
}

/** The function that serves a route. */
export function functionOfRoute(route: RouteDef): string {
  const fn = routedFunctions().find(
    (f) => f.feature === route.feature && f.isPublic === (route.access === 'public'),
  );
  if (!fn) throw new Error(`No function serves ${route.method} ${route.path}`);
  return fn.name;
}

/** A function's table statements and other grants, from its handlers' rows (public) or its feature's grant (staff). */
export function grantsOf(fn: RoutedFunction): HandlerAccess {
  if (fn.isPublic) {
    const rows = fn.handlers.map((h) => {
      const row = PUBLIC_HANDLER_ACCESS[h];
      if (!row) throw new Error(`Public handler ${h} has no row in PUBLIC_HANDLER_ACCESS`);
      return row;
    });
    return { table: rows.flatMap((r) => r.table), other: unique(rows.flatMap((r) => r.other ?? [])) };
  }
  return staffGrants(accessOf(fn.feature), fn.feature);
}

/**
 * A staff feature's table statements: its key-limited row in STAFF_TABLE (staff-access.ts) when it has
 * one, else table:read / table:write as named actions (no Scan) on the table and its indexes.
 */
export function staffGrants(access: readonly Access[], feature?: string): HandlerAccess {
  const other = access.filter((a) => !a.startsWith('table:'));
  const limited = feature ? STAFF_TABLE[feature as keyof typeof STAFF_TABLE] : undefined;
  if (limited) return { table: limited, other };
  const table: TableGrant[] = [];
  if (access.includes('table:write')) table.push({ actions: WRITE, indexes: true });
  else if (access.includes('table:read')) table.push({ actions: READ, indexes: true });
  return { table, other };
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** StringLike as the policy uses it here: an exact key, or a prefix ending in one `*`. */
export function keyMatches(pattern: string, pk: string): boolean {
  return pattern.endsWith('*') ? pk.startsWith(pattern.slice(0, -1)) : pk === pattern;
}

/** Whether a handler's row allows one DynamoDB call (action on partition key `pk`; none for DescribeTable). */
export function allows(grants: readonly TableGrant[], action: string, pk: string | undefined): boolean {
  return grants.some(
    (g) =>
      (g.actions as readonly string[]).includes(action) &&
      (g.keys === undefined || (pk !== undefined && g.keys.some((k) => keyMatches(k, pk)))),
  );
}

/** Every deployed Lambda by name suffix: the routed functions, then the tasks. */
export function deployedFunctions(): string[] {
  return [...routedFunctions().map((f) => f.name), ...Object.keys(TASK_TABLE)];
}

/** The bundle a deployed function runs (`careers-public` runs `careers`). */
export function bundleOf(name: string): string {
  return routedFunctions().find((f) => f.name === name)?.feature ?? name;
}

/** A deployed function's grants beyond the table. */
export function otherAccessOf(name: string): readonly Access[] {
  const fn = routedFunctions().find((f) => f.name === name);
  return fn ? (grantsOf(fn).other ?? []) : accessOf(name).filter((a) => !a.startsWith('table:'));
}
