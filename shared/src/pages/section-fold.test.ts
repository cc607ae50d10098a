import { describe, expect, it } from 'vitest';
import { SECTION_DEFS, SECTION_KEYS } from '../site-sections';
import { pageById } from './registry';
import { foldedValues, foldOf, SECTION_FOLDS } from './section-fold';

describe('section folds', () => {
  it('fold every site section into a page document, so no section has storage of its own', () => {
    expect(Object.keys(SECTION_FOLDS).sort()).toEqual([...SECTION_KEYS].sort());
    expect(() => foldOf('about.nothing')).toThrow();
  });

  it("point at an object of the page's seed holding each of the section's fields as text", () => {
    for (const def of SECTION_DEFS) {
      const fold = foldOf(def.key);
      const seed = pageById(fold.pageId)?.seed;
      expect(seed, def.key).toBeDefined();
      const names = def.fields.map((f) => f.name);
      expect(Object.keys(foldedValues(seed, fold, names)).sort(), def.key).toEqual([...names].sort());
    }
  });

  it('fold each industry into its own entry of the industries page, in SPEC §9 order', () => {
    expect(SECTION_FOLDS['industry.real-estate']).toEqual({ pageId: 'industries', path: ['industries', 6] });
    expect(foldedValues(pageById('industries')?.seed, foldOf('industry.other'), ['description'])).toEqual({
      description: 'Have a different sector? We adapt our delivery process to your domain.',
    });
  });
});
