import { MEETING_REMINDERS } from '@app/shared/schemas/meeting-link';
import { describe, expect, it } from 'vitest';
import type { BookedLead } from './lead-mails';
import { reminderLabel } from './meeting-reminders';

const [dayBefore, hourBefore] = MEETING_REMINDERS;
// 17:30 in Noida (12:00 UTC) on Friday 2026-11-27, booked by a visitor in Kolkata.
const lead = {
  meeting: { office: 'noida', start: '2026-11-27T12:00:00.000Z', timeZone: 'Asia/Kolkata' },
} as unknown as BookedLead;

describe('reminderLabel', () => {
  it("says 'tomorrow' the day before in the visitor's zone, 'today' when the day-before reminder goes the same day", () => {
    expect(reminderLabel(lead, dayBefore, new Date('2026-11-26T13:00:00.000Z'))).toBe('tomorrow');
    // The demo seed's meeting: a few hours on, so the day-before reminder is due at once.
    expect(reminderLabel(lead, dayBefore, new Date('2026-11-27T08:46:00.000Z'))).toBe('today');
    // 23:00 UTC on the 26th is already the 27th in Kolkata.
    expect(reminderLabel(lead, dayBefore, new Date('2026-11-26T23:00:00.000Z'))).toBe('today');
    expect(reminderLabel(lead, hourBefore, new Date('2026-11-27T11:00:00.000Z'))).toBe('in one hour');
  });
});
