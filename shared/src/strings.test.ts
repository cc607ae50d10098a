import { describe, expect, it } from 'vitest';
import { trimChar, trimEndChar, withoutTrailingSlash } from './strings';

describe('trimming without regexes', () => {
  it('trims a trailing run only', () => {
    expect(trimEndChar('a//', '/')).toBe('a');
    expect(trimEndChar('/a/b', '/')).toBe('/a/b');
    expect(trimEndChar('///', '/')).toBe('');
    expect(trimEndChar('', '/')).toBe('');
  });
  it('trims both ends', () => {
    expect(trimChar('--a-b--', '-')).toBe('a-b');
    expect(trimChar('----', '-')).toBe('');
  });
  it('keeps the root path', () => {
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('///')).toBe('/');
    expect(withoutTrailingSlash('/admin/')).toBe('/admin');
  });
  it('is linear on a long run that does not reach the end', () => {
    const hostile = `${'/'.repeat(200_000)}x`;
    expect(trimEndChar(hostile, '/')).toBe(hostile);
    expect(trimChar(hostile, '/')).toBe('x');
  });
});
