/**
 * Booked meeting slots. One item per slot start: pk MEETING_SLOT#<start>, so
 * a conditional put (attribute_not_exists) lets DynamoDB decide which of two
 * concurrent bookings wins. gsi1 groups booked slots by month of the start
 * (MEETING_SLOTS#YYYY-MM, sk = start) so the free-slot list is a Query per
 * month of the range, never a Scan.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

export const slotKeys = {
  pk: (start: string) => key('MEETING_SLOT', start),
  sk: 'SLOT',
  monthPk: (start: string) => key('MEETING_SLOTS', start.slice(0, 7)),
};

/** Claims a slot for a lead. Returns false when someone already holds it. */
export async function claimSlot(
  start: string,
  end: string,
  leadId: string,
  now = new Date(),
): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          pk: slotKeys.pk(start),
          sk: slotKeys.sk,
          gsi1pk: slotKeys.monthPk(start),
          gsi1sk: start,
          entity: 'meetingSlot',
          start,
          end,
          leadId,
          bookedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Gives a slot back, only if this lead still holds it (the lead write failed after the claim). */
export async function releaseSlot(start: string, leadId: string): Promise<void> {
  await dynamo.send(
    new DeleteCommand({
      TableName: TABLE_NAME,
      Key: { pk: slotKeys.pk(start), sk: slotKeys.sk },
      ConditionExpression: 'leadId = :lead',
      ExpressionAttributeValues: { ':lead': leadId },
    }),
  );
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const m = `${year}-${String(month).padStart(2, '0')}`;
    months.push(m);
    if (m >= last || months.length > 24) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Starts of booked slots in [from, to] (ISO instants): one Query per calendar month (UTC). */
export async function bookedSlotStarts(from: string, to: string): Promise<Set<string>> {
  const booked = new Set<string>();
  for (const month of monthsBetween(from, to)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await dynamo.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': key('MEETING_SLOTS', month), ':from': from, ':to': to },
          ProjectionExpression: '#start',
          ExpressionAttributeNames: { '#start': 'start' },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of out.Items ?? []) booked.add(String(item.start));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
  }
  return booked;
}
