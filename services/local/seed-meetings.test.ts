import { listSlots } from '@app/shared/meeting-slots';
import { availabilitySeed } from '@app/shared/office-availability-seed';
import { describe, expect, it } from 'vitest';
import { demoClosureDay, demoMeetingSlot } from './seed-meetings';

const offices = [availabilitySeed('noida'), availabilitySeed('washington')];
const slotAt = (iso: string) => demoMeetingSlot(new Date(iso), offices, listSlots);

describe('the meeting demo seed (issue 30, item 8)', () => {
  it('books the latest slot 2-24 hours on, skipping a closed office (Day after Thanksgiving)', () => {
    // Midnight in New York on Friday 2026-11-27: Washington is closed, Noida open until 18:00 IST (12:30Z).
    expect(slotAt('2026-11-27T05:00:00.000Z')).toEqual({
      office: 'noida',
      start: '2026-11-27T12:00:00.000Z',
    });
    // A Wednesday morning in Noida: Washington's afternoon tomorrow is still inside 24 hours.
    expect(slotAt('2026-12-02T04:00:00.000Z')).toEqual({
      office: 'washington',
      start: '2026-12-02T21:30:00.000Z',
    });
  });

  it('takes the next slot when none is within 24 hours (a weekend)', () => {
    expect(slotAt('2026-11-28T12:00:00.000Z')).toEqual({
      office: 'noida',
      start: '2026-11-30T04:30:00.000Z',
    });
  });

  it('closes a Noida working day 5 to 13 days on that is not closed already', () => {
    const noida = availabilitySeed('noida');
    expect(demoClosureDay(new Date('2026-11-27T05:00:00.000Z'), noida)).toBe('2026-12-02');
    const busy = { ...noida, closures: [{ date: '2026-12-02', name: 'x' }] };
    expect(demoClosureDay(new Date('2026-11-27T05:00:00.000Z'), busy)).toBe('2026-12-03');
    // Saturday + 5 is Thursday.
    expect(demoClosureDay(new Date('2026-11-28T05:00:00.000Z'), noida)).toBe('2026-12-03');
  });
});
