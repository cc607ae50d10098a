import { describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/errors';
import { decodeCursor, encodeCursor } from './cursor';

const expect_ = {
  attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  partition: ['gsi1pk', 'LEADS#contact'] as [string, string],
};

describe('page cursors', () => {
  it('round-trips a LastEvaluatedKey', () => {
    const key = { pk: 'LEAD#contact#1', sk: 'LEAD', gsi1pk: 'LEADS#contact', gsi1sk: '2025#1' };
    expect(decodeCursor(encodeCursor(key) ?? undefined, expect_)).toEqual(key);
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, expect_)).toBeUndefined();
  });

  it.each([
    ['garbage', 'not-base64-json'],
    ['another partition', encodeCursor({ pk: 'x', sk: 'y', gsi1pk: 'MEMBERS', gsi1sk: 'z' })],
    ['extra attributes', encodeCursor({ pk: 'x', sk: 'y', gsi1pk: 'LEADS#contact', gsi1sk: 'z', a: 'b' })],
    ['non-string values', encodeCursor({ pk: 1, sk: 'y', gsi1pk: 'LEADS#contact', gsi1sk: 'z' })],
    ['an array', Buffer.from('[]').toString('base64url')],
    [
      'a key over 1,024 bytes',
      encodeCursor({ pk: 'x', sk: 'y', gsi1pk: 'LEADS#contact', gsi1sk: 'é'.repeat(513) }),
    ],
  ])('refuses %s with a 400', (_case, cursor) => {
    expect(() => decodeCursor(cursor ?? '', expect_)).toThrow(ValidationError);
  });
});
