import { BREAKPOINTS } from '@app/shared/constants';
import { createTheme, type MantineBreakpointsValues, type MantineColorsTuple } from '@mantine/core';

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
const CUSTOM_BREAKPOINT_PX = BREAKPOINTS.custom;
export const customBreakpoint = pxToEm(CUSTOM_BREAKPOINT_PX);

/**
 * Brand indigo. Shade 7 is the primary shade: white text on it and it as text
 * on white both pass WCAG AA (>= 4.5:1), which Mantine's default shade 6 does not.
 */
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dcdfff',
  '#b6bcfb',
  '#8d96f7',
  '#6b75f3',
  '#5560f1',
  '#4953f0',
  '#3a43d6',
  '#323bc0',
  '#2630a9',
];

/** System fonts only: no font downloads, no third-party requests at page load. */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  breakpoints,
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '750' },
  // Close buttons of dialogs and toasts have no text: give them a name (axe button-name). Plain
  // objects, not Modal.extend(), so the theme does not pull the Modal code into the public islands' chunk.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
