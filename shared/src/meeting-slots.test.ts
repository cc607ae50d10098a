import { describe, expect, it } from 'vitest';
import { OFFICE_HOLIDAYS } from './holidays';
import { MEETING_OFFICES, type MeetingSlotConfig } from './leads';
import {
  canonicalSlot,
  listOfficeSlots,
  listSlots,
  officeSlotConfig,
  slotEnd,
  slotProblem,
} from './meeting-slots';
import { zonedParts } from './zoned-time';

// Monday 2025-06-02 00:00 in Kolkata is 2025-06-01T18:30Z.
const MONDAY_MIDNIGHT_IST = new Date('2025-06-01T18:30:00.000Z');

describe('listSlots', () => {
  const slots = listSlots(MONDAY_MIDNIGHT_IST);

  it('offers 16 half-hour slots per working day, 10:00 to 17:30 Kolkata time, ascending', () => {
    const monday = slots.filter((s) => zonedParts(new Date(s), 'Asia/Kolkata').day === 2);
    // 4 hours of notice from midnight do not touch business hours.
    expect(monday).toHaveLength(16);
    expect(monday[0]).toBe('2025-06-02T04:30:00.000Z');
    expect(monday.at(-1)).toBe('2025-06-02T12:00:00.000Z');
    expect([...slots].sort()).toEqual(slots);
  });

  it('skips weekends and stops after the booking window', () => {
    const days = new Set(slots.map((s) => zonedParts(new Date(s), 'Asia/Kolkata').weekday));
    expect(days.has(6) || days.has(7)).toBe(false);
    // 14 days from Monday midnight: two full working weeks.
    expect(slots).toHaveLength(10 * 16);
    expect(slots.every((s) => slotProblem(s, MONDAY_MIDNIGHT_IST) === null)).toBe(true);
  });

  it('respects the minimum notice', () => {
    const now = new Date('2025-06-02T05:00:00.000Z'); // 10:30 Kolkata
    const first = listSlots(now)[0] as string;
    // 10:30 + 4 h = 14:30 Kolkata = 09:00Z.
    expect(first).toBe('2025-06-02T09:00:00.000Z');
  });

  it('narrows to a range and follows another zone and slot length', () => {
    const config: MeetingSlotConfig = {
      ...officeSlotConfig('noida'),
      timeZone: 'America/New_York',
      slotMinutes: 60,
    };
    const day = listSlots(new Date('2025-03-06T00:00:00Z'), config, {
      from: new Date('2025-03-10T00:00:00Z'),
      to: new Date('2025-03-11T00:00:00Z'),
    });
    // Monday after the DST switch: 10:00 EDT = 14:00Z; 8 one-hour slots in the range.
    expect(day[0]).toBe('2025-03-10T14:00:00.000Z');
    expect(day).toHaveLength(8);
  });
});

describe('slotProblem', () => {
  const now = MONDAY_MIDNIGHT_IST;
  it.each([
    ['not a date', 'invalid'],
    ['2025-05-30T04:30:00.000Z', 'past'],
    ['2025-06-01T20:00:00.000Z', 'tooSoon'],
    ['2025-06-30T04:30:00.000Z', 'tooFar'],
    ['2025-06-07T04:30:00.000Z', 'outsideHours'], // Saturday
    ['2025-06-02T04:45:00.000Z', 'outsideHours'], // 10:15, off the grid
    ['2025-06-02T12:30:00.000Z', 'outsideHours'], // 18:00, ends after closing
    ['2025-06-02T04:30:00.001Z', 'outsideHours'],
  ])('%s -> %s', (slot, problem) => {
    expect(slotProblem(slot, now)).toBe(problem);
  });

  it('accepts an offered slot written with an offset', () => {
    // 10:00 in Kolkata written as New York's 00:30 EDT.
    expect(slotProblem('2025-06-02T00:30:00-04:00', now)).toBeNull();
    expect(canonicalSlot('2025-06-02T00:30:00-04:00')).toBe('2025-06-02T04:30:00.000Z');
    expect(slotEnd('2025-06-02T04:30:00.000Z')).toBe('2025-06-02T05:00:00.000Z');
  });
});

describe('two offices, each in its own hours', () => {
  // Monday 2026-11-23 00:00 UTC: Thanksgiving (Thu 26) and the day after close Washington.
  const now = new Date('2026-11-23T00:00:00.000Z');
  const washington = officeSlotConfig('washington');

  it('offers Washington 9:00 to 17:00 Eastern Time, 16 slots a working day', () => {
    const monday = listSlots(now, washington).filter((s) => s.startsWith('2026-11-23'));
    expect(monday).toHaveLength(16);
    // 9:00 EST = 14:00Z; the last slot 16:30 EST = 21:30Z.
    expect(monday[0]).toBe('2026-11-23T14:00:00.000Z');
    expect(monday.at(-1)).toBe('2026-11-23T21:30:00.000Z');
    for (const s of monday) {
      const p = zonedParts(new Date(s), MEETING_OFFICES.washington.timeZone);
      expect(p.hour * 60 + p.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(p.hour * 60 + p.minute).toBeLessThanOrEqual(16 * 60 + 30);
    }
  });

  it('closes an office on its own holidays only, from the one shared list', () => {
    expect(OFFICE_HOLIDAYS.find((h) => h.date === '2026-11-26')?.offices).toEqual(['washington']);
    const days = (office: 'noida' | 'washington') =>
      new Set(
        listSlots(now, officeSlotConfig(office)).map((s) => {
          const p = zonedParts(new Date(s), officeSlotConfig(office).timeZone);
          return `${p.month}-${p.day}`;
        }),
      );
    expect(days('washington').has('11-26')).toBe(false);
    expect(days('washington').has('11-27')).toBe(false);
    expect(days('noida').has('11-26')).toBe(true);
    expect(slotProblem('2026-11-26T14:00:00.000Z', now, washington)).toBe('outsideHours');
    expect(slotProblem('2026-11-25T14:00:00.000Z', now, washington)).toBeNull();
  });

  it('follows the US daylight-saving change: 9:00 ET is 13:00Z before it and 14:00Z after', () => {
    const before = listSlots(new Date('2026-10-29T00:00:00Z'), washington, {
      from: new Date('2026-10-30T00:00:00Z'),
      to: new Date('2026-10-31T00:00:00Z'),
    });
    const after = listSlots(new Date('2026-10-29T00:00:00Z'), washington, {
      from: new Date('2026-11-02T00:00:00Z'),
      to: new Date('2026-11-03T00:00:00Z'),
    });
    expect(before[0]).toBe('2026-10-30T13:00:00.000Z');
    expect(after[0]).toBe('2026-11-02T14:00:00.000Z');
  });

  it('lists both offices together, ascending, each slot bookable under its own office', () => {
    const all = listOfficeSlots(now);
    expect(new Set(all.map((s) => s.office))).toEqual(new Set(['noida', 'washington']));
    expect(all.map((s) => s.start)).toEqual([...all.map((s) => s.start)].sort());
    for (const s of all) expect(slotProblem(s.start, now, officeSlotConfig(s.office))).toBeNull();
    // A Washington slot is not a Noida slot (19:30 IST is after Noida closes).
    const dc = all.find((s) => s.office === 'washington') as { start: string };
    expect(slotProblem(dc.start, now, officeSlotConfig('noida'))).toBe('outsideHours');
  });
});
