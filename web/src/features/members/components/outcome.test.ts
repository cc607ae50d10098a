import { MESSAGES } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { failureText } from './outcome';

const INVITE = { failed: MESSAGES.failedToSendInvitation, error: MESSAGES.errorSendingInvitation };
const ROLES = { failed: MESSAGES.failedToUpdateRoles, error: MESSAGES.errorUpdatingRoles };
const DELETE = { failed: MESSAGES.failedToDeleteMember, error: MESSAGES.errorDeletingMember };

describe('member action failure texts (SPEC §8)', () => {
  it("says 'Failed to …' when the server answered with an error of its own", () => {
    expect(failureText(new ApiError(500, 'boom', { hasServerMessage: true }), INVITE)).toBe(
      'Failed to send invitation',
    );
    expect(failureText(new ApiError(503, 'x'), ROLES)).toBe('Failed to update roles');
    expect(failureText(new ApiError(502, 'proxy page'), DELETE)).toBe('Failed to delete member');
  });

  it("says 'Error …' when the call itself failed", () => {
    expect(failureText(new NetworkError(new TypeError('offline')), INVITE)).toBe('Error sending invitation');
    expect(failureText(new TypeError('bug'), ROLES)).toBe('Error updating roles');
    expect(failureText(new NetworkError(), DELETE)).toBe('Error deleting member');
  });

  it("shows the server's own explanation of a refusal (409, 400)", () => {
    const conflict = new ApiError(409, 'A member with this e-mail already exists.', {
      hasServerMessage: true,
    });
    expect(failureText(conflict, INVITE)).toBe('A member with this e-mail already exists.');
    const last = new ApiError(409, 'The last SuperAdmin cannot be removed.', { hasServerMessage: true });
    expect(failureText(last, DELETE)).toBe('The last SuperAdmin cannot be removed.');
  });
});
