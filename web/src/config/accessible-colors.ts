import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

/**
 * WCAG 2.1 AA contrast for every Mantine colour the admin and the public
 * islands use (issue 13: every admin screen failed axe's color-contrast).
 * Mantine's light scheme puts, for instance, green-9 text on a green-1 badge
 * (3.9:1) and white on red-7 buttons (4.3:1); AA asks 4.5:1 for small text.
 * For each palette colour this picks the first shade (darkening past shade 9
 * when needed) that reaches 4.5:1 where it is used:
 * - `-filled` (and `-filled-hover`): under white text (buttons, filled badges);
 * - `-light-color`: text on the `-light` background (light badges, alerts) and on the
 *   darker `-light-hover` one (a hovered light button), so on shade 2;
 * - `-text`: coloured text on white (Text c="red", errors);
 * and sets dimmed text to gray 7.
 */
const AA = 4.5;

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const f = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** The first of `shades` (then shade 9 darkened step by step) with AA contrast against `against`. */
export function readable(shades: readonly string[], from: number, against: string): string {
  for (let i = from; i < shades.length; i++) {
    const shade = shades[i] as string;
    if (contrast(shade, against) >= AA) return shade;
  }
  let color = rgb(shades[shades.length - 1] as string);
  for (let step = 0; step < 20 && contrast(toHex(color), against) < AA; step++)
    color = color.map((v) => v * 0.92) as Rgb;
  return toHex(color);
}

const isHexPalette = (shades: readonly string[]) => shades.every((s) => /^#[0-9a-f]{6}$/i.test(s));

export const accessibleColors: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': theme.colors.gray[7] };
  const primaryShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!isHexPalette(shades)) continue;
    const filled = readable(shades, primaryShade, '#ffffff');
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = readable(shades, shades.indexOf(filled) + 1, '#ffffff');
    light[`--mantine-color-${name}-light-color`] = readable(shades, 7, shades[2] as string);
    light[`--mantine-color-${name}-text`] = readable(shades, primaryShade, '#ffffff');
  }
  light['--mantine-color-error'] = light['--mantine-color-red-text'] as string;
  return { variables: {}, light, dark: {} };
};
