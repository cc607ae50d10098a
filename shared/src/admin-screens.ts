import type { CounterName } from './dashboard-counts';
import { can, type DashboardGroup, groupsFor, type Permission } from './permissions';
import type { Role } from './roles';
import { withoutTrailingSlash } from './strings';

/**
 * Admin screens and dashboard items: which path each screen has, which
 * permission opens it and which dashboard item links to it. The SPA's sidebar,
 * route guards and dashboard all read this table; the server enforces the
 * same permissions on the API (shared/src/routes). Our design, documented in
 * docs/architecture.md ("Admin screens").
 *
 * Access: 'public' (anyone, e.g. /login), 'signedIn' (any signed-in member,
 * even one without roles: the dashboard shows them its empty state), or a
 * permission of the matrix.
 */
export type ScreenAccess = 'public' | 'signedIn' | Permission;

export interface AdminScreen {
  readonly path: string;
  readonly title: string;
  readonly access: ScreenAccess;
  /** Sidebar section; screens without one are listed on their own (Dashboard, Logout). */
  readonly group?: DashboardGroup;
  /** False for screens SPEC §2 does not list but a SPEC §6 dashboard item needs. */
  readonly specRoute: boolean;
  /** The navbar's name for it when that differs from the title (e.g. the blog list). */
  readonly navLabel?: string;
}

const screen = (
  path: string,
  title: string,
  access: ScreenAccess,
  group?: DashboardGroup,
  specRoute = true,
  navLabel?: string,
): AdminScreen => ({ path, title, access, group, specRoute, ...(navLabel ? { navLabel } : {}) });

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  screen('/admin', 'Admin', 'signedIn'),
  screen('/login', 'Login', 'public'),
  screen('/dashboard', 'Dashboard', 'signedIn'),
  screen('/admin/contact-leads', 'Contact Leads', 'leads:read', 'Sales'),
  screen('/admin/schedule-meeting', 'Schedule Meeting Leads', 'leads:read', 'Sales'),
  screen('/admin/deals', 'Deals', 'deals:read', 'Sales', false),
  screen('/admin/sales-reports', 'Sales Reports', 'salesReports:read', 'Sales', false),
  screen('/admin/availability', 'Availability', 'leads:write', 'Sales', false),
  screen('/admin/campaigns', 'Campaigns', 'analytics:read', 'Marketing', false),
  screen('/admin/analytics', 'Analytics', 'analytics:read', 'Marketing', false),
  // Without ?slug= the edit screen lists every post: the navbar calls it Blog Posts.
  screen('/admin/edit-blog', 'Edit Blog', 'blogs:write', 'Content Writing', true, 'Blog Posts'),
  screen('/admin/create-blog', 'Create Blog', 'blogs:write', 'Content Writing'),
  screen('/admin/social-media', 'Social Media Content', 'social:write', 'Content Writing', false),
  screen('/admin/create/testimonial', 'Create Testimonial', 'testimonials:write', 'Content Writing'),
  screen('/admin/edit-section', 'Edit Section', 'sections:write', 'Content Writing'),
  screen('/admin/industries', 'Industries', 'content:write', 'Content Writing'),
  screen('/admin/bootcamp', 'Bootcamp', 'content:write', 'Content Writing'),
  screen('/admin/job-query', 'Job Queries', 'applications:read', 'Human Resources'),
  screen('/admin/job-listings', 'Job Listings', 'jobs:read', 'Human Resources'),
  screen('/admin/post-job', 'Post a Job', 'jobs:write', 'Human Resources'),
  screen('/admin/settings', 'Settings', 'profile:read', 'Employee'),
  screen('/admin/add-member', 'Add Member', 'members:manage', 'Administration', true, 'Members'),
  screen('/admin/website-moderation', 'Website Moderation', 'moderation:manage', 'Administration'),
  screen('/admin/admin-analytics', 'Admin Analytics', 'audit:read', 'Administration', false),
  screen('/admin/privacy', 'Privacy', 'privacy:manage', 'Administration', false),
  screen('/admin/case-studies', 'Case Studies', 'caseStudies:write', 'Case Studies'),
  screen('/admin/our-work', 'Our Work', 'caseStudies:write', 'Case Studies'),
  screen('/admin/our-work-listings', 'Our Work Listings', 'caseStudies:write', 'Case Studies'),
  screen('/admin/logout', 'Logout', 'public'),
];

export interface DashboardItem {
  readonly group: DashboardGroup;
  /** SPEC §6 item name, capitalised for display. */
  readonly label: string;
  readonly path: string;
  /** Counter shown on the item, when the feature keeps one. */
  readonly counter?: CounterName;
  /** A counter shown only when above zero, as "N overdue" in red (Privacy's late data requests). */
  readonly overdue?: CounterName;
  /** A second link beside the item, e.g. Create beside Blog Posts. */
  readonly action?: { readonly label: string; readonly path: string };
}

const item = (
  group: DashboardGroup,
  label: string,
  path: string,
  counter?: CounterName,
  action?: DashboardItem['action'],
): DashboardItem => ({
  group,
  label,
  path,
  ...(counter ? { counter } : {}),
  ...(action ? { action } : {}),
});

/** SPEC §6 dashboard items, in the spec's order, each linking to its screen. */
export const DASHBOARD_ITEMS: readonly DashboardItem[] = [
  item('Sales', 'Leads', '/admin/contact-leads', 'contactLeads'),
  item('Sales', 'Schedule Meeting', '/admin/schedule-meeting', 'meetingLeads'),
  item('Sales', 'Deals', '/admin/deals'),
  item('Sales', 'Sales Reports', '/admin/sales-reports'),
  item('Sales', 'Availability', '/admin/availability'),
  item('Marketing', 'Campaigns', '/admin/campaigns'),
  item('Marketing', 'Analytics', '/admin/analytics'),
  item('Content Writing', 'Blog Posts', '/admin/edit-blog', undefined, {
    label: 'Create',
    path: '/admin/create-blog',
  }),
  item('Content Writing', 'Social Media Content', '/admin/social-media'),
  item('Content Writing', 'Testimonials', '/admin/create/testimonial'),
  item('Human Resources', 'Job Queries', '/admin/job-query', 'applications'),
  item('Human Resources', 'Job Listings', '/admin/job-listings'),
  item('Human Resources', 'Post Job', '/admin/post-job'),
  item('Employee', 'Profile', '/admin/settings'),
  item('Administration', 'User Management', '/admin/add-member', 'members'),
  item('Administration', 'Settings', '/admin/settings'),
  item('Administration', 'Admin Analytics', '/admin/admin-analytics'),
  { ...item('Administration', 'Privacy', '/admin/privacy'), overdue: 'privacyOverdue' },
  item('Case Studies', 'Case Studies', '/admin/case-studies'),
];

export function findScreen(path: string): AdminScreen | undefined {
  const normalised = withoutTrailingSlash(path);
  return ADMIN_SCREENS.find((s) => s.path === normalised);
}

/** Whether a visitor (roles null = signed out) may open a screen. */
export function canOpen(roles: readonly Role[] | null, target: AdminScreen): boolean {
  if (target.access === 'public') return true;
  if (roles === null) return false;
  if (target.access === 'signedIn') return true;
  return can(roles, target.access);
}

export interface DashboardSection {
  readonly group: DashboardGroup;
  readonly items: readonly DashboardItem[];
}

/** The dashboard of a member: their groups (SPEC §6 order) with the items of each. */
export function dashboardFor(roles: readonly Role[]): DashboardSection[] {
  return groupsFor(roles)
    .map((group) => ({ group, items: DASHBOARD_ITEMS.filter((i) => i.group === group) }))
    .filter((section) => section.items.length > 0);
}

export interface SidebarSection {
  readonly group: DashboardGroup;
  readonly screens: readonly AdminScreen[];
}

/** Sidebar sections: every grouped screen the member may open, by group. */
export function sidebarFor(roles: readonly Role[]): SidebarSection[] {
  const sections: SidebarSection[] = [];
  for (const screenDef of ADMIN_SCREENS) {
    if (!screenDef.group || !canOpen(roles, screenDef)) continue;
    const section = sections.find((s) => s.group === screenDef.group);
    if (section) (section.screens as AdminScreen[]).push(screenDef);
    else sections.push({ group: screenDef.group, screens: [screenDef] });
  }
  return sections;
}
