import { describe, expect, it } from 'vitest';
import { pickRelated } from './related-posts';

const post = (id: string, industry: string, tags: string[], day: number) => ({
  _id: id,
  industry,
  tags,
  publishAt: `2026-0${day}-01T09:00:00.000Z`,
});

describe('related articles', () => {
  const current = post('now', 'Technology', ['MVP', 'Product strategy'], 9);
  const others = [
    post('same-industry', 'Technology', ['AI'], 2),
    post('two-tags', 'Education', ['mvp', 'Product Strategy'], 1),
    post('one-tag', 'Finance', ['Product strategy'], 5),
    post('nothing-new', 'E-commerce', ['Web'], 8),
    post('nothing-old', 'Healthcare', ['Security'], 3),
  ];

  it('scores shared tags and the industry, ties newest first', () => {
    // two-tags: 4; same-industry: 3; one-tag: 2; then the rest by date.
    expect(pickRelated(current, others, 5).map((p) => p._id)).toEqual([
      'two-tags',
      'same-industry',
      'one-tag',
      'nothing-new',
      'nothing-old',
    ]);
  });

  it('falls back to the latest posts when nothing matches, and never returns the current post', () => {
    const lonely = post('lonely', 'Agriculture', ['Drones'], 9);
    expect(pickRelated(lonely, [...others, lonely], 3).map((p) => p._id)).toEqual([
      'nothing-new',
      'one-tag',
      'nothing-old',
    ]);
    expect(pickRelated(lonely, [lonely], 3)).toEqual([]);
  });
});
