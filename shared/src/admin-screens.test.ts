import { describe, expect, it } from 'vitest';
import {
  ADMIN_SCREENS,
  canOpen,
  DASHBOARD_ITEMS,
  dashboardFor,
  findScreen,
  sidebarFor,
} from './admin-screens';
import { DASHBOARD_COUNTERS } from './dashboard-counts';
import { DASHBOARD_GROUPS, GROUP_PERMISSIONS, PERMISSIONS } from './permissions';
import { ROLES } from './roles';

function screenAt(path: string) {
  const found = findScreen(path);
  if (!found) throw new Error(`no screen ${path}`);
  return found;
}

describe('admin screens', () => {
  it('has unique paths and a known access rule for each', () => {
    expect(new Set(ADMIN_SCREENS.map((s) => s.path)).size).toBe(ADMIN_SCREENS.length);
    for (const s of ADMIN_SCREENS) {
      expect(['public', 'signedIn', ...PERMISSIONS]).toContain(s.access);
    }
  });

  it('lists the SPEC §6 items per group, in order', () => {
    const byGroup = Object.fromEntries(
      DASHBOARD_GROUPS.map((g) => [g, DASHBOARD_ITEMS.filter((i) => i.group === g).map((i) => i.label)]),
    );
    expect(byGroup).toEqual({
      Sales: ['Leads', 'Schedule Meeting', 'Deals', 'Sales Reports', 'Availability'],
      Marketing: ['Campaigns', 'Analytics'],
      'Content Writing': ['Blog Posts', 'Social Media Content', 'Testimonials'],
      'Human Resources': ['Job Queries', 'Job Listings', 'Post Job'],
      Employee: ['Profile'],
      Administration: ['User Management', 'Settings', 'Admin Analytics', 'Privacy'],
      'Case Studies': ['Case Studies'],
    });
  });

  it('opens the blog list from Blog Posts, with Create beside it', () => {
    const blogPosts = DASHBOARD_ITEMS.find((i) => i.label === 'Blog Posts');
    expect(blogPosts).toMatchObject({
      path: '/admin/edit-blog',
      action: { label: 'Create', path: '/admin/create-blog' },
    });
    expect(findScreen('/admin/edit-blog')?.navLabel).toBe('Blog Posts');
  });

  it('links every item to a screen its own group may open, with a known counter', () => {
    for (const item of DASHBOARD_ITEMS) {
      const target = findScreen(item.path);
      expect(target, item.path).toBeDefined();
      if (target?.access !== 'signedIn' && target?.access !== 'public')
        expect(GROUP_PERMISSIONS[item.group], `${item.label} -> ${item.path}`).toContain(target?.access);
      if (item.counter) expect(Object.keys(DASHBOARD_COUNTERS)).toContain(item.counter);
    }
  });

  it('gives SuperAdmin every group and every screen', () => {
    expect(dashboardFor(['SuperAdmin']).map((s) => s.group)).toEqual([...DASHBOARD_GROUPS]);
    for (const s of ADMIN_SCREENS) expect(canOpen(['SuperAdmin'], s), s.path).toBe(true);
  });

  it('shows HR the Human Resources items only (Settings stays in the sidebar)', () => {
    expect(dashboardFor(['HR']).map((s) => [s.group, s.items.map((i) => i.label)])).toEqual([
      ['Human Resources', ['Job Queries', 'Job Listings', 'Post Job']],
    ]);
    expect(sidebarFor(['HR']).flatMap((s) => s.screens.map((x) => x.path))).toEqual([
      '/admin/job-query',
      '/admin/job-listings',
      '/admin/post-job',
      '/admin/settings',
    ]);
    expect(canOpen(['HR'], screenAt('/admin/add-member'))).toBe(false);
  });

  it('keeps member management to SuperAdmin', () => {
    const members = screenAt('/admin/add-member');
    expect(ROLES.filter((r) => canOpen([r], members))).toEqual(['SuperAdmin']);
  });

  it('lets anyone open /login and /admin/logout, and only signed-in members the rest', () => {
    expect(canOpen(null, screenAt('/login'))).toBe(true);
    expect(canOpen(null, screenAt('/admin/logout'))).toBe(true);
    expect(canOpen(null, screenAt('/dashboard'))).toBe(false);
    expect(canOpen([], screenAt('/dashboard'))).toBe(true);
    expect(canOpen([], screenAt('/admin/settings'))).toBe(false);
  });

  it('gives a member without roles an empty dashboard', () => {
    expect(dashboardFor([])).toEqual([]);
  });

  it('finds screens with or without a trailing slash', () => {
    expect(findScreen('/admin/settings/')?.title).toBe('Settings');
    expect(findScreen('/admin/nope')).toBeUndefined();
  });
});
