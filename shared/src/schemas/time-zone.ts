/** A member's IANA time zone as a query or setting value ('America/New_York'): known to Intl, or refused. */
import { isKnownZone } from '../zoned-time';
import * as z from './zod-mini';

export const TIME_ZONE_MESSAGE = 'Choose a known time zone.';

export const timeZoneField = () =>
  z.string({ error: TIME_ZONE_MESSAGE }).check(
    z.trim(),
    z.maxLength(64, { error: TIME_ZONE_MESSAGE, abort: true }),
    z.refine((zone) => zone.includes('/') || zone === 'UTC', { error: TIME_ZONE_MESSAGE, abort: true }),
    z.refine(isKnownZone, { error: TIME_ZONE_MESSAGE }),
  );

/**
 * The zone a visitor's browser reports with a form (the reply promise's office: reply-promise.ts).
 * Shape-checked only (a known-zone check would refuse a visitor's odd browser): an unknown zone is
 * simply not American; control characters or an overlong value are refused (400) like any field.
 */
export const visitorZoneField = () =>
  z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(64), z.regex(/^[A-Za-z_+\-/0-9]*$/, { error: 'Invalid time zone.' })),
  );
