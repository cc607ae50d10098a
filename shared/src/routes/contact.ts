import type { RouteDef } from '../route-def';

/** Public lead routes (paths under /api/v1); the web app imports the paths from here. */
export const API_ROUTE_PATHS = {
  contactUs: '/contact/contact-us',
  letsConnect: '/contact/lets-connect',
  scheduleMeeting: '/contact/schedule-meeting',
  meetingSlots: '/contact/meeting-slots',
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
] as const satisfies readonly RouteDef[];
