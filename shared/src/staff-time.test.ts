import { describe, expect, it } from 'vitest';
import { staffDate, staffDateTime, staffDay, staffTime, zoneNote } from './staff-time';

describe('staff times', () => {
  const evening = '2026-11-27T01:12:00.000Z';

  it('reads one instant on the wall clock of the member zone', () => {
    expect(staffDateTime(evening, 'America/New_York')).toBe('Nov 26, 2026, 8:12 PM');
    expect(staffDateTime(evening, 'Asia/Kolkata')).toBe('Nov 27, 2026, 6:42 AM');
    expect(staffDate(evening, 'UTC')).toBe('Nov 27, 2026');
  });

  it('shows a calendar day (a deal close date) in the same format, unmoved by any zone', () => {
    expect(staffDay('2026-12-05')).toBe('Dec 5, 2026');
    expect(staffDay('2027-01-31')).toBe('Jan 31, 2027');
  });

  it('follows a DST change: the same UTC hour reads an hour apart across it', () => {
    expect(staffTime('2026-03-08T06:30:00Z', 'America/New_York')).toBe('1:30 AM');
    expect(staffTime('2026-03-08T07:30:00Z', 'America/New_York')).toBe('3:30 AM');
  });

  it('names the zone in words once', () => {
    expect(zoneNote('America/New_York', new Date(evening))).toBe('Times in Eastern Time (New York).');
    expect(zoneNote('Asia/Kolkata', new Date(evening))).toBe('Times in India Standard Time (Kolkata).');
  });
});
