import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { notifyApiError } from './notify-api-error';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

beforeEach(() => show.mockReset());

describe('notifyApiError', () => {
  it('shows the server message in a red toast', () => {
    notifyApiError(
      new ApiError(409, 'Member already exists', { hasServerMessage: true }),
      'Failed to send invitation',
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'Member already exists' }),
    );
  });

  it('uses the fallback when the server sent no message or the error is unknown', () => {
    notifyApiError(new ApiError(502, 'generic'), 'Failed to send invitation');
    notifyApiError(new Error('boom'), 'Delete failed');
    expect(show.mock.calls.map(([n]) => n.message)).toEqual(['Failed to send invitation', 'Delete failed']);
  });

  it('explains network failures and ignores aborts', () => {
    notifyApiError(new NetworkError(), 'Delete failed');
    notifyApiError(new DOMException('aborted', 'AbortError'), 'Delete failed');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0].message).toMatch(/Could not reach the server/);
  });
});
