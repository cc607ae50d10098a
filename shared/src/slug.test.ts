import { describe, expect, it } from 'vitest';
import { INVALID_SLUG_MESSAGE, isValidSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Trim Me  ', 'trim-me'],
    ['MVP Development: A Guide!', 'mvp-development-a-guide'],
    ['multiple   spaces\tand\nlines', 'multiple-spaces-and-lines'],
    ['a -- b', 'a-b'],
    ['a---b', 'a-b'],
    ['AI & ML in 2024', 'ai-ml-in-2024'],
    ['-leading and trailing-', 'leading-and-trailing'],
    ['Café Déjà Vu', 'cafe-deja-vu'],
    ['snake_case_words', 'snakecasewords'],
    ['already-a-slug', 'already-a-slug'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('produces slugs that pass validation', () => {
    for (const text of ['What is an MVP?', ' -- Cloud -- Engineering -- ', 'Top 10 (UI/UX) tips']) {
      expect(isValidSlug(slugify(text))).toBe(true);
    }
  });
});

describe('isValidSlug', () => {
  it.each(['a', 'hello-world', 'top-10-tips', '2024'])('accepts %j', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each(['', 'Hello', 'hello--world', '-hello', 'hello-', 'hello world', 'hello_world', 'héllo', 42])(
    'rejects %j',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );

  it('exposes the spec message', () => {
    expect(INVALID_SLUG_MESSAGE).toBe('Invalid slug. Please enter a valid URL slug.');
  });
});
