import { JOB_DEADLINE_TIME_ZONE } from '@app/shared/careers';
import { staffDay } from '@app/shared/staff-time';
import { readableZoneName } from '@app/shared/time-zones';
import type { DateFormatter } from '@mantine/dates';

/**
 * A date picker's value in the staff format ('Dec 5, 2026', shared/src/staff-time.ts), not the
 * picker's own: a picked day reads as on the lists (issue 27 item 5).
 */
export const staffDayFormatter: DateFormatter = ({ date }) =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? staffDay(date.slice(0, 10)) : '';

/** A job deadline is a day in the company's zone (the business rule, shared/src/careers.ts): named where it is picked. */
export const DEADLINE_ZONE_NOTE = `Open until the end of this day, ${readableZoneName(JOB_DEADLINE_TIME_ZONE)}.`;
