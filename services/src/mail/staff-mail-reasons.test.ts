import type { ContactLeadView } from '@app/shared/schemas/lead-admin';
import { describe, expect, it } from 'vitest';
import { contactNotification } from './lead-mails';
import { meetingChangeStaffMail } from './meeting-change-mails';
import { overdueMail, ownerReminderMail } from './reply-promise-mails';

/**
 * Each staff mail's footer gives the true reason its recipients get it: the
 * overdue-lead mail goes to the SuperAdmins (not the sales inbox), the reply
 * reminder to the lead's owner, a notification copied to the owner says so.
 */
const SALES_INBOX_REASON = /your address is the sales inbox/;
const lead: ContactLeadView = {
  id: 'id-7',
  dateRaised: '2026-11-24T04:30:00.000Z',
  status: 'New',
  notes: [],
  notification: 'pending',
  mails: { notification: { status: 'pending' }, acknowledgement: { status: 'pending' } },
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: '+1 202 180 0123',
  message: 'Hello',
  owner: 'priya@example.com',
  responseDueAt: '2026-11-25T04:30:00.000Z',
};
const footer = (text: string) => text.slice(text.lastIndexOf('\n--\n'));
const site = 'https://site.example.com';

describe('staff mail reasons', () => {
  it('tells the SuperAdmins they get the overdue-lead mail as SuperAdmins, not as the sales inbox', () => {
    const text = footer(overdueMail('contact', lead, ['boss@example.com'], site).text);
    expect(text).not.toMatch(SALES_INBOX_REASON);
    expect(text).toContain(
      'You receive this because you are a SuperAdmin of the Moondive admin area: a lead past its reply promise is sent to every SuperAdmin.',
    );
  });

  it('tells the owner they get the reply reminder as the lead’s owner', () => {
    const text = footer(ownerReminderMail('contact', lead, site).text);
    expect(text).not.toMatch(SALES_INBOX_REASON);
    expect(text).toContain('You receive this because you own this lead in the Moondive admin area.');
  });

  it('signs the reply-promise mails as the scheduled check that sent them, not as a form submission', () => {
    for (const mail of [
      overdueMail('contact', lead, ['boss@example.com'], site),
      ownerReminderMail('contact', lead, site),
    ]) {
      expect(mail.text).not.toContain('Sent automatically when a form was submitted');
      expect(mail.text).toContain('Sent automatically by the website’s scheduled checks');
    }
  });

  it('names both reasons when a staff mail also goes to the lead’s owner', () => {
    const alone = contactNotification(lead, { salesInbox: 'sales@example.com', siteUrl: site });
    expect(footer(alone.text)).toContain(
      'You receive this because your address is the sales inbox of the Moondive website.',
    );
    const both = { salesInbox: 'sales@example.com', siteUrl: site, host: { email: 'priya@example.com' } };
    const copied = contactNotification(lead, both);
    expect(copied.to).toEqual(['sales@example.com', 'priya@example.com']);
    const reason =
      'You receive this because sales@example.com is the sales inbox of the Moondive website and priya@example.com owns this lead in the admin area.';
    expect(footer(copied.text)).toContain(reason);
    const booked = {
      ...lead,
      meeting: {
        start: '2026-12-07T14:00:00.000Z',
        end: '2026-12-07T14:30:00.000Z',
        timeZone: 'Asia/Kolkata',
        office: 'noida',
      },
    };
    const moved = meetingChangeStaffMail(booked as never, 'rescheduled', both, '2026-12-06T14:00:00.000Z');
    expect(footer(moved.text)).toContain(reason);
  });
});
