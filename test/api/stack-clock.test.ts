import { nowMs } from '@app/shared/clock';
import type { OfficeSlot } from '@app/shared/meeting-slots';
import { zonedDay } from '@app/shared/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startFreshTestStack, type TestStack } from '../support/local-stack';

/**
 * The local stack started at another instant (`startLocalStack({ now })`, what
 * LOCAL_NOW does for `npm start`). A stack of its own, not the shared one:
 * the instant applies from the start, before the demo data is seeded, which a
 * running stack cannot show.
 */
const START = '2026-12-24T12:00:00.000Z'; // Thursday; Christmas Day tomorrow
let stack: TestStack;
let stopped = false;

beforeAll(async () => {
  stack = await startFreshTestStack({ now: START });
});
afterAll(async () => {
  if (!stopped) await stack?.dispose();
});

describe('a stack started at a given instant', () => {
  it('runs its handlers from that instant on', async () => {
    const health = await api(stack, 'GET', '/health');
    const at = Date.parse(health.json.data.time);
    expect(at).toBeGreaterThanOrEqual(Date.parse(START));
    expect(at - Date.parse(START)).toBeLessThan(10 * 60_000);
  });

  it('offers meeting times as on that day: nothing on Christmas Day', async () => {
    const slots = (await api(stack, 'GET', '/contact/meeting-slots')).json.data.slots as OfficeSlot[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.start >= '2026-12-24T16:00:00.000Z')).toBe(true); // four hours of notice
    const zone = { noida: 'Asia/Kolkata', washington: 'America/New_York' } as const;
    expect(slots.filter((s) => zonedDay(s.start, zone[s.office]) === '2026-12-25')).toEqual([]);
  });

  it('seeds its demo data relative to that instant', async () => {
    const open = (await api(stack, 'GET', '/careers/openings')).json.data.items as { deadline: string }[];
    expect(open.length).toBeGreaterThan(0);
    for (const job of open) {
      expect(job.deadline > '2026-12-24').toBe(true);
      expect(job.deadline <= '2027-04-24').toBe(true); // 30..120 days after the start
    }
  });

  it('gives the real time back when it stops', async () => {
    expect(Math.abs(nowMs() - Date.parse(START))).toBeLessThan(10 * 60_000); // still the set instant, running on
    await stack.stop();
    stopped = true;
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000);
  });
});
