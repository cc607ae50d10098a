/**
 * Abuse limits of the public forms (issue 14, finding 6). Ours; the spec has
 * none. Counted per UTC day.
 */
export const ABUSE_LIMITS = {
  /** Acknowledgement mails one address receives per day; past it the lead is stored and no mail is sent. */
  acknowledgementsPerAddressPerDay: 3,
  /** Meetings one e-mail address may have booked in the future at once. */
  futureBookingsPerEmail: 2,
  /** Meeting bookings from one client address per day. */
  bookingsPerIpPerDay: 5,
  messages: {
    futureBookings:
      'You already have 2 upcoming meetings booked with this e-mail address. Reply to one of our confirmation mails to change them.',
    bookingsPerIp:
      'Too many meetings were booked from your network today. Please try again tomorrow or contact us.',
    acknowledgementSkipped: 'Not sent: this address already received 3 acknowledgements today.',
  },
} as const;
