import { describe, expect, it } from 'vitest';
import { formatMeetingInstant, readableZoneName, zoneCity } from './time-zones';

describe('readable time zones', () => {
  it.each([
    ['America/New_York', 'Eastern Time (New York)'],
    ['Asia/Calcutta', 'India Standard Time (Kolkata)'],
    ['Asia/Kolkata', 'India Standard Time (Kolkata)'],
    ['UTC', 'Coordinated Universal Time'],
    ['Not/AZone', 'Not/AZone'],
  ])('%s reads as %s', (zone, name) => {
    expect(readableZoneName(zone, new Date('2026-12-07T12:00:00Z'))).toBe(name);
  });

  it('names the city of an id, with today’s spelling', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneCity('Asia/Saigon')).toBe('Ho Chi Minh City');
    expect(zoneCity('UTC')).toBe('');
  });

  it('spells out a meeting time in a zone, falling back to UTC for an unknown zone', () => {
    const start = '2026-12-07T14:00:00.000Z';
    expect(formatMeetingInstant(start, 'America/New_York')).toBe(
      'Monday, December 7, 2026, 9:00 AM Eastern Standard Time',
    );
    expect(formatMeetingInstant(start, 'Asia/Kolkata')).toBe(
      'Monday, December 7, 2026, 7:30 PM India Standard Time',
    );
    expect(formatMeetingInstant(start, 'Bad/Zone')).toContain('2:00 PM Coordinated Universal Time');
  });
});
