/**
 * The reply promise's mails (issue 30, item 6): the owner's reminder when a
 * lead is 2 business hours from due, and one mail per overdue lead to the
 * SuperAdmins. The sweep claims each on the lead first (claimReplyMail), so
 * two sweeps at once send it once. A lead without an owner gets no reminder
 * (its overdue mail tells the SuperAdmins), nor does one the sweep first sees
 * already past due (the reminder would say time is left when none is).
 */
import * as clock from '@app/shared/clock';
import { LEAD_FORM_LABELS, type LeadKind, leadFormOf, MEETING_OFFICES } from '@app/shared/leads';
import { REPLY_PROMISE_TEXTS } from '@app/shared/reply-promise';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { trimEndChar } from '@app/shared/strings';
import { formatMeetingInstant } from '@app/shared/time-zones';
import { membersWithRole } from '../data/lead-owner';
import { claimReplyMail, leadsAwaitingReply } from '../data/reply-due';
import { logger } from '../lib/logger';
import { type MailMessage, sendMail } from '../lib/mail';
import { leadLink } from './lead-mails';
import { SIGNATURES } from './mail-brand';
import { renderMail } from './mail-layout';
import { mailSiteUrl } from './mail-site-url';

/** Who gets each mail, and so its footer's reason. */
export const REPLY_PROMISE_REASONS = {
  owner: 'You receive this because you own this lead in the Moondive admin area.',
  overdue:
    'You receive this because you are a SuperAdmin of the Moondive admin area: a lead past its reply promise is sent to every SuperAdmin.',
} as const;

type PromiseLead = LeadMeta & { fullName?: string; email?: string; meeting?: { office?: string } };

function rowsOf(kind: LeadKind, lead: PromiseLead) {
  const zone = MEETING_OFFICES[lead.office ?? 'noida'].timeZone;
  return [
    ['Lead', lead.fullName],
    ['Kind', LEAD_FORM_LABELS[leadFormOf(kind, lead)]],
    ['Came in', formatMeetingInstant(lead.dateRaised, zone)],
    ['Due', lead.responseDueAt ? formatMeetingInstant(lead.responseDueAt, zone) : undefined],
    ['Owner', lead.owner ?? 'Unassigned'],
  ] as Array<[string, string | undefined]>;
}

export function ownerReminderMail(kind: LeadKind, lead: PromiseLead, siteUrl: string): MailMessage {
  return {
    to: [lead.owner as string],
    subject: `Reply due in 2 business hours: ${lead.fullName ?? 'a lead'}`.slice(0, 150),
    ...renderMail({
      preheader: 'The site promised a reply within one business day.',
      heading: 'A lead of yours is due soon',
      paragraphs: [
        `${lead.fullName ?? 'A visitor'} has had no answer yet. The site promised a reply within one business day, and 2 business hours of it are left. Change its status or add a note once you have replied.`,
      ],
      rows: rowsOf(kind, lead),
      button: { label: 'Open this lead', href: `${trimEndChar(siteUrl, '/')}${leadLink(kind, lead.id)}` },
      signature: SIGNATURES.schedule,
      reason: REPLY_PROMISE_REASONS.owner,
    }),
  };
}

export function overdueMail(kind: LeadKind, lead: PromiseLead, to: string[], siteUrl: string): MailMessage {
  return {
    to,
    subject: `${REPLY_PROMISE_TEXTS.overdue}: ${lead.fullName ?? 'a lead'} has had no reply`.slice(0, 150),
    ...renderMail({
      preheader: 'A lead is past the one-business-day promise.',
      heading: 'A lead is overdue',
      paragraphs: [
        `${lead.fullName ?? 'A visitor'} was promised a reply within one business day, and that time has passed with no reply recorded. Hand it to someone who can answer, or answer it yourself.`,
      ],
      rows: rowsOf(kind, lead),
      button: { label: 'Open this lead', href: `${trimEndChar(siteUrl, '/')}${leadLink(kind, lead.id)}` },
      signature: SIGNATURES.schedule,
      reason: REPLY_PROMISE_REASONS.overdue,
    }),
  };
}

async function send(message: MailMessage, lead: PromiseLead, what: string): Promise<number> {
  const result = await sendMail(message);
  if (!result.ok) logger.error('reply promise mail not sent', { leadId: lead.id, what, error: result.error });
  return result.ok ? 1 : 0;
}

/** The sweep step: sends the due reminders and overdue mails (`only`: a test's lead ids); returns how many. */
export async function sendReplyPromiseMails(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  const at = now.toISOString();
  const siteUrl = await mailSiteUrl();
  let superAdmins: string[] | undefined;
  let sent = 0;
  for (const kind of ['contact', 'meeting'] as const) {
    for (const lead of await leadsAwaitingReply<PromiseLead>(kind, now)) {
      if (only && !only.has(lead.id)) continue;
      const overdue = !!lead.responseDueAt && lead.responseDueAt <= at;
      if (!lead.ownerRemindedAt) {
        // Claimed even when nothing is sent (no owner, or already past due), so the lead is handled once.
        const claimed = await claimReplyMail<PromiseLead>(kind, lead.id, 'ownerRemindedAt', now);
        if (claimed?.owner && !overdue)
          sent += await send(ownerReminderMail(kind, claimed, siteUrl), lead, 'reminder');
      }
      if (overdue && !lead.overdueMailedAt) {
        const claimed = await claimReplyMail<PromiseLead>(kind, lead.id, 'overdueMailedAt', now);
        if (!claimed) continue;
        superAdmins ??= (await membersWithRole('SuperAdmin')).map((m) => m.email);
        if (superAdmins.length > 0)
          sent += await send(overdueMail(kind, claimed, superAdmins, siteUrl), lead, 'overdue');
      }
    }
  }
  return sent;
}
