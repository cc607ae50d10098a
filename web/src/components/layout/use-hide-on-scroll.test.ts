import { describe, expect, it } from 'vitest';
import { nextNavHidden } from './use-hide-on-scroll';

describe('nextNavHidden (SPEC §2: hide past 100 px when scrolling down, show when scrolling up)', () => {
  it('stays visible within the first 100 px', () => {
    expect(nextNavHidden(0, 60, false)).toBe(false);
    expect(nextNavHidden(60, 100, false)).toBe(false);
    expect(nextNavHidden(300, 90, true)).toBe(false);
  });

  it('hides when scrolling down past 100 px and shows again when scrolling up', () => {
    expect(nextNavHidden(100, 101, false)).toBe(true);
    expect(nextNavHidden(400, 500, false)).toBe(true);
    expect(nextNavHidden(500, 480, true)).toBe(false);
  });

  it('keeps its state when the position does not change', () => {
    expect(nextNavHidden(500, 500, true)).toBe(true);
    expect(nextNavHidden(500, 500, false)).toBe(false);
  });
});
