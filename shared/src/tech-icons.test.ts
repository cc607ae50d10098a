import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { TECH_ICONS, techMark } from './tech-icons';

const byPath = new Map(Object.values(simpleIcons).map((icon) => [icon.path, icon.hex]));

describe('tech icons', () => {
  it('copies each mark from simple-icons exactly (path and colour)', () => {
    for (const [name, mark] of Object.entries(TECH_ICONS)) expect(byPath.get(mark.path), name).toBe(mark.hex);
  });

  it('picks a mark by the lowercase, trimmed name and a neutral one for an unknown name', () => {
    expect(techMark(' Next.JS ')).toBe(TECH_ICONS['next.js']);
    expect(techMark('Cobol').hex).toBe('868E96');
    expect(techMark('constructor').hex).toBe('868E96');
  });
});
