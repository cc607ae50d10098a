import type { ApplicationView } from '@app/shared/schemas/careers-admin';
import { describe, expect, it } from 'vitest';
import { applicationAcknowledgement, applicationNotification, formatCtc } from './application-mails';

const application: ApplicationView = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma<script>',
  fullName: 'Asha Verma<script>',
  email: 'asha@example.com',
  phoneNumber: '+91 98765 43210',
  currentCTC: 1_250_000,
  expectedCTC: 'N/A',
  noticePeriod: '1 month',
  coverLetter: 'Line one\nLine two',
  appliedFor: 'qa-engineer-1a2b3c4d',
  jobTitle: 'QA Engineer',
  resume: 'resumes/00000000-0000-4000-8000-000000000001.pdf',
  resumeBytes: 1000,
  attachments: [],
  dateRaised: '2024-09-01T10:00:00.000Z',
  status: 'New',
  notes: [],
  mails: { notification: { status: 'pending' }, acknowledgement: { status: 'pending' } },
};
const ctx = { hrInbox: 'hr@example.com', siteUrl: 'https://www.example.com' };

describe('application mails', () => {
  it('notifies HR with the details, reply-to the applicant, without the resume key', () => {
    const mail = applicationNotification(application, ctx);
    expect(mail.to).toEqual(['hr@example.com']);
    expect(mail.replyTo).toEqual(['asha@example.com']);
    expect(mail.subject).toBe('New application: Asha Verma<script> for QA Engineer');
    expect(mail.text).toContain('Current CTC: ₹12.5L');
    expect(mail.text).toContain('Expected CTC: N/A');
    expect(mail.text).toContain(
      `https://www.example.com/admin/job-query?application=${encodeURIComponent(application.id)}`,
    );
    expect(mail.text).toMatch(/Date applied: [^\n]+ India Standard Time/);
    expect(mail.text).not.toContain('resumes/');
    expect(mail.html).toContain('Verma&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Line one<br>Line two');
  });

  it('tells HR when the application came in as a readable Noida time, not an ISO stamp', () => {
    const mail = applicationNotification(application, ctx);
    expect(mail.text).toContain('Date applied: Sunday, September 1, 2024, 3:30 PM India Standard Time');
    expect(mail.text).not.toContain('2024-09-01T10:00');
  });

  it('acknowledges the applicant', () => {
    const mail = applicationAcknowledgement(application, ctx);
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.replyTo).toEqual(['hr@example.com']);
    expect(mail.subject).toBe('We received your application for QA Engineer');
    expect(mail.text).toContain('Thank you, Asha');
    // Signed, branded, and nothing the applicant typed beyond the first name.
    expect(mail.text).toContain('The Moondive people team');
    expect(mail.html).toContain('Moondive');
    expect(mail.text).not.toContain('Line one');
    expect(mail.text).not.toContain('+91 98765 43210');
  });

  it('formats CTC as rupees or N/A', () => {
    expect(formatCtc('N/A')).toBe('N/A');
    expect(formatCtc(45_000)).toBe('₹45.0K');
  });
});

describe('retention line (issue 28)', () => {
  it('tells the applicant how long the application is kept, with the policy link', () => {
    const mail = applicationAcknowledgement(application, ctx);
    expect(mail.text).toContain('We keep your application and résumé for 1 year, then delete them');
    expect(mail.text).toContain('https://www.example.com/privacy-policy');
  });
});
