/**
 * Issue 25, finding 6: the meeting form sent a branded invitation with
 * visitor-chosen text (the company name, URLs included) to any address, and
 * control characters reached SUMMARY, ATTENDEE CN and the Subject.
 */
import type { MeetingLeadView } from '@app/shared/schemas/lead-admin';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { buildMime } from '../lib/mime';
import { meetingAcknowledgement, meetingNotification } from './lead-mails';

const ctx = { salesInbox: 'sales@example.com', siteUrl: 'https://site.example.com' };
const lead: MeetingLeadView = {
  id: 'id-9',
  dateRaised: '2026-11-24T04:30:00.000Z',
  status: 'New',
  notes: [],
  notification: 'pending',
  mails: { notification: { status: 'pending' }, acknowledgement: { status: 'pending' } },
  fullName: 'Raj\u0001 Kumar',
  email: 'victim@example.com',
  companyName: 'Claim your prize at https://evil.example\u000B now',
  interestedIn: 'Data Analytics',
  budget: 'TBD',
  expectedTime: '3 months',
  projectPhase: 'Existing Codebase',
  message: 'free text',
  meeting: { start: '2026-12-07T14:00:00.000Z', end: '2026-12-07T14:30:00.000Z', office: 'noida' },
};

function vevent(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component;
}

describe('meeting invitations', () => {
  it("the visitor's invitation carries only fixed text of ours: no name, company or topic they typed", () => {
    const ics = meetingAcknowledgement(lead, ctx).calendar?.content as string;
    for (const typed of ['evil.example', 'prize', 'Raj', 'Kumar', 'Data Analytics'])
      expect(ics).not.toContain(typed);
    const event = vevent(ics);
    expect(event.getFirstPropertyValue('summary')).toBe('Moondive intro call (Noida, India office)');
    const attendee = event.getFirstProperty('attendee');
    expect(attendee?.getParameter('cn')).toBeUndefined();
    expect(String(attendee?.getFirstValue())).toMatch(/^mailto:victim@example\.com$/i);
  });

  it('the staff copy names the visitor and company, without control characters', () => {
    const mail = meetingNotification(lead, ctx);
    const event = vevent(mail.calendar?.content as string);
    expect(event.getFirstPropertyValue('summary')).toBe(
      'Moondive intro call with Raj Kumar (Claim your prize at https://evil.example now)',
    );
    expect(event.getFirstProperty('attendee')?.getParameter('cn')).toBe('Raj Kumar');
    expect(mail.subject).toBe(
      'New meeting request: Raj Kumar (Claim your prize at https://evil.example now)',
    );
  });

  it('no mail header carries a control character, whatever the subject holds', async () => {
    const raw = buildMime({
      from: 'no-reply@example.com',
      to: ['sales@example.com'],
      subject: 'New lead: Raj\u0001\u000B\u0085 Kumar',
      text: 'x',
      html: '<p>x</p>',
    });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this test's job.
    expect(headers.replaceAll('\r\n', '')).not.toMatch(/[\0-\x1F\x7F-\x9F]/);
    expect((await PostalMime.parse(raw)).subject).toBe('New lead: Raj Kumar');
  });
});

describe('meeting changes', () => {
  it("the visitor's cancel carries the same UID, the next SEQUENCE and none of what they typed", async () => {
    const { meetingChangeVisitorMail } = await import('./meeting-change-mails');
    const booked = { ...lead, meeting: { ...lead.meeting, sequence: 2 } } as Parameters<
      typeof meetingChangeVisitorMail
    >[0];
    const ics = meetingChangeVisitorMail(booked, 'cancelled', ctx).calendar?.content as string;
    for (const typed of ['evil.example', 'prize', 'Raj', 'Data Analytics']) expect(ics).not.toContain(typed);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    const event = vevent(ics);
    expect(event.getFirstPropertyValue('uid')).toBe('meeting-id-9@site.example.com');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
  });
});
