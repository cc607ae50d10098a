// A mail as the local outbox keeps it (one JSON file each); outbox.ts writes it, outbox-page.ts shows it.

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** For text/calendar parts: the iTIP method (REQUEST, PUBLISH...). */
  method?: string;
  /** UTF-8 text of text attachments (an .ics), base64 otherwise. */
  content: string;
  encoding: 'utf8' | 'base64';
}

export interface OutboxMail {
  id: string;
  at: string;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  html?: string;
  text?: string;
  attachments?: OutboxAttachment[];
  /** Set for raw mails: the `.eml` kept beside the JSON. */
  raw?: boolean;
  source: 'ses' | 'cognito';
  /** SES message tags (the record the mail is about); the MessageId SES answered is `id`. */
  tags?: Record<string, string>;
}
