import { describe, expect, it } from 'vitest';
import { breakpoints, customBreakpoint, pxToEm, theme } from './theme';

describe('theme', () => {
  it('uses the SPEC §9 breakpoints in em', () => {
    expect(breakpoints).toEqual({ xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' });
    expect(theme.breakpoints).toEqual(breakpoints);
    expect(customBreakpoint).toBe('48em');
    expect(pxToEm(768)).toBe('48em');
  });
});
