import { describe, expect, it } from 'vitest';
import { AttemptLimiter, LOCKOUT } from './cognito-attempts';

describe('AttemptLimiter (the local stack guessing limits)', () => {
  it('locks after 5 wrong answers for 15 minutes, per user', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(() => now);
    for (let i = 0; i < LOCKOUT.attempts - 1; i++) limiter.fail('a');
    expect(limiter.locked('a')).toBe(false);
    limiter.fail('a');
    expect(limiter.locked('a')).toBe(true);
    expect(limiter.locked('b')).toBe(false);
    now += LOCKOUT.ms - 1;
    expect(limiter.locked('a')).toBe(true);
    now += 1;
    expect(limiter.locked('a')).toBe(false);
    // After the lock the count starts again.
    limiter.fail('a');
    expect(limiter.locked('a')).toBe(false);
  });

  it('a right answer clears the count', () => {
    const limiter = new AttemptLimiter(() => 0);
    for (let i = 0; i < LOCKOUT.attempts - 1; i++) limiter.fail('a');
    limiter.succeed('a');
    limiter.fail('a');
    expect(limiter.locked('a')).toBe(false);
  });
});
