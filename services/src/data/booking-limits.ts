/**
 * Meeting booking limits (issue 14, finding 6): at most
 * ABUSE_LIMITS.futureBookingsPerEmail upcoming bookings per e-mail address and
 * ABUSE_LIMITS.bookingsPerIpPerDay bookings per client address per day.
 * - Per address: a daily quota (quota.ts), one conditional ADD.
 * - Per e-mail: `pk = BOOKINGS#<email>`, `sk = BOOKINGS` holds the booked slot
 *   starts; past ones drop out on the next write, which is conditioned on the
 *   item's version (optimistic, retried), so two tabs cannot both pass.
 */
import { ABUSE_LIMITS } from '@app/shared/abuse-limits';
import * as clock from '@app/shared/clock';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { env } from '../lib/env';
import { ConflictError, TooManyRequestsError } from '../lib/errors';
import { returnQuota, takeQuota } from './quota';
import { key } from './table';

interface Booking {
  start: string;
  leadId: string;
}

const bookingsKey = (email: string) => ({ pk: key('BOOKINGS', email.trim().toLowerCase()), sk: 'BOOKINGS' });

async function writeBookings(
  email: string,
  change: (upcoming: Booking[]) => Booking[],
  now: Date,
): Promise<void> {
  const Key = bookingsKey(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key, ConsistentRead: true }));
    const version = Number(current.Item?.version ?? 0);
    const upcoming = ((current.Item?.bookings ?? []) as Booking[]).filter((b) => b.start > now.toISOString());
    try {
      await dynamo.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { ...Key, entity: 'bookings', bookings: change(upcoming), version: version + 1 },
          ConditionExpression: 'attribute_not_exists(pk) OR version = :v',
          ExpressionAttributeValues: { ':v': version },
        }),
      );
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  throw new ConflictError('Another booking with this e-mail is being made. Please try again.');
}

/** Reserves one booking for `email` from `ip`; throws 429/409 past a limit. */
export async function reserveBooking(email: string, ip: string, booking: Booking, now = clock.now()) {
  if (env.ABUSE_LIMITS === 'off') return;
  if (!(await takeQuota('booking-ip', ip, ABUSE_LIMITS.bookingsPerIpPerDay, now)))
    throw new TooManyRequestsError(ABUSE_LIMITS.messages.bookingsPerIp);
  try {
    await writeBookings(
      email,
      (upcoming) => {
        if (upcoming.length >= ABUSE_LIMITS.futureBookingsPerEmail)
          throw new ConflictError(ABUSE_LIMITS.messages.futureBookings, {
            email: ABUSE_LIMITS.messages.futureBookings,
          });
        return [...upcoming, booking];
      },
      now,
    );
  } catch (error) {
    await returnQuota('booking-ip', ip, now).catch(() => {});
    throw error;
  }
}

/** Gives a reservation back when the booking itself failed (slot taken, store failed). */
export async function releaseBooking(email: string, ip: string, booking: Booking, now = clock.now()) {
  if (env.ABUSE_LIMITS === 'off') return;
  await returnQuota('booking-ip', ip, now).catch(() => {});
  await writeBookings(email, (upcoming) => upcoming.filter((b) => b.leadId !== booking.leadId), now);
}

/**
 * The visitor moved or cancelled a booking through their link: its entry
 * follows (a new start) or goes (cancelled, so the visitor may book again).
 * The per-address quota is not touched: no new booking was made.
 */
export async function changeBooking(email: string, leadId: string, start: string | null, now = clock.now()) {
  if (env.ABUSE_LIMITS === 'off') return;
  await writeBookings(
    email,
    (upcoming) =>
      start === null
        ? upcoming.filter((b) => b.leadId !== leadId)
        : upcoming.map((b) => (b.leadId === leadId ? { ...b, start } : b)),
    now,
  );
}
