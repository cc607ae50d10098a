/**
 * Schedule-meeting leads: from lets-connect (no slot) and from
 * schedule-meeting (with the booked slot). Keys and the list live in
 * lead-store.ts (kind 'meeting').
 */

import type { Attribution } from '@app/shared/analytics';
import * as clock from '@app/shared/clock';
import type { MeetingOfficeId } from '@app/shared/leads';
import type { LeadListQuery, LeadPage, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { type LetsConnectForm, toScheduleMeetingLead } from '@app/shared/schemas/lets-connect';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { listLeads } from './lead-list';
import { getLead, leadKeys, newLeadMeta, putLead, toView } from './lead-store';

export interface BookedMeeting {
  start: string;
  end: string;
  /** The visitor's zone (for their mail). */
  timeZone?: string;
  /** The office whose calendar holds the slot. */
  office: MeetingOfficeId;
}

/** A new lead's id and date, made before any write so a slot can name its lead. */
export { newLeadMeta } from './lead-store';

export async function createMeetingLead(
  form: LetsConnectForm,
  meta = newLeadMeta(),
  meeting?: BookedMeeting,
  attribution?: Attribution,
): Promise<MeetingLeadView> {
  const { _id: _unused, ...fields } = toScheduleMeetingLead(form, meta.dateRaised);
  const lead: MeetingLeadView = {
    ...fields,
    ...meta,
    form: meeting ? 'schedule-meeting' : 'lets-connect',
    ...(meeting ? { meeting } : {}),
    ...(attribution ? { attribution } : {}),
  };
  return putLead('meeting', lead, [lead.fullName, lead.email, lead.companyName ?? ''], form.timeZone);
}

export function listMeetingLeads(query: LeadListQuery, viewer?: string): Promise<LeadPage<MeetingLeadView>> {
  return listLeads<MeetingLeadView>('meeting', query, viewer);
}

export function getMeetingLead(id: string): Promise<MeetingLeadView | null> {
  return getLead<MeetingLeadView>('meeting', id);
}

type Meeting = NonNullable<MeetingLeadView['meeting']>;

/**
 * Moves a booked meeting to `next` (the visitor's reschedule), only if it is
 * still at `expectedStart` and not cancelled: two reschedules at once, or a
 * reschedule racing a cancel, cannot both win. Returns the lead, or null when
 * the condition failed (the caller gives its new slot back).
 */
export async function moveMeeting(
  id: string,
  expectedStart: string,
  next: Meeting,
  now = clock.now(),
): Promise<MeetingLeadView | null> {
  return changeMeeting(id, expectedStart, 'SET meeting = :next, updatedAt = :now', {
    ':next': next,
    ':now': now.toISOString(),
  });
}

/** Marks a booked meeting cancelled (SEQUENCE + 1), only if still at `expectedStart` and not cancelled. */
export async function cancelMeeting(
  id: string,
  expectedStart: string,
  sequence: number,
  now = clock.now(),
): Promise<MeetingLeadView | null> {
  return changeMeeting(
    id,
    expectedStart,
    'SET meeting.cancelledAt = :now, meeting.#sequence = :sequence, updatedAt = :now',
    { ':now': now.toISOString(), ':sequence': sequence },
    { '#sequence': 'sequence' },
  );
}

async function changeMeeting(
  id: string,
  expectedStart: string,
  update: string,
  values: Record<string, unknown>,
  names: Record<string, string> = {},
): Promise<MeetingLeadView | null> {
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk('meeting', id), sk: leadKeys.sk },
        UpdateExpression: update,
        ConditionExpression:
          'attribute_exists(pk) AND meeting.#start = :expected AND attribute_not_exists(meeting.cancelledAt)',
        ExpressionAttributeNames: { ...names, '#start': 'start' },
        ExpressionAttributeValues: { ...values, ':expected': expectedStart },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toView<MeetingLeadView>('meeting', out.Attributes ?? {});
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/**
 * Claims one reminder of a booked meeting for this sweep: only if the meeting
 * is still at `start`, not cancelled and not yet reminded. Two sweeps at once:
 * one wins, the other gets null. Stored first, then mailed.
 */
export async function claimReminder(
  id: string,
  field: 'reminded24h' | 'reminded1h',
  start: string,
  now = clock.now(),
): Promise<MeetingLeadView | null> {
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk('meeting', id), sk: leadKeys.sk },
        UpdateExpression: 'SET meeting.#field = :now',
        ConditionExpression:
          'meeting.#start = :start AND attribute_not_exists(meeting.cancelledAt) AND attribute_not_exists(meeting.#field)',
        ExpressionAttributeNames: { '#field': field, '#start': 'start' },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':start': start },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toView<MeetingLeadView>('meeting', out.Attributes ?? {});
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}
