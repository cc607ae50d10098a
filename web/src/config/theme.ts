import { BREAKPOINTS } from '@app/shared/constants';
import { createTheme, type MantineBreakpointsValues } from '@mantine/core';

/** Mantine expresses breakpoints in em (1em = 16px for media queries). */
export function pxToEm(px: number): string {
  return `${px / 16}em`;
}

export const breakpoints: MantineBreakpointsValues = {
  xs: pxToEm(BREAKPOINTS.xs),
  sm: pxToEm(BREAKPOINTS.sm),
  md: pxToEm(BREAKPOINTS.md),
  lg: pxToEm(BREAKPOINTS.lg),
  xl: pxToEm(BREAKPOINTS.xl),
};

/** SPEC §9 custom 768px breakpoint (not a Mantine key) for `@media (min-width: ...)` / `useMediaQuery`. */
export const CUSTOM_BREAKPOINT_PX = BREAKPOINTS.custom;
export const customBreakpoint = pxToEm(CUSTOM_BREAKPOINT_PX);

export const theme = createTheme({
  breakpoints,
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
