import { describe, expect, it } from 'vitest';
import { validationErrors } from './issues';
import { displayNameSchema, memberFilterSchema, memberInviteSchema, memberListQuerySchema } from './member';

describe('memberInviteSchema', () => {
  it('accepts an e-mail with roles and removes duplicate roles', () => {
    expect(memberInviteSchema.parse({ email: ' HR@Example.com ', roles: ['HR', 'Sales', 'HR'] })).toEqual({
      email: 'hr@example.com',
      roles: ['HR', 'Sales'],
    });
  });

  it('requires an e-mail', () => {
    expect(validationErrors(memberInviteSchema, { email: '', roles: ['HR'] })).toEqual({
      email: 'Email is required.',
    });
    expect(validationErrors(memberInviteSchema, { email: 'hr@x', roles: ['HR'] })).toEqual({
      email: 'Enter valid email',
    });
  });

  it('requires at least one known role', () => {
    expect(validationErrors(memberInviteSchema, { email: 'a@b.co', roles: [] })).toEqual({
      roles: 'Please select at least one role',
    });
    expect(validationErrors(memberInviteSchema, { email: 'a@b.co' })).toEqual({
      roles: 'Please select at least one role',
    });
    expect(validationErrors(memberInviteSchema, { email: 'a@b.co', roles: ['Boss'] })).toEqual({
      'roles.0':
        'Unknown role "Boss". Choose from: HR, Marketing, Sales, Employee, SuperAdmin, Content Writer.',
    });
    expect(memberInviteSchema.parse({ email: 'a@b.co', roles: ['Content Writer'] }).roles).toEqual([
      'ContentWriter',
    ]);
    expect(
      memberInviteSchema.safeParse({ email: 'a@b.co', roles: ['ContentWriter', 'SuperAdmin'] }).success,
    ).toBe(true);
  });
});

describe('memberFilterSchema', () => {
  it('takes an optional search text (e-mail or name fragment) and role', () => {
    expect(memberFilterSchema.parse({})).toEqual({});
    expect(memberFilterSchema.parse({ q: ' Jane ', role: 'HR' })).toEqual({ q: 'Jane', role: 'HR' });
    expect(memberFilterSchema.safeParse({ q: 'x'.repeat(255) }).success).toBe(false);
    expect(memberFilterSchema.safeParse({ role: 'Boss' }).success).toBe(false);
  });
});

describe('memberListQuerySchema', () => {
  it('defaults the page size, treats empty strings as absent and caps the limit', () => {
    expect(memberListQuerySchema.parse({ q: '', role: '' })).toEqual({ limit: 20 });
    expect(memberListQuerySchema.parse({ q: 'Ja', role: 'HR', limit: '5', cursor: 'abc' })).toEqual({
      q: 'Ja',
      role: 'HR',
      limit: 5,
      cursor: 'abc',
    });
    expect(validationErrors(memberListQuerySchema, { limit: '61' })).toEqual({
      limit: 'Limit must be a number from 1 to 60.',
    });
    expect(validationErrors(memberListQuerySchema, { role: 'Pirate' }).role).toContain('Unknown role');
  });
});

describe('displayNameSchema', () => {
  it('takes a person name, trimmed, and refuses links, HTML and overlong names', () => {
    expect(displayNameSchema.parse({ displayName: '  Ananya Rao ' })).toEqual({ displayName: 'Ananya Rao' });
    expect(displayNameSchema.parse({ displayName: "Zoë O'Brien-Núñez" }).displayName).toBe(
      "Zoë O'Brien-Núñez",
    );
    for (const bad of ['', '<b>x</b>', 'visit evil.com', 'a'.repeat(81), '$` onload=x'])
      expect(displayNameSchema.safeParse({ displayName: bad }).success, bad).toBe(false);
  });
});
