/**
 * Names for a page of the audit log, looked up when it is read (issue 27,
 * item 8): the log keeps ids, so a renamed record reads by its current name
 * and an erased one (privacy erasure, retention sweep) is not found and reads
 * as "an erased applicant". One GetItem per distinct member and record on the
 * page (a page is at most AUDIT_LIST.maxPageSize entries), in parallel.
 */
import {
  type AuditNames,
  type AuditRecordKind,
  auditRecordKind,
  auditSentence,
} from '@app/shared/audit-sentence';
import { LEAD_KINDS, type LeadKind, MEETING_OFFICES, type MeetingOfficeId } from '@app/shared/leads';
import type { AuditEntry, AuditEntryView } from '@app/shared/schemas/audit';
import { getBlog } from './blog';
import { getCampaign } from './campaign';
import { caseStudies } from './case-study';
import { getDeal } from './deal';
import { getApplication } from './job-application';
import { getJob } from './job-post';
import { getLead } from './lead-store';
import { getMemberRecord } from './member-record';
import { getSocialPost } from './social-post';
import { testimonials } from './testimonial';
import { workProjects } from './work-project';

type Lookup = (id: string) => Promise<string | undefined>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The kinds whose records are looked up; the others read by their kind alone. */
const LOOKUPS: Partial<Record<AuditRecordKind, Lookup>> = {
  application: async (id) => {
    const a = await getApplication(id);
    return a ? text(`${a.firstName} ${a.lastName}`.trim()) : undefined;
  },
  // A lead's entity id is its path parameters, `<kind>/<id>`.
  lead: async (id) => {
    const [kind, leadId] = id.split('/');
    if (!LEAD_KINDS.includes(kind as LeadKind) || !leadId) return undefined;
    const lead = await getLead(kind as LeadKind, leadId);
    return text((lead as { fullName?: string } | null)?.fullName);
  },
  deal: async (id) => text((await getDeal(id))?.title),
  job: async (id) => text((await getJob(id))?.jobTitle),
  campaign: async (id) => text((await getCampaign(id))?.name),
  blog: async (id) => text((await getBlog(id))?.title),
  // A social post has no title: its text's start names it.
  socialPost: async (id) => {
    const words = (await getSocialPost(id))?.text.trim();
    return words && words.length > 60 ? `${words.slice(0, 59)}…` : text(words);
  },
  testimonial: async (id) => text((await testimonials.get(id))?.name),
  caseStudy: async (id) => text((await caseStudies.get(id))?.title),
  project: async (id) => text((await workProjects.get(id))?.name),
  // A member's entity id is their e-mail: staff, named by it when no display name is needed.
  member: async (id) => id,
  // An office's entity id is its id (path parameter): named by its office.
  office: async (id) => MEETING_OFFICES[id as MeetingOfficeId]?.name,
};

async function settle(lookup: () => Promise<string | undefined>): Promise<string | undefined> {
  try {
    return await lookup();
  } catch {
    // A malformed id in an old entry reads as a missing record, never a failed page.
    return undefined;
  }
}

/** The page's entries with the sentence, the member's name and the record's name. */
export async function withNames(entries: AuditEntry[]): Promise<AuditEntryView[]> {
  const actors = new Map<string, Promise<string | undefined>>();
  const records = new Map<string, Promise<string | undefined>>();
  for (const e of entries) {
    if (e.actorSub && !actors.has(e.actorSub))
      actors.set(
        e.actorSub,
        settle(async () => text((await getMemberRecord(e.actorSub))?.displayName)),
      );
    const kind = auditRecordKind(e);
    const lookup = kind ? LOOKUPS[kind] : undefined;
    const key = `${kind}:${e.entityId}`;
    if (lookup && e.entityId && !records.has(key))
      records.set(
        key,
        settle(() => lookup(e.entityId as string)),
      );
  }
  return Promise.all(
    entries.map(async (e) => {
      const kind = auditRecordKind(e);
      const names: AuditNames = {
        actor: await actors.get(e.actorSub),
        record: kind && e.entityId ? await records.get(`${kind}:${e.entityId}`) : undefined,
      };
      return {
        ...e,
        sentence: auditSentence(e, names),
        ...(names.actor ? { actorName: names.actor } : {}),
        ...(names.record ? { recordName: names.record } : {}),
      };
    }),
  );
}
