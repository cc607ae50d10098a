import { describe, expect, it } from 'vitest';
import { OFFICE_HOLIDAYS } from '../holidays';
import { outsideBuffers, slotConfigOf } from '../meeting-slots';
import { availabilitySeed } from '../office-availability-seed';
import { AVAILABILITY_MESSAGES, availabilityUpdateSchema } from './office-availability';

const { id: _id, slotMinutes: _s, ...seedBody } = availabilitySeed('noida');
const errorsOf = (body: unknown) => {
  const r = availabilityUpdateSchema.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('office availability schema and seed', () => {
  it("seeds each office from today's code: its hours and every holiday of holidays.ts that closes it", () => {
    const washington = availabilitySeed('washington');
    expect(washington).toMatchObject({
      version: 0,
      timeZone: 'America/New_York',
      dayStart: '09:00',
      dayEnd: '17:00',
    });
    const expected = OFFICE_HOLIDAYS.filter((h) => h.offices.includes('washington')).map((h) => h.date);
    expect(washington.closures.map((c) => c.date)).toEqual(expected);
    expect(slotConfigOf(washington).closedDays?.has('2026-11-27')).toBe(true);
    expect(availabilityUpdateSchema.safeParse(seedBody).success).toBe(true);
  });

  it('refuses hostile and inconsistent values with field messages', () => {
    const errors = errorsOf({
      ...seedBody,
      name: `Noida\u0000${'x'.repeat(10_000)}`,
      timeZone: 'Mars/Olympus',
      dayStart: '10:15',
      workingDays: [0, 8],
      bufferMinutes: 1.5,
      closures: [{ date: '2026-13-40', name: '\u202e' }],
    });
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'name',
        'timeZone',
        'dayStart',
        'workingDays.0',
        'bufferMinutes',
        'closures.0.date',
      ]),
    );
    expect(errors.dayStart).toBe(AVAILABILITY_MESSAGES.time);
    expect(errorsOf({ ...seedBody, dayStart: '17:00', dayEnd: '09:00' }).dayEnd).toBe(
      AVAILABILITY_MESSAGES.hoursOrder,
    );
    expect(errorsOf({ ...seedBody, workingDays: [] }).workingDays).toBe(AVAILABILITY_MESSAGES.workingDays);
  });
});

describe('outsideBuffers', () => {
  const office = { ...availabilitySeed('noida'), bufferMinutes: 15 };
  const at = (hhmm: string) => ({ office: 'noida' as const, start: `2026-12-03T${hhmm}:00.000Z` });
  it('drops free slots within the buffer of a booked one of the same office only', () => {
    const free = [
      at('05:00'),
      at('05:30'),
      at('06:30'),
      at('07:00'),
      { office: 'washington' as const, start: at('05:30').start },
    ];
    expect(outsideBuffers(free, [at('06:00')], [office])).toEqual([at('05:00'), at('07:00'), free[4]]);
    expect(outsideBuffers(free, [at('06:00')], [{ ...office, bufferMinutes: 0 }])).toEqual(free);
  });
});
