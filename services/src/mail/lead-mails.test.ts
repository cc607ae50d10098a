import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { describe, expect, it } from 'vitest';
import {
  contactAcknowledgement,
  contactNotification,
  formatMeetingTime,
  meetingAcknowledgement,
  meetingNotification,
} from './lead-mails';

const ctx = { salesInbox: 'sales@example.com', siteUrl: 'https://site.example' };
const meta = {
  id: 'id-1',
  dateRaised: '2025-06-02T04:30:00.000Z',
  status: 'New' as const,
  notes: [],
  notification: 'pending' as const,
  mails: { notification: { status: 'pending' as const }, acknowledgement: { status: 'pending' as const } },
};
const contact: ContactLeadView = {
  ...meta,
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: '+1 555 123 4567',
  message: '<script>alert(1)</script>\nSecond line',
};

describe('lead mails', () => {
  it('notifies sales with reply-to the visitor and escapes HTML', () => {
    const mail = contactNotification(contact, ctx);
    expect(mail.to).toEqual(['sales@example.com']);
    expect(mail.replyTo).toEqual(['jane@example.com']);
    expect(mail.subject).toBe('New contact lead: Jane Doe');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('<br>Second line');
    expect(mail.text).toContain('Phone: +1 555 123 4567');
    expect(mail.text).toContain('https://site.example/admin/contact-leads');
  });

  it('acknowledges to the visitor with reply-to sales', () => {
    const mail = contactAcknowledgement(contact, ctx);
    expect(mail.to).toEqual(['jane@example.com']);
    expect(mail.replyTo).toEqual(['sales@example.com']);
  });

  it('gives the meeting time in the business zone to sales and in the visitor zone to the visitor', () => {
    const lead: MeetingLeadView = {
      ...meta,
      fullName: 'Raj Kumar',
      email: 'raj@example.com',
      companyName: 'Acme',
      interestedIn: 'Data Analytics',
      budget: 'TBD',
      expectedTime: '3 months',
      projectPhase: 'Existing Codebase',
      meeting: {
        start: '2025-06-02T04:30:00.000Z',
        end: '2025-06-02T05:00:00.000Z',
        timeZone: 'Europe/Berlin',
      },
    };
    const toSales = meetingNotification(lead, ctx);
    expect(toSales.subject).toBe('New meeting request: Raj Kumar (Acme)');
    expect(toSales.text).toContain('Meeting: Monday, June 2, 2025 at 10:00 AM (Asia/Kolkata)');
    const toVisitor = meetingAcknowledgement(lead, ctx);
    expect(toVisitor.subject).toBe('Your meeting with Moondive is booked');
    expect(toVisitor.text).toContain('Monday, June 2, 2025 at 6:30 AM (Europe/Berlin)');
    const { meeting: _m, ...withoutSlot } = lead;
    expect(meetingNotification(withoutSlot, ctx).subject).toBe("New let's connect lead: Raj Kumar (Acme)");
  });

  it('falls back to the business zone for an unknown visitor zone', () => {
    expect(formatMeetingTime('2025-06-02T04:30:00.000Z', 'Mars/Olympus')).toContain('(Asia/Kolkata)');
  });
});
