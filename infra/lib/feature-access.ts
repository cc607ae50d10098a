import { type Feature, routesOf } from '@app/shared/api-routes';
import type { TaskLambda } from '../../services/scripts/bundle';

/**
 * What each feature Lambda may touch. FeatureFunction turns every entry into
 * a `grant*` call, so IAM follows from this table and nothing else.
 *
 * - table:read / table:write   DynamoDB data (write implies read)
 * - media:write                presign and move public images (blog, case study, testimonial)
 * - uploads:put                presign resume uploads (pending/) from the public job form
 * - uploads:attach             move a checked upload from pending/ to resumes/ (the public job form; no delete there)
 * - uploads:readwrite          read and delete resumes and pending uploads (HR views applications)
 * - uploads:erase              privacy: export ZIPs under privacy-exports/, and résumés and exports deleted
 *                              with every stored version (ListBucketVersions, DeleteObjectVersion)
 * - mail:send                  SES mail to the sales/HR inboxes and to members
 * - users:read                 read one Cognito user and their groups (a member record's lazy creation)
 * - users:list                 list the pool and the SuperAdmin group (backfill, SuperAdmin guard item)
 * - users:admin                invite, re-role, sign out and delete staff in Cognito
 * - users:sign-out             sign one member out everywhere (a password change, "sign out everywhere")
 * - meeting-links              read the key that signs visitors' meeting links (contact, reminders)
 * - site:write                 read the page templates and write pages, sitemaps and feeds (services/src/static-pages)
 * - image:process              invoke the image Lambda (an upload's variants, issue 26); sets IMAGE_FUNCTION
 * - metrics:read               cloudwatch:GetMetricData (the operations panel's figures; resource '*' by that API)
 */
export const ACCESS_KINDS = [
  'table:read',
  'table:write',
  'media:write',
  'uploads:put',
  'uploads:attach',
  'uploads:readwrite',
  'uploads:erase',
  'mail:send',
  'users:read',
  'users:list',
  'users:admin',
  'users:sign-out',
  'site:write',
  'image:process',
  'meeting-links',
  'metrics:read',
] as const;
export type Access = (typeof ACCESS_KINDS)[number];

/**
 * Most features are CRUD over the table, so a feature missing from the map
 * gets table read/write and nothing else; anything beyond that must be listed.
 */
const DEFAULT_ACCESS: readonly Access[] = ['table:write'];

const FEATURE_ACCESS: Partial<Record<Feature, readonly Access[]>> = {
  // Health answers with a DescribeTable call only.
  system: ['table:read'],
  // The profile comes from the member record; the member sets their display name there.
  user: ['table:write'],
  // Change password signs in with the current password through the public client API (no IAM);
  // then, like "sign out everywhere", it moves the member record's validAfter and signs them out everywhere.
  account: ['table:write', 'users:sign-out'],
  // Public forms: store the lead, then mail sales and the visitor.
  // The meeting link: signed in the booking's mail, checked on lookup, reschedule and cancel.
  contact: ['table:write', 'mail:send', 'meeting-links'],
  // Sales screens: list, update, export, resend the notification.
  leads: ['table:write', 'mail:send'],
  // Jobs, their share-ready pages, applications with resumes, HR and applicant mails (the public
  // routes' grants are handler-access.ts PUBLIC_HANDLER_ACCESS).
  careers: ['table:write', 'uploads:readwrite', 'site:write', 'mail:send'],
  // Member management: Cognito (sign-in, groups) and the member records and SuperAdmin guard item.
  members: ['table:write', 'users:admin'],
  // Counters from the table; the members count from Cognito (ListUsers only).
  dashboard: ['table:read', 'users:list'],
  // Blog and case-study editors: images in the media bucket, pages/sitemaps/RSS in the site bucket.
  // Share previews of posts are signed with the meeting-link secret (its own prefix), as pages' are.
  blogs: ['table:write', 'media:write', 'site:write', 'image:process', 'meeting-links'],
  'case-studies': ['table:write', 'media:write', 'site:write', 'image:process'],
  // Site sections: the pages that show them are rendered again in the site bucket.
  // Share previews of drafts are signed with the meeting-link secret (its own prefix).
  content: ['table:write', 'media:write', 'site:write', 'image:process', 'meeting-links'],
  moderation: ['table:write', 'media:write', 'site:write'],
  // The home page shows the testimonials, /our-work the projects: rendered again on every change.
  testimonials: ['table:write', 'site:write'],
  'our-work': ['table:write', 'media:write', 'site:write', 'image:process'],
  // Reports read counters and the visitor-day index only.
  'analytics-reports': ['table:read'],
  // Sales reports read the counters and the backfill marker only.
  'sales-reports': ['table:read'],
  // Company settings (the currency rate): one record in the table.
  settings: ['table:write'],
  // The audit log and operational figures are read; the chain writes entries (chain grant).
  audit: ['table:read', 'metrics:read'],
  // Social posts: table only (previews come from stored records; the due mail is the sweep's).
  'social-posts': ['table:write'],
  // Data requests: read and erase every personal record, résumés with their versions, export ZIPs in uploads.
  privacy: ['table:write', 'uploads:readwrite', 'uploads:erase'],
};

/** Lambdas outside the route table (services/scripts/bundle.ts TASK_ENTRIES). */
const TASK_ACCESS: Record<TaskLambda, readonly Access[]> = {
  // Renders every public page the API owns from the table into the site bucket (and marks blog pages written);
  // deletes images uploaded but never saved.
  // Backfills member records from Cognito after a deploy.
  // Marks planned social posts due and mails their authors.
  // Makes the variants of images stored before issue 26 (the backfill step of a deploy refresh).
  // Deletes expired applications' résumés with every version, and export ZIPs after a day (issue 28).
  // Meeting reminders carry the visitor's signed link.
  'site-maintenance': [
    'table:write',
    'site:write',
    'media:write',
    'uploads:readwrite',
    'uploads:erase',
    'users:read',
    'users:list',
    'mail:send',
    'image:process',
    'meeting-links',
  ],
  // Reads an upload's private original and writes its public variants; the confirming feature stores the record.
  image: ['media:write'],
  // Cognito's message trigger reads the site URL (every Lambda may) and the two office cards
  // (TASK_TABLE's row, granted in constructs/cognito-message.ts), in the Stateful stack.
  'cognito-message': [],
  // Cognito's PostConfirmation trigger ends every session after a reset: the same two
  // steps, granted narrower in constructs/password-reset-trigger.ts (UpdateItem only).
  'cognito-password-reset': ['table:write', 'users:sign-out'],
  // SES bounces and complaints from SNS: marks the mail failed and suppresses the address (table only).
  'mail-events': [],
};

/**
 * What the shared auth step needs in every feature with a staff route: a
 * GetItem of the caller's member record, and (once per member without a
 * record) a read of that user in Cognito.
 */
export const STAFF_REQUEST_ACCESS: readonly Access[] = ['table:read', 'users:read'];

function hasStaffRoutes(feature: string): boolean {
  return routesOf(feature).some((r) => r.access !== 'public');
}

export function accessOf(feature: string): readonly Access[] {
  const all = { ...FEATURE_ACCESS, ...TASK_ACCESS } as Record<string, readonly Access[] | undefined>;
  const own = all[feature] ?? DEFAULT_ACCESS;
  return hasStaffRoutes(feature) ? [...new Set([...own, ...STAFF_REQUEST_ACCESS])] : own;
}

/** Reading one user (the auth step's lazy creation of a member record). */
export const USER_READ_ACTIONS = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'] as const;

/** Listing users (the member-record backfill, the SuperAdmin guard item's first build). */
export const USER_LIST_ACTIONS = ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'] as const;

/** Ending one member's sessions everywhere (issue 25: password change and reset, "sign out everywhere"). */
export const USER_SIGN_OUT_ACTIONS = ['cognito-idp:AdminUserGlobalSignOut'] as const;

/** Cognito admin actions the member-management feature needs (and no more). */
export const USER_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
] as const;

export { timeoutOf } from '@app/shared/lambda-timeouts';
