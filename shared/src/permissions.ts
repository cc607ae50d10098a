import type { Role } from './roles';

/**
 * The permission matrix: role -> dashboard groups -> API permissions and admin
 * screens. It is the single source for the SPA's menus and guards and for the
 * server's checks. The role-to-group mapping is our design (SPEC §6 leaves it
 * out) and is documented in docs/architecture.md.
 */
export const DASHBOARD_GROUPS = [
  'Sales',
  'Marketing',
  'Content Writing',
  'Human Resources',
  'Employee',
  'Administration',
  'Case Studies',
] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

export const ROLE_GROUPS: Record<Role, readonly DashboardGroup[]> = {
  SuperAdmin: DASHBOARD_GROUPS,
  Sales: ['Sales'],
  Marketing: ['Marketing', 'Content Writing', 'Case Studies'],
  ContentWriter: ['Content Writing', 'Case Studies'],
  HR: ['Human Resources'],
  Employee: ['Employee'],
};

export const PERMISSIONS = [
  'profile:read',
  'profile:write',
  'dashboard:read',
  'leads:read',
  'leads:write',
  'deals:read',
  'deals:write',
  'salesReports:read',
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  'blogs:write',
  'testimonials:write',
  'sections:write',
  'content:write',
  'caseStudies:write',
  'analytics:read',
  'campaigns:write',
  'social:write',
  'audit:read',
  'members:manage',
  'moderation:manage',
  'privacy:manage',
  /** The reporting currency and exchange rate (SuperAdmin: Administration). */
  'currency:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each dashboard group allows on the API. */
export const GROUP_PERMISSIONS: Record<DashboardGroup, readonly Permission[]> = {
  Sales: ['leads:read', 'leads:write', 'deals:read', 'deals:write', 'salesReports:read'],
  Marketing: ['analytics:read', 'campaigns:write'],
  'Content Writing': ['blogs:write', 'testimonials:write', 'sections:write', 'content:write', 'social:write'],
  'Human Resources': ['jobs:read', 'jobs:write', 'applications:read', 'applications:write'],
  Employee: ['profile:read', 'profile:write', 'dashboard:read'],
  Administration: [
    'members:manage',
    'moderation:manage',
    'audit:read',
    'privacy:manage',
    'currency:manage',
    'profile:read',
    'profile:write',
  ],
  'Case Studies': ['caseStudies:write'],
};

export function groupsFor(roles: readonly Role[]): DashboardGroup[] {
  const set = new Set<DashboardGroup>();
  for (const role of roles) for (const group of ROLE_GROUPS[role] ?? []) set.add(group);
  return DASHBOARD_GROUPS.filter((g) => set.has(g));
}

/**
 * What every staff member may do whatever their roles: read the dashboard and
 * their own profile, change their password. The Employee group's Profile item
 * is on the dashboard of members holding the Employee role (SPEC §6 table), so
 * an HR member sees only the Human Resources items (issue 4), yet still has
 * Settings in the sidebar.
 */
export const STAFF_PERMISSIONS: readonly Permission[] = ['profile:read', 'profile:write', 'dashboard:read'];

export function permissionsFor(roles: readonly Role[]): Set<Permission> {
  const set = new Set<Permission>(roles.length > 0 ? STAFF_PERMISSIONS : []);
  for (const group of groupsFor(roles)) for (const p of GROUP_PERMISSIONS[group]) set.add(p);
  return set;
}

export function can(roles: readonly Role[], permission: Permission): boolean {
  return permissionsFor(roles).has(permission);
}
