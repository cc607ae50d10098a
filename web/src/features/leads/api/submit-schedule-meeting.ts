import type { MeetingOfficeId } from '@app/shared/leads';
import { API_ROUTE_PATHS } from '@app/shared/routes/contact';
import type { ScheduleMeetingForm } from '@app/shared/schemas/schedule-meeting';
import { landingAttribution } from '../../../lib/analytics';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeader } from '../../../lib/submission-key';
import type { LeadAccepted } from './submit-contact-us';

export interface MeetingBooked extends LeadAccepted {
  meeting: { start: string; end: string; office: MeetingOfficeId };
  /** The signed link's token: the confirmation links to /meeting#t=<token>, like the mail. */
  manageToken?: string;
}

/** POST /contact/schedule-meeting: the lets-connect fields plus the picked slot. */
export function submitScheduleMeeting(
  body: ScheduleMeetingForm & { website2: string },
  idempotencyKey: string,
): Promise<MeetingBooked> {
  return apiRequest<MeetingBooked>('POST', API_ROUTE_PATHS.scheduleMeeting, {
    // The visit's landing page and referrer, for the lead's attribution (none with GPC).
    body: { ...body, attribution: landingAttribution() },
    headers: idempotencyHeader(idempotencyKey),
  });
}
