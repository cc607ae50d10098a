/**
 * The log line every failed send writes (lib/mail.ts). The stacks count these
 * lines with a metric filter on each mail-sending Lambda's log group and alarm
 * on them (infra/lib/constructs/feature-function.ts), so a mail outage or an
 * unverified sender pages someone even though the visitor got a 200.
 */
export const MAIL_NOT_SENT_MESSAGE = 'mail not sent';

/** The error line of a bounce or complaint of the sales or HR inbox (mail/mail-events.ts); it has its own alarm. */
export const INTERNAL_INBOX_BOUNCED = 'internal inbox bounced';

/** The EMF metric every SES event counts in, by EventType (Bounce, Complaint, DeliveryDelay, Reject). */
export const MAIL_EVENTS_METRIC = 'MailEvents';
