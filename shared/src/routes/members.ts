import type { RouteDef } from '../route-def';

/**
 * Member management (SPEC §2, §6: Administration). Members are Cognito users;
 * they are addressed by e-mail in the body, so no e-mail travels in a path.
 */
export const MEMBER_ROUTE_PATHS = {
  list: '/admin/members',
  invite: '/admin/add-member',
  updateRoles: '/admin/member-roles',
  remove: '/admin/member',
  resendInvite: '/admin/resend-invite',
} as const;

export const MEMBER_ROUTES = [
  {
    method: 'GET',
    path: MEMBER_ROUTE_PATHS.list,
    feature: 'members',
    handler: 'listMembers',
    access: 'members:manage',
  },
  {
    method: 'POST',
    path: MEMBER_ROUTE_PATHS.invite,
    feature: 'members',
    handler: 'inviteMember',
    access: 'members:manage',
  },
  {
    method: 'PUT',
    path: MEMBER_ROUTE_PATHS.updateRoles,
    feature: 'members',
    handler: 'updateMemberRoles',
    access: 'members:manage',
  },
  {
    method: 'DELETE',
    path: MEMBER_ROUTE_PATHS.remove,
    feature: 'members',
    handler: 'deleteMember',
    access: 'members:manage',
  },
  {
    method: 'POST',
    path: MEMBER_ROUTE_PATHS.resendInvite,
    feature: 'members',
    handler: 'resendInvite',
    access: 'members:manage',
  },
] as const satisfies readonly RouteDef[];
