/**
 * The weekly digest step of the sweep (issue 30, item 7): from Monday 09:00
 * company time (DIGEST), each Sales and Marketing member gets last week's
 * digest once: the member's claim for the week (data/digest-sent.ts) is
 * written before the mail goes, so two sweeps at once send one; a mail SES
 * refused releases its claim for the next sweep.
 */
import * as clock from '@app/shared/clock';
import { dueDigestWeek } from '@app/shared/digest';
import { claimDigest, releaseDigest } from '../data/digest-sent';
import { type DigestFigures, digestFigures } from '../lib/digest/digest-figures';
import { digestRecipients } from '../lib/digest/digest-recipients';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { mailSiteUrl } from './mail-site-url';
import { weeklyDigestMail } from './weekly-digest-mail';

/** Sends the due digests (`only`: a test's sweep scope, member e-mails); returns how many were sent. */
export async function sendWeeklyDigest(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  const week = dueDigestWeek(now);
  if (!week) return 0;
  const recipients = (await digestRecipients()).filter((m) => !only || only.has(m.email));
  let figures: Promise<DigestFigures> | undefined;
  let siteUrl: Promise<string> | undefined;
  let sent = 0;
  for (const member of recipients) {
    if (!(await claimDigest(week.from, member.email, now))) continue;
    // Read once, and only by a sweep that has a digest to send.
    figures ??= digestFigures(week);
    siteUrl ??= mailSiteUrl();
    const result = await sendMail(weeklyDigestMail(member.email, await figures, await siteUrl));
    if (result.ok) sent++;
    else {
      await releaseDigest(week.from, member.email);
      logger.error('weekly digest not sent', { week: week.from, error: result.error });
    }
  }
  return sent;
}
