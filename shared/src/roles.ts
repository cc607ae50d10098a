/**
 * The six member roles of SPEC §6. A Cognito group name may not contain a
 * space, so "Content Writer" is stored as the group `ContentWriter`; the label
 * keeps the spec's wording for the UI.
 */
export const ROLES = ['HR', 'Marketing', 'Sales', 'Employee', 'SuperAdmin', 'ContentWriter'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  HR: 'HR',
  Marketing: 'Marketing',
  Sales: 'Sales',
  Employee: 'Employee',
  SuperAdmin: 'SuperAdmin',
  ContentWriter: 'Content Writer',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Reads `cognito:groups` as it arrives: an array in a raw ID token, or the
 * string "[HR Sales]" that API Gateway's JWT authorizer passes for array
 * claims. Unknown group names are dropped rather than trusted.
 */
export function rolesFromGroupsClaim(claim: unknown): Role[] {
  let names: unknown[] = [];
  if (Array.isArray(claim)) names = claim;
  else if (typeof claim === 'string') {
    const trimmed = claim.trim().replace(/^\[/, '').replace(/\]$/, '');
    names = trimmed.split(/[\s,]+/).filter(Boolean);
  }
  return [...new Set(names.filter(isRole))];
}
