/**
 * The one mail an applicant gets TALENT_POOL_NOTICE_DAYS before the
 * application expires (issue 28): stay in the talent pool for another year
 * with one click, or do nothing and it is deleted. The token travels in the
 * URL fragment (`#t=…`), which browsers never send to a server, so it lands
 * in no access or WAF log; the page POSTs it.
 */
import { COMPANY } from '@app/shared/company';
import { periodText, retentionOf } from '@app/shared/retention';
import { KEEP_FOR_ANOTHER } from '@app/shared/schemas/talent-pool';
import { formatZoned } from '@app/shared/zoned-time';
import type { MailMessage } from '../lib/mail';
import { SIGNATURES } from './mail-brand';
import { renderMail } from './mail-layout';

const YEAR = periodText(retentionOf('application').period);

export function talentPoolMail(
  application: { email: string; firstName?: string; jobTitle?: string },
  due: Date,
  link: string,
): MailMessage {
  const day = formatZoned(due, COMPANY.timeZone, { dateStyle: 'long' });
  const job = application.jobTitle ?? 'a role';
  return {
    to: [application.email],
    subject: `Keep your application for ${job} on file?`,
    ...renderMail({
      preheader: `Your application will be deleted on ${day} unless you ask us to keep it.`,
      heading: application.firstName ? `Hello ${application.firstName}` : 'Hello',
      paragraphs: [
        `You applied for ${job} at ${COMPANY.name}. We keep applications for ${YEAR}, so yours and your résumé will be deleted on ${day}.`,
        `If you would like us to consider you for other openings, we can keep it in our talent pool for ${KEEP_FOR_ANOTHER}.`,
      ],
      button: { label: `Keep my application for ${KEEP_FOR_ANOTHER}`, href: link },
      after: [
        'If you do nothing, your application and résumé are deleted on that day. This is the only reminder.',
      ],
      signature: SIGNATURES.hr,
      reason: 'You receive this because you applied for a job on the Moondive website.',
    }),
  };
}
