import { describe, expect, it } from 'vitest';
import { availabilitySeed } from './office-availability-seed';
import { addBusinessMinutes, isOverdue, promiseOffice, replyDue } from './reply-promise';

const washington = { ...availabilitySeed('washington'), closures: [{ date: '2026-11-26' }] };
const noida = { ...availabilitySeed('noida'), closures: [] };

describe('reply promise: one business day in the office calendar', () => {
  it('counts across the autumn DST change in wall-clock office hours (Friday 16:00 EDT -> Monday 16:00 EST)', () => {
    // 2026-11-01: New York falls back (UTC-4 -> UTC-5) over the weekend.
    const due = replyDue('2026-10-30T20:00:00.000Z', washington);
    expect(due.dueAt).toBe('2026-11-02T21:00:00.000Z');
    // Two business hours before: Monday 14:00 EST.
    expect(due.remindAt).toBe('2026-11-02T19:00:00.000Z');
  });

  it('counts across the spring DST change (Friday 12:00 EST -> Monday 12:00 EDT)', () => {
    expect(replyDue('2026-03-06T17:00:00.000Z', washington).dueAt).toBe('2026-03-09T16:00:00.000Z');
  });

  it('skips a closure: Wednesday before Thanksgiving 15:00 -> Friday 15:00', () => {
    expect(replyDue('2026-11-25T20:00:00.000Z', washington).dueAt).toBe('2026-11-27T20:00:00.000Z');
  });

  it('a lead raised at night counts from the next opening (Noida: Friday 20:00 IST -> Monday 18:00 IST)', () => {
    const due = replyDue('2026-11-20T14:30:00.000Z', noida);
    expect(due.dueAt).toBe('2026-11-23T12:30:00.000Z');
    expect(due.remindAt).toBe('2026-11-23T10:30:00.000Z');
  });

  it('a long closure ends the walk rather than looping for ever', () => {
    const shut = {
      ...noida,
      workingDays: [1],
      closures: Array.from({ length: 20 }, (_, i) => ({
        date: `2026-${String(1 + Math.floor(i / 4)).padStart(2, '0')}-${String(5 + (i % 4) * 7).padStart(2, '0')}`,
      })),
    };
    expect(() => addBusinessMinutes(new Date('2026-01-01T00:00:00Z'), 480, shut)).not.toThrow();
  });

  it('picks the meeting office, else Washington for an American zone, else Noida', () => {
    expect(promiseOffice({ meeting: { office: 'washington' } })).toBe('washington');
    expect(promiseOffice({ timeZone: 'America/Chicago' })).toBe('washington');
    expect(promiseOffice({ timeZone: 'Europe/Berlin' })).toBe('noida');
    expect(promiseOffice({})).toBe('noida');
  });

  it('overdue only while unanswered and past due', () => {
    const lead = { responseDueAt: '2026-11-02T21:00:00.000Z' };
    expect(isOverdue(lead, '2026-11-02T20:59:59.000Z')).toBe(false);
    expect(isOverdue(lead, '2026-11-02T21:00:00.000Z')).toBe(true);
    expect(isOverdue({ ...lead, firstResponseAt: '2026-11-03T00:00:00.000Z' }, '2026-11-04T00:00:00Z')).toBe(
      false,
    );
  });
});
