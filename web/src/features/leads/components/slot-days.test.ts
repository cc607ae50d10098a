import { MEETING_OFFICE_IDS, MEETING_OFFICES } from '@app/shared/leads';
import { listOfficeSlots } from '@app/shared/meeting-slots';
import { describe, expect, it } from 'vitest';
import type { MeetingSlots } from '../api/get-meeting-slots';
import { buildDays, nearestOffice, officeHours, openingDay } from './slot-days';

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

describe('the day the picker opens on (issue 30, item 3)', () => {
  const offices = data.offices;
  it('names the office nearest the visitor, round the date line and across DST', () => {
    const near = (zone: string, at = now) => nearestOffice(offices, zone, at)?.id;
    expect(near('America/New_York')).toBe('washington');
    expect(near('America/Los_Angeles')).toBe('washington');
    expect(near('Asia/Kolkata')).toBe('noida');
    expect(near('Asia/Tokyo')).toBe('noida');
    // Sydney in December (UTC+11): 5.5 h from Noida, 8 h from New York the other way round.
    expect(near('Australia/Sydney')).toBe('noida');
    // London is 5 h from New York and 5.5 h from Noida in winter; in summer (UTC+1, New York UTC-4)
    // still 5 h from New York but 4.5 h from Noida, which has no DST.
    expect(near('Europe/London')).toBe('washington');
    expect(near('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('noida');
    // Berlin in summer (UTC+2): 6 h from New York (UTC-4), 3.5 h from Noida.
    expect(near('Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe('noida');
  });

  it("opens a New York visitor on Washington's first open day, not on Noida's 7:00 AM before it", () => {
    // Midnight in New York on the Day after Thanksgiving: Washington is closed that Friday.
    const at = new Date('2026-11-27T05:00:00.000Z');
    const thanksgiving: MeetingSlots = {
      slots: listOfficeSlots(at),
      offices,
      slotMinutes: 30,
      closures: [{ office: 'washington', date: '2026-11-27', name: 'Day after Thanksgiving' }],
    };
    const days = buildDays(thanksgiving, 'America/New_York', false);
    expect(days[0]?.key).toBe('2026-11-27');
    expect(days[0]?.offices.map((o) => o.office.id)).toEqual(['noida']);
    const open = openingDay(days, nearestOffice(offices, 'America/New_York', at)?.id);
    expect(open?.key).toBe('2026-11-30');
    expect(open?.offices[0]?.office.id).toBe('washington');
    // An Indian visitor opens on the Friday itself: Noida is open.
    const india = buildDays(thanksgiving, 'Asia/Kolkata', false);
    expect(openingDay(india, 'noida')?.key).toBe('2026-11-27');
  });
});
