import { afterEach, describe, expect, it, vi } from 'vitest';
import { canManageBlogs, isAdminUser, parseStoredUser } from './stored-user';

afterEach(() => vi.restoreAllMocks());

describe('stored user', () => {
  it('parses the stored record', () => {
    expect(parseStoredUser('{"email":"a@b.co","roles":["HR"],"type":"Admin"}')).toEqual({
      email: 'a@b.co',
      roles: ['HR'],
      type: 'Admin',
    });
    expect(parseStoredUser(null)).toBeNull();
  });

  it('only logs a parse failure (SPEC §8) and treats it as signed out', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('"just a string"')).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('recognises the Admin type and who may edit blogs', () => {
    expect(isAdminUser({ email: 'a@b.co', roles: [], type: 'Admin' })).toBe(true);
    expect(isAdminUser({ email: 'a@b.co', roles: ['SuperAdmin'] })).toBe(false);
    expect(canManageBlogs({ email: 'a@b.co', roles: ['ContentWriter'] })).toBe(true);
    expect(canManageBlogs({ email: 'a@b.co', roles: ['Sales'] })).toBe(false);
    // Every staff member is of type Admin: the type alone grants nothing.
    expect(canManageBlogs({ email: 'a@b.co', roles: ['HR'], type: 'Admin' })).toBe(false);
    expect(canManageBlogs({ email: 'a@b.co', roles: ['ContentWriter'], type: 'Admin' })).toBe(true);
    expect(canManageBlogs(null)).toBe(false);
  });
});
