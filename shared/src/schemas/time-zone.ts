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
