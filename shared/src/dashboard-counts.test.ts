import { describe, expect, it } from 'vitest';
import { countersFor, DASHBOARD_COUNTERS } from './dashboard-counts';
import { PERMISSIONS, permissionsFor } from './permissions';

describe('dashboard counters', () => {
  it('names a matrix permission for every counter', () => {
    for (const permission of Object.values(DASHBOARD_COUNTERS)) expect(PERMISSIONS).toContain(permission);
  });

  it('returns only the counters the permissions allow', () => {
    expect(countersFor(permissionsFor(['SuperAdmin']))).toEqual(Object.keys(DASHBOARD_COUNTERS));
    expect(countersFor(permissionsFor(['Sales']))).toEqual(['contactLeads', 'meetingLeads']);
    expect(countersFor(permissionsFor(['HR']))).toEqual(['applications']);
    expect(countersFor(permissionsFor(['Employee']))).toEqual([]);
    // Only who may act on data requests sees how many are late.
    expect(countersFor(permissionsFor(['SuperAdmin']))).toContain('privacyOverdue');
  });
});
