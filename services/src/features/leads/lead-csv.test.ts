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
      '"Date raised","Full name","Email","Phone number","Message","Status","Notification","Source","UTM campaign","Landing page"',
    );
    expect(csvRow('contact', lead)).toBe(
      '"2025-06-02T04:30:00.000Z","Jane","j@example.com","98765 43210","","New","sent","","",""',
    );
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
    expect(row).toContain('"2025-06-02T04:30:00.000Z"');
    expect(row).toContain('10:00');
    expect(row).toContain('"Noida, India"');
    expect(csvHeader('meeting')).toContain('"Meeting start (office time)"');
    const meeting = { start: '2025-06-02T04:30:00.000Z', end: '2025-06-02T05:00:00.000Z' };
    const dc = csvRow('meeting', { ...lead, meeting: { ...meeting, office: 'washington' } });
    // 04:30Z is 00:30 in Washington (EDT).
    expect(dc).toContain('00:30');
    expect(dc).toContain('"America/New_York"');
  });
});
