import { describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/errors';
import { KEY_TOO_LONG_MESSAGE, key, MAX_KEY_BYTES } from './table';

describe('key()', () => {
  it('joins parts with #', () => {
    expect(key('BLOG_SLUG', 'a-post')).toBe('BLOG_SLUG#a-post');
  });

  it('refuses a key over DynamoDB’s sort-key limit as a 400, counting UTF-8 bytes', () => {
    expect(key('S', 'a'.repeat(MAX_KEY_BYTES - 2))).toHaveLength(MAX_KEY_BYTES);
    expect(() => key('S', 'a'.repeat(MAX_KEY_BYTES - 1))).toThrow(KEY_TOO_LONG_MESSAGE);
    // 400 characters, 1,200 bytes.
    expect(() => key('S', '€'.repeat(400))).toThrow(ValidationError);
  });
});
