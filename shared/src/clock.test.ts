import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockIsSet, now, nowMs, setClock } from './clock';

afterEach(() => {
  vi.unstubAllEnvs();
  setClock(null);
});

describe('clock', () => {
  it('reads the real time until it is set', () => {
    const before = Date.now();
    const at = nowMs();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(clockIsSet()).toBe(false);
  });

  it('runs on from a set instant and goes back to real time on null', async () => {
    setClock('2026-11-27T09:00:00Z');
    expect(clockIsSet()).toBe(true);
    const first = nowMs();
    expect(first - Date.parse('2026-11-27T09:00:00Z')).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(now().getTime()).toBeGreaterThanOrEqual(first + 15);
    setClock(null);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(5);
    expect(clockIsSet()).toBe(false);
  });

  it('accepts a Date or epoch milliseconds and refuses a non-instant', () => {
    setClock(new Date('2026-12-25T00:00:00Z'));
    expect(now().toISOString().slice(0, 10)).toBe('2026-12-25');
    setClock(Date.parse('2026-03-08T07:00:00Z'));
    expect(now().toISOString().slice(0, 13)).toBe('2026-03-08T07');
    expect(() => setClock('not a date')).toThrow(RangeError);
  });

  it('cannot be set inside a Lambda', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'site-prod-leads');
    expect(() => setClock('2026-11-27T09:00:00Z')).toThrow(/Lambda/);
    expect(() => setClock(null)).toThrow(/Lambda/);
    expect(clockIsSet()).toBe(false);
  });
});
