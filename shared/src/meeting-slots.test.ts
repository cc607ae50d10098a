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
import { zonedDay, zonedParts } from './zoned-time';

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

describe('pinned days: holidays, a weekend, DST changes, the Kolkata day boundary', () => {
  const noida = officeSlotConfig('noida');
  const washington = officeSlotConfig('washington');
  const NY = MEETING_OFFICES.washington.timeZone;
  const KOLKATA = MEETING_OFFICES.noida.timeZone;
  const officeDay = (s: string, zone: string) => zonedDay(s, zone);
  /** Each office's slots on one of its own days, listed from `now`. */
  const slotsOn = (now: string, day: string) => ({
    noida: listSlots(new Date(now), noida).filter((s) => officeDay(s, KOLKATA) === day),
    washington: listSlots(new Date(now), washington).filter((s) => officeDay(s, NY) === day),
  });

  it('2026-11-27, the Day after Thanksgiving: Washington closed, Noida open', () => {
    // Midnight in New York: Noida's day is half gone (10:30 IST), four hours of notice leave 14:30 on.
    const day = slotsOn('2026-11-27T05:00:00Z', '2026-11-27');
    expect(day.washington).toEqual([]);
    expect(day.noida[0]).toBe('2026-11-27T09:00:00.000Z'); // 14:30 IST
    expect(day.noida).toHaveLength(7);
    expect(slotProblem('2026-11-27T14:00:00.000Z', new Date('2026-11-26T00:00:00Z'), washington)).toBe(
      'outsideHours',
    );
    // The first offered slot of all is Noida's; Washington's first is Monday 9:00 EST.
    const all = listOfficeSlots(new Date('2026-11-27T05:00:00Z'));
    expect(all[0]).toEqual({ office: 'noida', start: '2026-11-27T09:00:00.000Z' });
    expect(all.find((s) => s.office === 'washington')?.start).toBe('2026-11-30T14:00:00.000Z');
  });

  it('2026-12-25, Christmas Day: both offices closed', () => {
    const day = slotsOn('2026-12-24T00:00:00Z', '2026-12-25');
    expect(day).toEqual({ noida: [], washington: [] });
    const now = new Date('2026-12-24T00:00:00Z');
    expect(slotProblem('2026-12-25T04:30:00.000Z', now, noida)).toBe('outsideHours'); // 10:00 IST
    expect(slotProblem('2026-12-25T14:00:00.000Z', now, washington)).toBe('outsideHours'); // 9:00 EST
    expect(slotProblem('2026-12-24T14:00:00.000Z', now, washington)).toBeNull(); // the day before is open
  });

  it('a Saturday: nothing offered, and Monday opens as usual', () => {
    // Saturday 2026-11-28 09:00 in New York (19:30 in Kolkata).
    const now = '2026-11-28T14:00:00Z';
    expect(slotsOn(now, '2026-11-28')).toEqual({ noida: [], washington: [] });
    expect(slotsOn(now, '2026-11-29')).toEqual({ noida: [], washington: [] });
    const first = listOfficeSlots(new Date(now))[0];
    expect(first).toEqual({ office: 'noida', start: '2026-11-30T04:30:00.000Z' }); // Monday 10:00 IST
    expect(slotProblem('2026-11-28T14:00:00.000Z', new Date('2026-11-27T00:00:00Z'), washington)).toBe(
      'outsideHours',
    );
  });

  it('around the New York spring-forward (Sunday 2026-03-08): 9:00 ET is 14:00Z before, 13:00Z after', () => {
    const now = '2026-03-06T00:00:00Z';
    expect(slotsOn(now, '2026-03-06').washington[0]).toBe('2026-03-06T14:00:00.000Z'); // Friday, EST
    expect(slotsOn(now, '2026-03-08').washington).toEqual([]); // the change day is a Sunday
    const monday = slotsOn(now, '2026-03-09').washington;
    expect(monday[0]).toBe('2026-03-09T13:00:00.000Z'); // EDT
    expect(monday.at(-1)).toBe('2026-03-09T20:30:00.000Z'); // 16:30 EDT
    expect(monday).toHaveLength(16);
    // Noida has no DST: its Monday still starts at 04:30Z.
    expect(slotsOn(now, '2026-03-09').noida[0]).toBe('2026-03-09T04:30:00.000Z');
  });

  it('around the New York fall-back (Sunday 2026-11-01): 9:00 ET is 13:00Z before, 14:00Z after', () => {
    // Listed from inside the repeated hour (01:15 EDT on the change day).
    const now = '2026-11-01T05:15:00Z';
    expect(slotsOn(now, '2026-11-01').washington).toEqual([]);
    const monday = slotsOn(now, '2026-11-02').washington;
    expect(monday[0]).toBe('2026-11-02T14:00:00.000Z'); // EST
    expect(monday).toHaveLength(16);
    expect(slotProblem('2026-11-02T13:30:00.000Z', new Date(now), washington)).toBe('outsideHours'); // 8:30 EST
    expect(slotProblem('2026-11-02T14:00:00.000Z', new Date(now), washington)).toBeNull();
  });

  it('the Kolkata day boundary (18:30Z): the minimum notice counts from the instant, the day from Kolkata', () => {
    // 23:59:59 IST on Thursday 2026-12-03, then midnight: both leave Friday's 10:00 IST (04:30Z) bookable.
    const before = listSlots(new Date('2026-12-03T18:29:59Z'), noida);
    const after = listSlots(new Date('2026-12-03T18:30:00Z'), noida);
    expect(before[0]).toBe('2026-12-04T04:30:00.000Z');
    expect(after[0]).toBe('2026-12-04T04:30:00.000Z');
    // Friday 13:29:59 IST vs 13:30: the 17:30 IST slot (12:00Z) needs four hours of notice.
    expect(slotProblem('2026-12-04T12:00:00.000Z', new Date('2026-12-04T07:59:59Z'), noida)).toBeNull();
    expect(slotProblem('2026-12-04T12:00:00.000Z', new Date('2026-12-04T08:00:01Z'), noida)).toBe('tooSoon');
    // A Saturday slot time in Kolkata that is still Friday in UTC is refused as Saturday.
    expect(zonedDay('2026-12-04T18:30:00Z', KOLKATA)).toBe('2026-12-05');
    expect(slotProblem('2026-12-04T18:30:00.000Z', new Date('2026-12-03T00:00:00Z'), noida)).toBe(
      'outsideHours',
    );
  });
});
