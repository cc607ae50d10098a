/**
 * The audit log read as sentences (issue 27, item 8): "Asha Verma moved Jane
 * Visitor's application to Interview". The log stores ids only (route,
 * entity id, changes); names are looked up when it is read, so a person
 * erased under the privacy issue reads as "an erased applicant". This module
 * is the one place that knows, per write route, which kind of record it
 * touched and how to say what happened.
 */
import { DEAL_STAGE_LABELS } from './deals';
import { type AuditChanges, type AuditEntry, describeChanges } from './schemas/audit';

/** The record kinds whose names the log looks up when it is read. */
export type AuditRecordKind =
  | 'application'
  | 'lead'
  | 'deal'
  | 'job'
  | 'member'
  | 'campaign'
  | 'blog'
  | 'socialPost'
  | 'testimonial'
  | 'caseStudy'
  | 'project'
  | 'section'
  | 'page'
  | 'moderation'
  | 'privacy'
  | 'office'
  | 'settings'
  | 'self';

/** How a record reads with its name, and without one (the record is gone). */
const RECORD: Record<AuditRecordKind, { named: (n: string) => string; gone: string }> = {
  application: { named: (n) => `${n}'s application`, gone: "an erased applicant's application" },
  lead: { named: (n) => `${n}'s lead`, gone: 'an erased lead' },
  deal: { named: (n) => `the deal “${n}”`, gone: 'a deleted deal' },
  job: { named: (n) => `the job “${n}”`, gone: 'a deleted job' },
  member: { named: (n) => n, gone: 'a removed member' },
  campaign: { named: (n) => `the campaign “${n}”`, gone: 'a deleted campaign' },
  blog: { named: (n) => `the post “${n}”`, gone: 'a deleted post' },
  socialPost: { named: (n) => `the social post “${n}”`, gone: 'a deleted social post' },
  testimonial: { named: (n) => `the testimonial from ${n}`, gone: 'a deleted testimonial' },
  caseStudy: { named: (n) => `the case study “${n}”`, gone: 'a deleted case study' },
  project: { named: (n) => `the project “${n}”`, gone: 'a deleted project' },
  section: { named: (n) => `the section “${n}”`, gone: 'a site section' },
  page: { named: (n) => `the page “${n}”`, gone: 'a page' },
  moderation: { named: () => 'moderation items', gone: 'moderation items' },
  privacy: { named: () => 'a privacy request', gone: 'a privacy request' },
  office: { named: (n) => `the availability of the ${n} office`, gone: "an office's availability" },
  settings: { named: () => 'the reporting currency and rate', gone: 'the reporting currency and rate' },
  self: { named: () => 'their own account', gone: 'their own account' },
};

type Say = (record: string, changes: AuditChanges | undefined) => string;

interface Phrase {
  kind: AuditRecordKind;
  say: Say;
}

const after = (changes: AuditChanges | undefined, field: string): string | undefined => {
  const value = changes?.[field]?.after;
  return typeof value === 'string' ? value : undefined;
};
const moved =
  (field: string, label: (v: string) => string = (v) => v, otherwise = 'updated'): Say =>
  (record, changes) => {
    const to = after(changes, field);
    return to ? `moved ${record} to ${label(to)}` : `${otherwise} ${record}`;
  };
const verb =
  (word: string): Say =>
  (record) =>
    `${word} ${record}`;
const images: Say = (record) => `changed the images of ${record}`;
const stageLabel = (v: string) => DEAL_STAGE_LABELS[v as keyof typeof DEAL_STAGE_LABELS] ?? v;

/** Per write route (`METHOD path`, as the log stores it): the record kind and the sentence's verb. */
const restored: Say = (r) => `restored an earlier version of ${r}`;

export const AUDIT_PHRASES: Record<string, Phrase> = {
  'PUT /user/profile': { kind: 'self', say: () => 'updated their profile' },
  'POST /admin/change-password': { kind: 'self', say: () => 'changed their password' },
  'POST /admin/sign-out-everywhere': { kind: 'self', say: () => 'signed out everywhere' },
  'PATCH /admin/leads/{kind}/{id}': {
    kind: 'lead',
    // A status move reads first; a hand-over alone names the new owner (issue 30).
    say: (record, changes) =>
      after(changes, 'status') || !after(changes, 'owner')
        ? moved('status', undefined, 'added a note to')(record, changes)
        : `handed ${record} to ${after(changes, 'owner')}`,
  },
  'POST /admin/leads/{kind}/{id}/resend-notification': {
    kind: 'lead',
    say: (r) => `resent the staff notification for ${r}`,
  },
  'POST /admin/add-member': { kind: 'member', say: verb('invited') },
  'PUT /admin/member-roles': {
    kind: 'member',
    say: (r, c) => `changed the roles of ${r}${c?.roles ? ` (${describeChanges({ roles: c.roles })})` : ''}`,
  },
  'DELETE /admin/member': { kind: 'member', say: verb('removed') },
  'POST /admin/resend-invite': { kind: 'member', say: (r) => `resent the invitation to ${r}` },
  'POST /admin/jobs': { kind: 'job', say: verb('posted') },
  'PUT /admin/jobs/{jobId}': { kind: 'job', say: verb('edited') },
  'DELETE /admin/jobs/{jobId}': { kind: 'job', say: verb('deleted') },
  'POST /admin/jobs/{jobId}/close': { kind: 'job', say: verb('closed') },
  'POST /admin/jobs/{jobId}/reopen': { kind: 'job', say: verb('reopened') },
  'POST /admin/jobs/{jobId}/restore': { kind: 'job', say: restored },
  'PATCH /admin/job-queries/{applicationId}': {
    kind: 'application',
    say: moved('status', undefined, 'added a note to'),
  },
  'POST /blogs/publish-blog': { kind: 'blog', say: verb('created') },
  'PUT /blogs/update-blog': { kind: 'blog', say: verb('edited') },
  'DELETE /blogs/delete': { kind: 'blog', say: verb('deleted') },
  'POST /blogs/admin/restore': { kind: 'blog', say: restored },
  'PUT /blogs/admin/draft': { kind: 'blog', say: (r) => `saved a draft of ${r}` },
  'POST /blogs/admin/publish': { kind: 'blog', say: (r) => `published the draft of ${r}` },
  'POST /blogs/admin/discard': { kind: 'blog', say: (r) => `discarded the draft of ${r}` },
  'POST /blogs/admin/previews': { kind: 'blog', say: (r) => `shared a preview of ${r}` },
  'DELETE /blogs/admin/previews': { kind: 'blog', say: (r) => `revoked a preview link of ${r}` },
  'POST /admin/create/testimonial': { kind: 'testimonial', say: verb('added') },
  'PUT /admin/testimonial': { kind: 'testimonial', say: verb('edited') },
  'DELETE /admin/testimonial': { kind: 'testimonial', say: verb('deleted') },
  'POST /admin/testimonial/restore': {
    kind: 'testimonial',
    say: (r) => `restored an earlier version of ${r}`,
  },
  'POST /admin/case-studies': { kind: 'caseStudy', say: verb('created') },
  'PUT /admin/case-studies': { kind: 'caseStudy', say: verb('edited') },
  'DELETE /admin/case-studies': { kind: 'caseStudy', say: verb('deleted') },
  'POST /admin/case-studies/restore': { kind: 'caseStudy', say: restored },
  'PUT /admin/edit-section': { kind: 'section', say: verb('edited') },
  'DELETE /admin/edit-section': { kind: 'section', say: (r) => `reset ${r} to its default` },
  'POST /admin/edit-section/restore': { kind: 'section', say: (r) => `restored an earlier version of ${r}` },
  'PUT /admin/pages/{id}': { kind: 'page', say: verb('edited') },
  'POST /admin/pages/{id}/restore': { kind: 'page', say: (r) => `restored an earlier version of ${r}` },
  'PUT /admin/pages/{id}/draft': { kind: 'page', say: (r) => `saved a draft of ${r}` },
  'POST /admin/pages/{id}/publish': { kind: 'page', say: (r) => `published the draft of ${r}` },
  'POST /admin/pages/{id}/discard': { kind: 'page', say: (r) => `discarded the draft of ${r}` },
  'POST /admin/pages/{id}/previews': { kind: 'page', say: (r) => `shared a preview of ${r}` },
  'DELETE /admin/pages/{id}/previews/{previewId}': {
    kind: 'page',
    say: (r) => `revoked a preview link of ${r}`,
  },
  'POST /admin/delete/moderations': { kind: 'moderation', say: () => 'deleted moderation items' },
  'POST /admin/our-work/projects': { kind: 'project', say: verb('added') },
  'PUT /admin/our-work/projects': { kind: 'project', say: verb('edited') },
  'DELETE /admin/our-work/projects': { kind: 'project', say: verb('deleted') },
  'POST /admin/our-work/projects/restore': { kind: 'project', say: restored },
  'POST /admin/campaigns': { kind: 'campaign', say: verb('created') },
  'PUT /admin/campaigns/{id}': { kind: 'campaign', say: verb('edited') },
  'DELETE /admin/campaigns/{id}': { kind: 'campaign', say: verb('deleted') },
  'POST /admin/deals': { kind: 'deal', say: verb('created') },
  'PATCH /admin/deals/{id}': { kind: 'deal', say: moved('stage', stageLabel, 'edited') },
  'DELETE /admin/deals/{id}': { kind: 'deal', say: verb('deleted') },
  'POST /admin/deals/{id}/activities': { kind: 'deal', say: (r) => `added an activity to ${r}` },
  'POST /admin/social-posts': { kind: 'socialPost', say: verb('created') },
  'PATCH /admin/social-posts/{id}': { kind: 'socialPost', say: verb('edited') },
  'DELETE /admin/social-posts/{id}': { kind: 'socialPost', say: verb('deleted') },
  'PUT /admin/availability/{office}': { kind: 'office', say: verb('changed') },
  // The entity is the member's e-mail (path parameter), read as the member.
  'PUT /admin/availability/away/{email}': {
    kind: 'member',
    say: (r) => `set the out-of-office days of ${r}`,
  },
  'PUT /admin/currency-settings': { kind: 'settings', say: verb('changed') },
  'POST /admin/privacy/search': { kind: 'privacy', say: () => 'searched for a person’s data' },
  'POST /admin/privacy/export': { kind: 'privacy', say: () => 'exported a person’s data' },
  'POST /admin/privacy/erasures': { kind: 'privacy', say: () => 'erased a person’s data' },
  'POST /admin/privacy/requests': { kind: 'privacy', say: () => 'logged a privacy request' },
};
// The image routes of every editor read the same way.
for (const [base, kind] of [
  ['/blogs', 'blog'],
  ['/admin/case-studies', 'caseStudy'],
  ['/admin/our-work', 'project'],
  ['/admin/edit-section', 'section'],
] as const)
  for (const action of ['upload-image', 'confirm-image', 'remove-image', 'image-focus'])
    AUDIT_PHRASES[`POST ${base}/${action}`] = { kind, say: images };
for (const action of ['upload-open-graph-image', 'remove-open-graph-image'])
  AUDIT_PHRASES[`POST /blogs/${action}`] = { kind: 'blog', say: images };

/** The record kind a logged write touched, or undefined for a route this table does not know. */
export function auditRecordKind(entry: Pick<AuditEntry, 'route'>): AuditRecordKind | undefined {
  return AUDIT_PHRASES[entry.route]?.kind;
}

/** Names looked up when the log is read: the member who wrote, and the record (undefined: it is gone). */
export interface AuditNames {
  actor?: string;
  record?: string;
}

/** The entry as one sentence: who, what, which record by name. */
export function auditSentence(entry: AuditEntry, names: AuditNames): string {
  const who = names.actor || entry.actorEmail || 'A member';
  const phrase = AUDIT_PHRASES[entry.route];
  if (!phrase) {
    const past = { create: 'created', update: 'updated', delete: 'deleted' }[entry.action];
    return `${who} ${past} a ${entry.entity} record`;
  }
  const kind = RECORD[phrase.kind];
  // The delete of a record now gone reads "deleted a testimonial", not "deleted a deleted testimonial".
  const gone =
    entry.action === 'delete' && kind.gone.startsWith('a deleted ') ? `a ${kind.gone.slice(10)}` : kind.gone;
  const record = names.record ? kind.named(names.record) : gone;
  return `${who} ${phrase.say(record, entry.changes)}`;
}
