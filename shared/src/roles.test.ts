import { describe, expect, it } from 'vitest';
import { isRole, ROLE_LABELS, ROLES, rolesFromGroupsClaim } from './roles';

describe('roles', () => {
  it('lists the six spec roles, Content Writer as a Cognito-safe group', () => {
    expect([...ROLES].sort()).toEqual([
      'ContentWriter',
      'Employee',
      'HR',
      'Marketing',
      'Sales',
      'SuperAdmin',
    ]);
    expect(ROLE_LABELS.ContentWriter).toBe('Content Writer');
  });

  it('recognises role names exactly', () => {
    expect(isRole('HR')).toBe(true);
    expect(isRole('hr')).toBe(false);
    expect(isRole('Content Writer')).toBe(false);
    expect(isRole(1)).toBe(false);
  });
});

describe('rolesFromGroupsClaim', () => {
  it('reads an array claim', () => {
    expect(rolesFromGroupsClaim(['HR', 'Sales'])).toEqual(['HR', 'Sales']);
  });

  it("reads API Gateway's '[HR Sales]' string form", () => {
    expect(rolesFromGroupsClaim('[HR Sales]')).toEqual(['HR', 'Sales']);
    expect(rolesFromGroupsClaim(' [SuperAdmin] ')).toEqual(['SuperAdmin']);
    expect(rolesFromGroupsClaim('HR,ContentWriter')).toEqual(['HR', 'ContentWriter']);
  });

  it('drops unknown names and duplicates', () => {
    expect(rolesFromGroupsClaim(['HR', 'Admins', 'HR', 42])).toEqual(['HR']);
    expect(rolesFromGroupsClaim('[Pirate Sales]')).toEqual(['Sales']);
  });

  it('returns no roles for empty or odd claims', () => {
    expect(rolesFromGroupsClaim('[]')).toEqual([]);
    expect(rolesFromGroupsClaim('')).toEqual([]);
    expect(rolesFromGroupsClaim(undefined)).toEqual([]);
    expect(rolesFromGroupsClaim({ HR: true })).toEqual([]);
  });
});
