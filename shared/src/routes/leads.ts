import type { RouteDef } from '../route-def';

/** Staff lead routes (Sales and SuperAdmin through leads:read / leads:write). */
export const LEAD_ROUTE_PATHS = {
  contactLeads: '/admin/get-contact-leads',
  meetingLeads: '/admin/get-let-us-connect-leads',
  update: '/admin/leads/{kind}/{id}',
  resendNotification: '/admin/leads/{kind}/{id}/resend-notification',
  exportCsv: '/admin/leads/{kind}/export',
  availability: '/admin/availability',
  officeAvailability: '/admin/availability/{office}',
  memberAway: '/admin/availability/away',
  oneMemberAway: '/admin/availability/away/{email}',
} as const;

export const LEAD_ROUTES = [
  {
    method: 'GET',
    path: LEAD_ROUTE_PATHS.contactLeads,
    feature: 'leads',
    handler: 'getContactLeads',
    access: 'leads:read',
  },
  {
    method: 'GET',
    path: LEAD_ROUTE_PATHS.meetingLeads,
    feature: 'leads',
    handler: 'getMeetingLeads',
    access: 'leads:read',
  },
  {
    method: 'GET',
    path: LEAD_ROUTE_PATHS.exportCsv,
    feature: 'leads',
    handler: 'exportLeads',
    access: 'leads:read',
  },
  // After the export: the local gateway takes the first match, API Gateway the most specific.
  {
    method: 'GET',
    path: LEAD_ROUTE_PATHS.update,
    feature: 'leads',
    handler: 'getLead',
    access: 'leads:read',
  },
  {
    method: 'PATCH',
    path: LEAD_ROUTE_PATHS.update,
    feature: 'leads',
    handler: 'updateLead',
    access: 'leads:write',
  },
  {
    method: 'POST',
    path: LEAD_ROUTE_PATHS.resendNotification,
    feature: 'leads',
    handler: 'resendNotification',
    access: 'leads:write',
  },
  // The offices' meeting availability (issue 30, item 4): Sales run it on /admin/availability.
  {
    method: 'GET',
    path: LEAD_ROUTE_PATHS.availability,
    feature: 'leads',
    handler: 'getAvailability',
    access: 'leads:write',
  },
  {
    method: 'PUT',
    path: LEAD_ROUTE_PATHS.officeAvailability,
    feature: 'leads',
    handler: 'saveAvailability',
    access: 'leads:write',
  },
  {
    method: 'GET',
    path: LEAD_ROUTE_PATHS.memberAway,
    feature: 'leads',
    handler: 'getMemberAway',
    access: 'leads:write',
  },
  {
    method: 'PUT',
    path: LEAD_ROUTE_PATHS.oneMemberAway,
    feature: 'leads',
    handler: 'saveMemberAway',
    access: 'leads:write',
  },
] as const satisfies readonly RouteDef[];

export function memberAwayPath(email: string): string {
  return LEAD_ROUTE_PATHS.oneMemberAway.replace('{email}', encodeURIComponent(email));
}

export function officeAvailabilityPath(office: string): string {
  return LEAD_ROUTE_PATHS.officeAvailability.replace('{office}', encodeURIComponent(office));
}

/** Fills `{kind}` and `{id}` in a lead route path. */
export function leadPath(path: string, params: { kind: string; id?: string }): string {
  return path
    .replace('{kind}', encodeURIComponent(params.kind))
    .replace('{id}', encodeURIComponent(params.id ?? ''));
}
