/**
 * The reply promise follows the office calendar as it is now (issue 30,
 * item 6): when Sales save an office's availability (a closure added, hours
 * changed), the unanswered leads of that office whose reply is not yet due
 * get their due and reminder times counted again from when they came in, so
 * a lead due on a day just closed moves to the next open hours (as Plain's
 * business-hours overrides move running SLA deadlines). Leads already past
 * due stay overdue: the promise was already broken. Read within the
 * promise's reach (promise-reach.ts), never a Scan.
 */
import { LEAD_KINDS, type LeadKind, type MeetingOfficeId } from '@app/shared/leads';
import { type OfficeCalendar, replyDue } from '@app/shared/reply-promise';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { logger } from '../lib/logger';
import { leadKeys } from './lead-store';
import { leadsInPromiseReach } from './promise-reach';

function pendingLeads(kind: LeadKind, office: MeetingOfficeId, now: Date): Promise<LeadMeta[]> {
  return leadsInPromiseReach<LeadMeta>(kind, now, [
    { attr: 'office', eq: office },
    { attr: 'firstResponseAt', exists: false },
    { attr: 'responseDueAt', gt: now.toISOString() },
  ]);
}

/**
 * Dates again the pending replies of `office` by `calendar`; returns how many
 * moved. Each move is conditional on the due time read and the lead still
 * unanswered, so a reply or another save meanwhile wins; safe to run twice.
 */
export async function redateReplies(
  office: MeetingOfficeId,
  calendar: OfficeCalendar,
  now: Date,
): Promise<number> {
  let moved = 0;
  for (const kind of LEAD_KINDS) {
    for (const lead of await pendingLeads(kind, office, now)) {
      const due = replyDue(lead.dateRaised, calendar);
      if (due.dueAt === lead.responseDueAt && due.remindAt === lead.responseRemindAt) continue;
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: TABLE_NAME,
            Key: { pk: leadKeys.pk(kind, lead.id), sk: leadKeys.sk },
            UpdateExpression: 'SET responseDueAt = :due, responseRemindAt = :remind',
            ConditionExpression: 'responseDueAt = :was AND attribute_not_exists(firstResponseAt)',
            ExpressionAttributeValues: {
              ':due': due.dueAt,
              ':remind': due.remindAt,
              ':was': lead.responseDueAt,
            },
          }),
        );
        moved++;
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  }
  if (moved > 0) logger.info('reply promises dated again', { office, moved });
  return moved;
}
