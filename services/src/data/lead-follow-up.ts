import { availabilitySeed } from '@app/shared/office-availability-seed';
import { promiseOffice, replyDue } from '@app/shared/reply-promise';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { zonedDay } from '@app/shared/zoned-time';
import { logger } from '../lib/logger';
import { assignOwner } from './lead-owner';
import { getAvailability } from './office-availability';

/**
 * The reply promise and the owner of a new lead (issue 30, items 5 and 6):
 * the office whose calendar counts, the due and reminder times from its
 * availability record, and one turn of the owner rotation on the lead's day
 * there. A failed directory read leaves the lead unassigned (shown so, and
 * Sales assign it) rather than losing it.
 */
export async function followUpOf(
  lead: LeadMeta & { meeting?: { office?: string; timeZone?: string } },
  visitorZone: string | undefined,
): Promise<Pick<LeadMeta, 'office' | 'owner' | 'responseDueAt' | 'responseRemindAt'>> {
  const office = promiseOffice({ meeting: lead.meeting, timeZone: visitorZone ?? lead.meeting?.timeZone });
  // The seed's calendar if the record cannot be read: the promise is still dated, the lead still stored.
  const calendar = await getAvailability(office).catch((error) => {
    logger.error('office availability not read for the reply promise', { office, error });
    return availabilitySeed(office);
  });
  const due = replyDue(lead.dateRaised, calendar);
  const owner =
    lead.owner ??
    (await assignOwner(zonedDay(lead.dateRaised, calendar.timeZone)).then(
      (o) => o?.email,
      (error) => {
        logger.error('lead owner not assigned', { error });
        return undefined;
      },
    ));
  return {
    office,
    responseDueAt: due.dueAt,
    responseRemindAt: due.remindAt,
    ...(owner ? { owner } : {}),
  };
}
