import { MEETING_OFFICE_IDS, MEETING_OFFICES } from '@app/shared/leads';
import { listOfficeSlots } from '@app/shared/meeting-slots';
import { describe, expect, it } from 'vitest';
import type { MeetingSlots } from '../api/get-meeting-slots';
import { buildDays, officeHours } from './slot-days';

// Monday 2026-12-07 00:00 UTC: a plain working week in both offices.
const now = new Date('2026-12-07T00:00:00.000Z');
const data: MeetingSlots = {
  slots: listOfficeSlots(now),
  offices: MEETING_OFFICE_IDS.map((id) => MEETING_OFFICES[id]),
  slotMinutes: 30,
};

describe('buildDays', () => {
  it("offers a New York visitor Washington's 9:00 AM to 4:30 PM first, and no Sunday", () => {
    const days = buildDays(data, 'America/New_York', false);
    const tuesday = days.find((d) => d.key === '2026-12-08');
    expect(tuesday?.offices[0]?.office.id).toBe('washington');
    const dc = tuesday?.offices[0]?.slots.map((s) => s.label);
    expect(dc?.[0]).toBe('9:00 AM');
    expect(dc?.at(-1)).toBe('4:30 PM');
    expect(dc).toHaveLength(16);
    // Noida's 10:00-18:00 IST is 11:30 PM-7:30 AM in New York: only 7:00 AM is daytime there.
    expect(tuesday?.offices[1]?.slots.map((s) => s.label)).toEqual(['7:00 AM']);
    expect(days.some((d) => d.label.startsWith('Sun') || d.label.startsWith('Sat'))).toBe(false);
  });

  it('offers an Indian visitor Noida first, and Washington only until 9 PM', () => {
    const days = buildDays(data, 'Asia/Calcutta', false);
    const tuesday = days.find((d) => d.key === '2026-12-08');
    expect(tuesday?.offices.map((o) => o.office.id)).toEqual(['noida', 'washington']);
    expect(tuesday?.offices[0]?.slots[0]?.label).toBe('10:00 AM');
    expect(tuesday?.offices[1]?.slots.map((s) => s.label)).toEqual(['7:30 PM', '8:00 PM', '8:30 PM']);
  });

  it('shows night-time slots too when asked, keyed by office and start', () => {
    const all = buildDays(data, 'America/New_York', true);
    const count = all.reduce((n, d) => n + d.offices.reduce((m, o) => m + o.slots.length, 0), 0);
    expect(count).toBe(data.slots.length);
    const sunday = all.find((d) => d.label.startsWith('Sun'));
    expect(sunday?.offices.map((o) => o.office.id)).toEqual(['noida']);
    expect(sunday?.offices[0]?.slots[0]?.key).toMatch(/^noida#2026-12-\d\dT04:30:00\.000Z$/);
  });

  it('names office hours in the office zone', () => {
    expect(officeHours(MEETING_OFFICES.washington)).toBe('9:00 AM – 5:00 PM');
    expect(officeHours(MEETING_OFFICES.noida)).toBe('10:00 AM – 6:00 PM');
  });
});

describe('closures', () => {
  it('names why Washington is missing on the Day after Thanksgiving, for a New York visitor', async () => {
    const { officeClosures } = await import('@app/shared/meeting-slots');
    const at = new Date('2026-11-27T05:00:00.000Z');
    const withClosures: MeetingSlots = { ...data, slots: listOfficeSlots(at), closures: officeClosures(at) };
    const days = buildDays(withClosures, 'America/New_York', false);
    const friday = days.find((d) => d.key === '2026-11-27');
    expect(friday?.offices.map((o) => o.office.id)).toEqual(['noida']);
    expect(friday?.closed.map((c) => `${c.office.name} office closed: ${c.name}`)).toEqual([
      'Washington, DC office closed: Day after Thanksgiving',
    ]);
    // Monday: Washington open again, nothing said.
    expect(days.find((d) => d.key === '2026-11-30')?.closed).toEqual([]);
  });
});
