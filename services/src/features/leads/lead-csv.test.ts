import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow } from './lead-csv';

const meta = {
  id: '00000000-0000-4000-8000-000000000000',
  dateRaised: '2025-06-02T04:30:00.000Z',
  status: 'New' as const,
  notes: [],
  notification: 'sent' as const,
  mails: { notification: { status: 'sent' as const }, acknowledgement: { status: 'sent' as const } },
};

describe('lead CSV', () => {
  it('names the kind of a schedule-meeting lead and writes times as ISO 8601 with an offset', () => {
    expect(csvHeader('meeting')).toMatch(/^"Date raised","Kind",/);
    expect(csvHeader('meeting')).toContain('"Meeting start"');
  });

  it('quotes every cell, doubles quotes and defuses formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+91 98765')).toBe('"\'+91 98765"');
    expect(csvCell(undefined)).toBe('""');
  });

  it('writes a contact row in header order', () => {
    const lead: ContactLeadView = {
      ...meta,
      fullName: 'Jane',
      email: 'j@example.com',
      phoneNumber: '98765 43210',
    };
    expect(csvHeader('contact')).toBe(
      '"Date raised","Full name","Email","Phone number","Message","Status","Owner","Due","First response","Notification","Source","UTM campaign","Landing page"',
    );
    expect(csvRow('contact', lead)).toBe(
      '"2025-06-02T04:30:00Z","Jane","j@example.com","98765 43210","","New","","","","sent","","",""',
    );
    // In the member's zone: ISO 8601 with that zone's offset, the same instant.
    expect(csvRow('contact', lead, 'America/New_York')).toContain('"2025-06-02T00:30:00-04:00"');
    expect(csvRow('contact', lead, 'Asia/Kolkata')).toContain('"2025-06-02T10:00:00+05:30"');
  });

  it("shows a booked meeting in UTC and in its office's zone", () => {
    const lead: MeetingLeadView = {
      ...meta,
      fullName: 'Raj',
      email: 'r@example.com',
      interestedIn: 'Other',
      budget: 'TBD',
      expectedTime: 'TBD',
      projectPhase: 'New Project',
      meeting: { start: '2025-06-02T04:30:00.000Z', end: '2025-06-02T05:00:00.000Z' },
    };
    const row = csvRow('meeting', lead);
    expect(row).toContain('"2025-06-02T04:30:00Z","Meeting"');
    expect(row).toContain('"2025-06-02T10:00:00+05:30"');
    expect(row).toContain('"Noida, India"');
    expect(csvHeader('meeting')).toContain('"Meeting start (office time)"');
    const meeting = { start: '2025-06-02T04:30:00.000Z', end: '2025-06-02T05:00:00.000Z' };
    const dc = csvRow('meeting', { ...lead, meeting: { ...meeting, office: 'washington' } });
    // 04:30Z is 00:30 in Washington (EDT).
    expect(dc).toContain('"2025-06-02T00:30:00-04:00"');
    const { meeting: _m, ...enquiry } = lead;
    expect(csvRow('meeting', enquiry)).toContain('"2025-06-02T04:30:00Z","Let\'s connect"');
    expect(dc).toContain('"America/New_York"');
  });

  it('names the owner, the reply due time and the first response on every kind, in the member zone', () => {
    const followUp = {
      owner: 'asha@example.com',
      responseDueAt: '2025-06-03T04:30:00.000Z',
      firstResponseAt: '2025-06-02T09:15:00.000Z',
    };
    const contact: ContactLeadView = {
      ...meta,
      ...followUp,
      fullName: 'Jane',
      email: 'j@example.com',
      phoneNumber: '1',
    };
    const meeting: MeetingLeadView = {
      ...meta,
      ...followUp,
      fullName: 'Raj',
      email: 'r@example.com',
      interestedIn: 'Other',
      budget: 'TBD',
      expectedTime: 'TBD',
      projectPhase: 'New Project',
    };
    for (const [kind, lead] of [
      ['contact', contact],
      ['meeting', meeting],
    ] as const) {
      const header = csvHeader(kind).split(',');
      const row = csvRow(kind, lead, 'America/New_York').split(',');
      const cell = (name: string) => row[header.indexOf(`"${name}"`)];
      expect(cell('Owner')).toBe('"asha@example.com"');
      expect(cell('Due')).toBe('"2025-06-03T00:30:00-04:00"');
      expect(cell('First response')).toBe('"2025-06-02T05:15:00-04:00"');
      // Not yet answered, nobody owns it: empty cells, not "undefined".
      const bare = csvRow(kind, { ...lead, owner: undefined, firstResponseAt: undefined }).split(',');
      expect(bare[header.indexOf('"Owner"')]).toBe('""');
      expect(bare[header.indexOf('"First response"')]).toBe('""');
      expect(bare[header.indexOf('"Due"')]).toBe('"2025-06-03T04:30:00Z"');
    }
  });
});
