import { API_ROUTE_PATHS } from '@app/shared/routes/contact';
import {
  MEETING_LINK_FRAGMENT,
  MEETING_PAGE_PATH,
  type MeetingChanged,
  type MeetingLookupView,
} from '@app/shared/schemas/meeting-link';
import { apiRequest } from '../../../lib/api-client';

/** The visitor's own page for a booking: the token stays in the fragment, out of every log. */
export function meetingLinkHref(token: string): string {
  return `${MEETING_PAGE_PATH}#${MEETING_LINK_FRAGMENT}=${token}`;
}

/** The token of the page's own fragment (`#t=…`), or '' when there is none. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get(MEETING_LINK_FRAGMENT) ?? '';
}

/** POST /contact/meeting/lookup: reads the booking; changes nothing. */
export function lookupMeeting(token: string, signal?: AbortSignal): Promise<MeetingLookupView> {
  return apiRequest<MeetingLookupView>('POST', API_ROUTE_PATHS.meetingLookup, { body: { token }, signal });
}

/** POST /contact/meeting/reschedule: the new slot; answers the booking and a fresh token. */
export function rescheduleMeeting(token: string, office: string, start: string): Promise<MeetingChanged> {
  return apiRequest<MeetingChanged>('POST', API_ROUTE_PATHS.meetingReschedule, {
    body: { token, office, start },
  });
}

/** POST /contact/meeting/cancel. */
export function cancelMeeting(token: string): Promise<MeetingLookupView> {
  return apiRequest<MeetingLookupView>('POST', API_ROUTE_PATHS.meetingCancel, { body: { token } });
}
