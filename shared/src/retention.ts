/**
 * The retention table (issue 28): how long each kind of personal record is
 * kept, from which date, and what happens when the time is up. It is the one
 * source of the maintenance sweep's due dates (services/src/lib/privacy), of
 * the TTL backstop (`expiresAt`) on every personal item, of the retention
 * shown on /admin/privacy and of the privacy policy's retention sentences.
 *
 * Adding a kind of personal data: add one row here (kind, label, period,
 * what it counts from, delete or anonymise, the policy group it is told in),
 * set `expiresAt: ttlBackstopSeconds(kind, from)` where the item is written,
 * call `scheduleRetention` (services/src/data/retention-due.ts) if the sweep
 * must handle links, and teach the privacy search/erasure the kind
 * (services/src/lib/privacy/person-records.ts).
 */

export interface RetentionPeriod {
  years?: number;
  days?: number;
  /** No time of its own: the record's last N versions, kept while the record is (content revisions). */
  versions?: number;
}

export interface RetentionRule {
  /** Stable id of the record kind (also used in the sweep's due items). */
  kind: string;
  /** How staff and the export README name it. */
  label: string;
  period: RetentionPeriod;
  /** What the period counts from, in words (the policy and the admin screen). */
  from: string;
  /** `delete`: the item and its links go; `anonymise`: the person's fields go, the rest stays. */
  action: 'delete' | 'anonymise';
  /** What an anonymised record keeps, or what a kept record holds (the policy says it). */
  keeps?: string;
  /** The policy sentence this row belongs to; rows of one group are told together. */
  policyGroup: 'enquiries' | 'applications' | 'sales' | 'requests' | 'mail' | 'content' | 'staff';
}

/** When the table or the product's privacy behaviour last changed (the policy's "Last updated"). */
export const RETENTION_TABLE_UPDATED = '2026-11-27';

/** How many versions of a content record are kept (shared/src/revisions.ts reads it). */
export const CONTENT_VERSIONS_KEPT = 50;

/** After the sweep's date, DynamoDB TTL may delete an item only this many days later (a backstop). */
export const TTL_GRACE_DAYS = 28;

/** The talent-pool mail goes this many days before an application expires (one mail, one chance). */
export const TALENT_POOL_NOTICE_DAYS = 30;

/** A data request (export or erasure) is due this many days after it was made (GDPR Art. 12(3)). */
export const PRIVACY_REQUEST_DUE_DAYS = 30;

export const RETENTION: readonly RetentionRule[] = [
  {
    kind: 'contactLead',
    label: 'Contact enquiries',
    period: { years: 2 },
    from: 'the last activity on the enquiry',
    action: 'delete',
    policyGroup: 'enquiries',
  },
  {
    kind: 'meetingLead',
    label: "Let's-connect and meeting requests",
    period: { years: 2 },
    from: 'the last activity on the request',
    action: 'delete',
    policyGroup: 'enquiries',
  },
  {
    kind: 'meetingSlot',
    label: 'Booked meeting slots',
    period: { years: 2 },
    from: 'the last activity on the meeting request',
    action: 'delete',
    policyGroup: 'enquiries',
  },
  {
    kind: 'application',
    label: 'Job applications',
    period: { years: 1 },
    from: 'the application, or from the consent to stay in the talent pool',
    action: 'delete',
    policyGroup: 'applications',
  },
  {
    kind: 'resume',
    label: 'Résumé files (every stored version)',
    period: { years: 1 },
    from: 'the application, or from the consent to stay in the talent pool',
    action: 'delete',
    policyGroup: 'applications',
  },
  {
    kind: 'unattachedResume',
    label: 'Résumé copies of an application that could not be stored',
    period: { days: 1 },
    from: 'the failed application',
    action: 'delete',
    policyGroup: 'applications',
  },
  {
    kind: 'deal',
    label: 'Deals and their activities (the person in them)',
    period: { years: 2 },
    from: 'the last activity on the deal or its enquiry',
    keeps: 'stage, value, currency, dates, source and campaign',
    action: 'anonymise',
    policyGroup: 'sales',
  },
  {
    kind: 'meetingDetails',
    label: 'Meeting details on a request (host, reminders sent, invite replies, the signed link)',
    period: { years: 2 },
    from: 'the last activity on the meeting request',
    action: 'delete',
    policyGroup: 'enquiries',
  },
  {
    kind: 'leadFollowUp',
    label:
      "Follow-up of a request (its owner, the meeting's host, the first reply and the reply-promise reminders)",
    period: { years: 2 },
    from: 'the last activity on the request',
    action: 'delete',
    policyGroup: 'enquiries',
  },
  {
    kind: 'contentRevision',
    label: 'Earlier versions of site content (pages, sections, testimonials, case studies)',
    period: { versions: CONTENT_VERSIONS_KEPT },
    from: 'the record they belong to (deleted with it, and by an erasure when they name you)',
    action: 'delete',
    policyGroup: 'content',
  },
  {
    kind: 'mailSuppression',
    label: 'Addresses our mail must not reach again (bounces and complaints)',
    period: { days: 180 },
    from: 'the bounce or complaint',
    keeps: 'a keyed hash of the address and the kind of event, never the address',
    action: 'delete',
    policyGroup: 'mail',
  },
  {
    kind: 'memberAway',
    label: "Staff members' out-of-office days",
    period: { days: 90 },
    from: 'the last day away',
    action: 'delete',
    policyGroup: 'staff',
  },
  {
    kind: 'previewLink',
    label: 'Share-preview links of drafts (the staff member who made them)',
    period: { days: 7 },
    from: 'the link was made',
    action: 'delete',
    policyGroup: 'staff',
  },
  {
    kind: 'privacyRequest',
    label: 'Data requests (export and erasure)',
    period: { years: 3 },
    from: 'the request',
    keeps: 'counts and a keyed hash of the e-mail address, never the address',
    action: 'delete',
    policyGroup: 'requests',
  },
  {
    kind: 'privacyExport',
    label: 'Export files',
    period: { days: 1 },
    from: 'the export',
    action: 'delete',
    policyGroup: 'requests',
  },
];

export type RetentionKind = (typeof RETENTION)[number]['kind'];

export function retentionOf(kind: string): RetentionRule {
  const rule = RETENTION.find((r) => r.kind === kind);
  if (!rule) throw new Error(`No retention rule for ${kind}`);
  return rule;
}

/** `from` plus a period, in UTC calendar terms (a year from 29 February is 1 March). */
export function addPeriod(from: Date, period: RetentionPeriod): Date {
  const at = new Date(from.getTime());
  if (period.years) at.setUTCFullYear(at.getUTCFullYear() + period.years);
  if (period.days) at.setTime(at.getTime() + period.days * 86_400_000);
  return at;
}

/** When the sweep deletes or anonymises a record of `kind` counted from `from`. */
export function retentionDue(kind: string, from: Date | string): Date {
  const { period } = retentionOf(kind);
  // A kind kept by versions has no date: it goes with its record (never a TTL of its own).
  if (!period.years && !period.days) throw new Error(`${kind} is kept by versions, not by a date`);
  return addPeriod(new Date(from), period);
}

/** The TTL backstop (epoch seconds): TTL_GRACE_DAYS after the sweep's date, never before it. */
export function ttlBackstopSeconds(kind: string, from: Date | string): number {
  return Math.floor(retentionDue(kind, from).getTime() / 1000) + TTL_GRACE_DAYS * 86_400;
}

/** "2 years", "1 year", "1 day". */
export function periodText(period: RetentionPeriod): string {
  const parts: string[] = [];
  if (period.years) parts.push(`${period.years} ${period.years === 1 ? 'year' : 'years'}`);
  if (period.days) parts.push(`${period.days} ${period.days === 1 ? 'day' : 'days'}`);
  if (period.versions) parts.push(`the last ${period.versions} versions`);
  return parts.join(' and ');
}

/** The privacy policy's retention sentences, one per group, made from the rows above. */
export function retentionSentences(): string[] {
  const first = (group: RetentionRule['policyGroup']) => RETENTION.filter((r) => r.policyGroup === group)[0];
  const enquiries = first('enquiries');
  const applications = first('applications');
  const sales = first('sales');
  const request = retentionOf('privacyRequest');
  const suppression = first('mail');
  const revisions = first('content');
  const out: string[] = [];
  if (enquiries)
    out.push(
      `Enquiries (contact, let's-connect and meeting requests, with their booked slots) are kept for ${periodText(enquiries.period)} from ${enquiries.from}, then deleted.`,
    );
  if (applications)
    out.push(
      `Job applications and their résumés are kept for ${periodText(applications.period)} from ${applications.from}, then deleted with every stored copy of the résumé. ${TALENT_POOL_NOTICE_DAYS} days before, we e-mail you once to ask whether to keep it for other openings for ${applications.period.years === 1 ? 'another year' : `another ${periodText(applications.period)}`}; no answer means deletion.`,
    );
  if (sales)
    out.push(
      `When an enquiry is deleted, a deal made from it keeps only its ${sales.keeps} for our sales reports: your name, e-mail address, phone number and notes about you are removed.`,
    );
  if (suppression)
    out.push(
      `When mail to your address bounces or is reported as spam, we keep ${suppression.keeps}, for ${periodText(suppression.period)} from ${suppression.from}, so that we do not mail it again.`,
    );
  if (revisions)
    out.push(
      `Earlier versions of our site's content (a testimonial may name its author) are kept, ${periodText(revisions.period)} of each, as long as the content itself; they are deleted with it, and with an erasure when they name you.`,
    );
  out.push(
    `Requests to see or delete your data are answered within ${PRIVACY_REQUEST_DUE_DAYS} days; our record of a request is kept for ${periodText(request.period)}, with ${request.keeps}.`,
  );
  return out;
}
