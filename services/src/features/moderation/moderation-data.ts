/** Collects what needs review from the leads, blogs and case studies (each a bounded Query). */

import * as clock from '@app/shared/clock';
import { type LeadKind, leadFormOf } from '@app/shared/leads';
import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { MODERATION, type ModerationData, type ModerationItem } from '@app/shared/schemas/moderation';
import { listBlogsByStatus } from '../../data/blog';
import { caseStudies } from '../../data/case-study';
import { listLeads } from '../../data/lead-list';

const excerpt = (text: string | undefined, max = 80) =>
  !text ? '' : text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;

async function recentLeads(kind: LeadKind, now: Date): Promise<ModerationItem[]> {
  const from = new Date(now.getTime() - MODERATION.windowDays * 86_400_000).toISOString();
  const page = await listLeads<ContactLeadView | MeetingLeadView>(kind, {
    limit: MODERATION.perSource,
    from,
  });
  return page.items.map((lead) => ({
    kind: kind === 'contact' ? 'contactLead' : 'meetingLead',
    id: lead.id,
    title: lead.fullName,
    detail: [lead.email, excerpt(lead.message)].filter(Boolean).join(' · '),
    at: lead.dateRaised,
    form: leadFormOf(kind, lead),
    link: `${kind === 'contact' ? '/admin/contact-leads' : '/admin/schedule-meeting'}?lead=${encodeURIComponent(lead.id)}`,
  }));
}

async function pendingContent(now: Date): Promise<ModerationItem[]> {
  const [drafts, live, studies] = await Promise.all([
    listBlogsByStatus('draft', { limit: MODERATION.perSource }),
    listBlogsByStatus('live', { limit: MODERATION.perSource }),
    caseStudies.list({ limit: MODERATION.perSource }),
  ]);
  const scheduled = live.items.filter((b) => b.publishAt && Date.parse(b.publishAt) > now.getTime());
  return [
    ...[...drafts.items, ...scheduled].map((b) => ({
      kind: 'blogPost' as const,
      id: b._id,
      title: b.title,
      detail: `${b.status === 'draft' ? 'Draft' : `Scheduled for ${b.publishAt}`}${b.author ? ` · by ${b.author}` : ''}`,
      at: b.updatedAt,
      link: `/admin/edit-blog?slug=${encodeURIComponent(b.slug)}`,
    })),
    ...studies.items
      .filter((c) => c.status === 'draft')
      .map((c) => ({
        kind: 'caseStudy' as const,
        id: c._id,
        title: c.title,
        detail: `Case study draft · ${c.client}`,
        at: c.updatedAt,
        link: '/admin/case-studies',
      })),
  ].sort((a, b) => b.at.localeCompare(a.at));
}

export async function moderationData(now = clock.now()): Promise<ModerationData> {
  const [contact, meeting, content] = await Promise.all([
    recentLeads('contact', now),
    recentLeads('meeting', now),
    pendingContent(now),
  ]);
  return { submissions: [...contact, ...meeting].sort((a, b) => b.at.localeCompare(a.at)), content };
}
