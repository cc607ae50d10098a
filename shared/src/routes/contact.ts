import type { RouteDef } from '../route-def';

/** Public lead routes (paths under /api/v1); the web app imports the paths from here. */
export const API_ROUTE_PATHS = {
  contactUs: '/contact/contact-us',
  letsConnect: '/contact/lets-connect',
  scheduleMeeting: '/contact/schedule-meeting',
  meetingSlots: '/contact/meeting-slots',
  /** The visitor's own booking, through the signed link's token in the body (issue 30). */
  meetingLookup: '/contact/meeting/lookup',
  meetingReschedule: '/contact/meeting/reschedule',
  meetingCancel: '/contact/meeting/cancel',
} as const;

export const CONTACT_ROUTES = [
  {
    method: 'POST',
    path: API_ROUTE_PATHS.contactUs,
    feature: 'contact',
    handler: 'contactUs',
    access: 'public',
  },
  {
    method: 'POST',
    path: API_ROUTE_PATHS.letsConnect,
    feature: 'contact',
    handler: 'letsConnect',
    access: 'public',
  },
  {
    method: 'POST',
    path: API_ROUTE_PATHS.scheduleMeeting,
    feature: 'contact',
    handler: 'scheduleMeeting',
    access: 'public',
  },
  {
    method: 'GET',
    path: API_ROUTE_PATHS.meetingSlots,
    feature: 'contact',
    handler: 'meetingSlots',
    access: 'public',
  },
  // POST with the token in the body: a GET changes nothing, and tokens stay out of query strings and logs.
  ...(['meetingLookup', 'meetingReschedule', 'meetingCancel'] as const).map(
    (handler) =>
      ({
        method: 'POST',
        path: API_ROUTE_PATHS[handler],
        feature: 'contact',
        handler,
        access: 'public',
      }) as const,
  ),
] as const satisfies readonly RouteDef[];
