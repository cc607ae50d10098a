import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  contactAcknowledgement,
  contactNotification,
  meetingAcknowledgement,
  meetingNotification,
} from './lead-mails';

const ctx = { salesInbox: 'sales@example.com', siteUrl: 'https://site.example.com' };
const meta = {
  id: 'id-1',
  dateRaised: '2026-11-24T04:30:00.000Z',
  status: 'New' as const,
  notes: [],
  notification: 'pending' as const,
  mails: { notification: { status: 'pending' as const }, acknowledgement: { status: 'pending' as const } },
};
const contact: ContactLeadView = {
  ...meta,
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: '+1 202 180 0123',
  message: '<script>alert(1)</script>\nSecond line $& $1',
};
const booked: MeetingLeadView = {
  ...meta,
  fullName: 'Raj Kumar',
  email: 'raj@example.com',
  companyName: 'Acme <b>',
  interestedIn: 'Data Analytics',
  budget: 'TBD',
  expectedTime: '3 months',
  projectPhase: 'Existing Codebase',
  message: 'Please call me at +1 999 about our secret plan',
  meeting: {
    start: '2026-12-07T14:00:00.000Z',
    end: '2026-12-07T14:30:00.000Z',
    timeZone: 'Europe/Berlin',
    office: 'washington',
  },
};

describe('lead mails', () => {
  it('shows sales when the lead came in as a readable Noida time, not an ISO stamp', () => {
    const mail = contactNotification(contact, ctx);
    expect(mail.text).toContain('Tuesday, November 24, 2026, 10:00 AM India Standard Time');
    expect(mail.text).not.toContain('2026-11-24T04:30');
  });

  it('notifies sales with reply-to the visitor, escaping what the visitor typed', () => {
    const mail = contactNotification(contact, ctx);
    expect(mail.to).toEqual(['sales@example.com']);
    expect(mail.replyTo).toEqual(['jane@example.com']);
    expect(mail.subject).toBe('New contact lead: Jane Doe');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Second line $&amp; $1');
    expect(mail.text).toContain('Phone: +1 202 180 0123');
    expect(mail.text).toContain('https://site.example.com/admin/contact-leads?lead=id-1');
  });

  it('acknowledges the visitor: HTML and text, branded, signed, the page’s promise, never their message', () => {
    const mail = contactAcknowledgement(contact, ctx);
    expect(mail.to).toEqual(['jane@example.com']);
    expect(mail.replyTo).toEqual(['sales@example.com']);
    expect(mail.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(mail.text).toContain('replies within one business day');
    expect(mail.text).not.toContain('soon');
    expect(mail.text).toContain('Warm regards,\nThe Moondive team');
    expect(mail.html).toContain('<strong>The Moondive team</strong>');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('alert(1)');
      expect(part).not.toContain('Second line');
    }
  });

  it('gives sales the meeting in the office zone and the visitor in theirs, both with the .ics', () => {
    const toSales = meetingNotification(booked, ctx);
    expect(toSales.subject).toBe('New meeting request: Raj Kumar (Acme <b>)');
    expect(toSales.text).toContain('Meeting: Monday, December 7, 2026, 9:00 AM Eastern Standard Time');
    expect(toSales.text).toContain('Office: Washington, DC');
    // The visitor's city once, not the zone named twice in nested brackets.
    expect(toSales.text).toContain(
      "Visitor's time: Monday, December 7, 2026, 3:00 PM Central European Standard Time (Berlin)\n",
    );
    expect(toSales.html).toContain('Acme &lt;b&gt;');
    expect(toSales.calendar?.method).toBe('PUBLISH');
    const toVisitor = meetingAcknowledgement(booked, ctx);
    expect(toVisitor.subject).toBe('Your meeting with Moondive is booked');
    expect(toVisitor.text).toContain(
      'When: Monday, December 7, 2026, 3:00 PM Central European Standard Time',
    );
    expect(toVisitor.text).not.toContain('secret plan');
    expect(toVisitor.calendar?.method).toBe('REQUEST');
    expect(toVisitor.attachments?.[0]).toMatchObject({
      filename: 'moondive-meeting.ics',
      contentType: 'application/ics',
    });
    const { meeting: _m, ...withoutSlot } = booked;
    const enquiry = meetingNotification(withoutSlot, ctx);
    expect(enquiry.subject).toBe("New let's-connect enquiry: Raj Kumar (Acme <b>)");
    expect(enquiry.text).toContain("New let's-connect enquiry");
    expect(enquiry.text).not.toContain('meeting leads');
    // The button opens this lead's side panel, not the list.
    expect(enquiry.html).toContain(`/admin/schedule-meeting?lead=${booked.id}`);
    expect(toSales.html).toContain(`/admin/schedule-meeting?lead=${booked.id}`);
    // The date raised names its zone (the company's), so staff elsewhere read it right.
    expect(enquiry.text).toMatch(/Date raised: [^\n]+ India Standard Time/);
    expect(meetingAcknowledgement(withoutSlot, ctx).calendar).toBeUndefined();
  });

  it('writes an .ics that a parser reads back as the booked instant, organizer and attendee', () => {
    const ics = meetingAcknowledgement(booked, ctx).calendar?.content as string;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20261207T140000Z');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-07T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-07T14:30:00.000Z');
    expect(event.uid).toBe('meeting-id-1@site.example.com');
    expect(event.summary).toBe('Moondive intro call (Washington, DC office)');
    expect(event.organizer).toBe('mailto:sales@example.com');
    expect(event.attendees[0]?.getFirstValue()).toMatch(/^mailto:raj@example\.com$/i);
  });

  it('falls back to the office zone for an unknown visitor zone', () => {
    const lead = { ...booked, meeting: { ...booked.meeting, timeZone: 'Mars/Olympus' } } as MeetingLeadView;
    expect(meetingAcknowledgement(lead, ctx).text).toContain(
      'When: Monday, December 7, 2026, 9:00 AM Eastern Standard Time',
    );
    const { timeZone: _z, ...noZone } = booked.meeting as NonNullable<MeetingLeadView['meeting']>;
    expect(meetingAcknowledgement({ ...booked, meeting: noZone }, ctx).text).toContain(
      '9:00 AM Eastern Standard Time',
    );
  });
});

describe('retention line (issue 28)', () => {
  it('ends every acknowledgement with the retention from the table and the policy link', () => {
    const { meeting: _m, ...unbooked } = booked;
    for (const mail of [
      contactAcknowledgement(contact, ctx),
      meetingAcknowledgement(booked, ctx),
      meetingAcknowledgement(unbooked as MeetingLeadView, ctx),
    ]) {
      expect(mail.text).toContain('We keep your enquiry for 2 years after our last contact, then delete it.');
      expect(mail.text).toContain('https://site.example.com/privacy-policy');
      expect(mail.html).toContain('https://site.example.com/privacy-policy');
    }
    // Staff notifications carry no such line (it is for the visitor).
    expect(contactNotification(contact, ctx).text).not.toContain('We keep your enquiry');
  });
});
