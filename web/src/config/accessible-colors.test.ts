import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors, contrast, readable } from './accessible-colors';
import { theme } from './theme';

describe('accessible colours', () => {
  it('gives every palette colour AA contrast where Mantine uses it', () => {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const { light } = accessibleColors(full);
    for (const [name, shades] of Object.entries(full.colors)) {
      expect(
        contrast(light[`--mantine-color-${name}-filled`] as string, '#ffffff'),
        name,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(light[`--mantine-color-${name}-light-color`] as string, shades[1] as string),
        name,
      ).toBeGreaterThanOrEqual(4.5);
      // A hovered light button: the same text on the -light-hover background (shade 2). The
      // brand's "Open" in a list row read 3.9:1 there (admin-layout, the pointer left over it).
      expect(
        contrast(light[`--mantine-color-${name}-light-color`] as string, shades[2] as string),
        `${name} hovered`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(light[`--mantine-color-${name}-text`] as string, '#ffffff'),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    }
    expect(light['--mantine-color-dimmed']).toBe(full.colors.gray[7]);
  });

  it('keeps a shade that already passes and darkens past shade 9 only when needed', () => {
    const brand = theme.colors?.brand as readonly string[];
    expect(readable(brand, 7, '#ffffff')).toBe(brand[7]);
    const yellow = DEFAULT_THEME.colors.yellow;
    const darker = readable(yellow, 7, yellow[1]);
    expect(yellow).not.toContain(darker);
    expect(contrast(darker, yellow[1])).toBeGreaterThanOrEqual(4.5);
  });
});
