import { describe, expect, it } from 'vitest';
import {
  can,
  DASHBOARD_GROUPS,
  GROUP_PERMISSIONS,
  groupsFor,
  PERMISSIONS,
  permissionsFor,
  ROLE_GROUPS,
} from './permissions';
import { ROLES } from './roles';

describe('permissions', () => {
  it('lists the seven dashboard groups of SPEC §6', () => {
    expect(DASHBOARD_GROUPS).toEqual([
      'Sales',
      'Marketing',
      'Content Writing',
      'Human Resources',
      'Employee',
      'Administration',
      'Case Studies',
    ]);
  });

  it('gives SuperAdmin every group and every permission', () => {
    expect(groupsFor(['SuperAdmin'])).toEqual([...DASHBOARD_GROUPS]);
    expect([...permissionsFor(['SuperAdmin'])].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('shows HR only Human Resources', () => {
    expect(groupsFor(['HR'])).toEqual(['Human Resources']);
    expect(can(['HR'], 'jobs:write')).toBe(true);
    expect(can(['HR'], 'applications:read')).toBe(true);
    expect(can(['HR'], 'members:manage')).toBe(false);
    expect(can(['HR'], 'blogs:write')).toBe(false);
  });

  it('keeps member management in Administration only', () => {
    for (const role of ROLES) {
      expect(can([role], 'members:manage')).toBe(groupsFor([role]).includes('Administration'));
    }
    expect(GROUP_PERMISSIONS.Administration).toContain('members:manage');
  });

  it('gives analytics and campaigns to Marketing and SuperAdmin, and the audit log to Administration only', () => {
    const analytics = ROLES.filter((r) => can([r], 'analytics:read'));
    expect(analytics.sort()).toEqual(['Marketing', 'SuperAdmin']);
    expect(ROLES.filter((r) => can([r], 'campaigns:write')).sort()).toEqual(['Marketing', 'SuperAdmin']);
    expect(ROLES.filter((r) => can([r], 'audit:read'))).toEqual(['SuperAdmin']);
    for (const group of DASHBOARD_GROUPS)
      expect(GROUP_PERMISSIONS[group].includes('audit:read'), group).toBe(group === 'Administration');
  });

  it('gives deals and sales reports to Sales and SuperAdmin only', () => {
    for (const permission of ['deals:read', 'deals:write', 'salesReports:read'] as const)
      expect(ROLES.filter((r) => can([r], permission)).sort(), permission).toEqual(['Sales', 'SuperAdmin']);
  });

  it('merges groups of several roles in dashboard order without duplicates', () => {
    expect(groupsFor(['Sales', 'HR'])).toEqual(['Sales', 'Human Resources']);
  });

  it('gives every role profile and dashboard access, and the Employee group only to Employee and SuperAdmin', () => {
    for (const role of ROLES) {
      for (const p of ['profile:read', 'profile:write', 'dashboard:read'] as const)
        expect(can([role], p)).toBe(true);
      expect(ROLE_GROUPS[role].includes('Employee')).toBe(role === 'Employee' || role === 'SuperAdmin');
    }
  });

  it('gives no roles no groups (the empty dashboard case)', () => {
    expect(groupsFor([])).toEqual([]);
    expect(permissionsFor([]).size).toBe(0);
  });

  it('maps every group to known permissions', () => {
    for (const group of DASHBOARD_GROUPS) {
      for (const permission of GROUP_PERMISSIONS[group]) expect(PERMISSIONS).toContain(permission);
    }
  });
});
