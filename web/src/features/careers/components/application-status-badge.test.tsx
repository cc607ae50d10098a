import { APPLICATION_STATUSES } from '@app/shared/careers';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS_COLORS } from './application-status-badge';

describe('application status colours', () => {
  // Job Queries once drew every status in the one default colour: Rejected looked like Hired.
  it('gives every stage its own colour, Hired green and Rejected red', () => {
    const colours = APPLICATION_STATUSES.map((s) => APPLICATION_STATUS_COLORS[s]);
    expect(new Set(colours).size).toBe(APPLICATION_STATUSES.length);
    expect(APPLICATION_STATUS_COLORS.Hired).toBe('green');
    expect(APPLICATION_STATUS_COLORS.Rejected).toBe('red');
  });
});
