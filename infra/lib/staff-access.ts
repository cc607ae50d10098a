import type { Feature } from '@app/shared/api-routes';
import type { TableGrant } from './table-grant';

/**
 * Key limits for staff functions (issue 29, item 3): a staff feature listed
 * here holds these statements (named actions, `dynamodb:LeadingKeys`) instead
 * of table:read / table:write on the whole table. A feature is listed only
 * where every key its routes touch is known from its entity definitions, and
 * test/api/staff-handler-access.test.ts runs each of its routes on the local
 * stack and fails on a call outside its row.
 *
 * The rest stay whole-table (named actions, no Scan) because their routes
 * reach keys that a partition prefix cannot bound: leads, deals and careers
 * read and write the records, their lists, counters, person links and due
 * items of every kind; content, blogs, case studies, our work, testimonials
 * and moderation re-render pages that read every published kind; members and
 * account write member records and the SuperAdmin guard; audit reads names of
 * every audited kind; privacy reads and erases every personal kind;
 * social-posts share the social due list with the sweep (a narrower row is
 * possible there once its keys are listed and exercised like these).
 */

/** The auth step on every staff request: the caller's member record, created once from Cognito if absent. */
export const STAFF_AUTH: TableGrant = { actions: ['GetItem', 'PutItem'], keys: ['MEMBER#*'] };

/** Day counters read by the reports: analytics (STATS#), sales (SALES#). */
const REPORT_COUNTERS: TableGrant = {
  actions: ['GetItem', 'BatchGetItem', 'Query'],
  keys: ['STATS#*', 'SALES#*'],
  indexes: true,
};

/** The company settings record (the currency rate that reports combine with). */
const SETTINGS_READ: TableGrant = { actions: ['GetItem'], keys: ['SETTINGS'] };

export const STAFF_TABLE: Partial<Record<Feature, readonly TableGrant[]>> = {
  // The caller's own profile: read, and the display name set on it.
  user: [STAFF_AUTH, { actions: ['GetItem', 'UpdateItem'], keys: ['MEMBER#*'] }],
  // Stored counters in one batch read; overdue data requests counted on gsi2 (members come from Cognito).
  dashboard: [
    STAFF_AUTH,
    { actions: ['BatchGetItem'], keys: ['COUNTER#*'] },
    { actions: ['Query'], keys: ['PRIVACY_REQUESTS#OPEN'], indexes: true },
  ],
  // Counters by day and the pipeline, the backfill marker, the currency rate.
  'sales-reports': [
    STAFF_AUTH,
    REPORT_COUNTERS,
    { actions: ['GetItem'], keys: ['SALES_BACKFILL', 'SETTINGS'] },
    // First-response figures (issue 30): the week's leads of each kind on their list index.
    { actions: ['Query'], keys: ['LEADS#*'], indexes: true },
  ],
  // Analytics counters by day and today's visitors on the visitor-day index.
  'analytics-reports': [
    STAFF_AUTH,
    { actions: ['GetItem', 'BatchGetItem', 'Query'], keys: ['STATS#*', 'VISITS#*'], indexes: true },
  ],
  // One settings record, saved at the version read.
  settings: [STAFF_AUTH, { actions: ['GetItem', 'PutItem'], keys: ['SETTINGS'] }],
  // Campaign records and their UTM claims; the list on gsi1; figures from the report counters.
  campaigns: [
    STAFF_AUTH,
    { actions: ['GetItem', 'BatchGetItem', 'PutItem', 'DeleteItem'], keys: ['CAMPAIGN#*', 'CAMPAIGN_UTM#*'] },
    { actions: ['Query'], keys: ['CAMPAIGNS'], indexes: true },
    REPORT_COUNTERS,
    SETTINGS_READ,
  ],
};
