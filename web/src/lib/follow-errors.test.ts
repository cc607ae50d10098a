import { describe, expect, it } from 'vitest';
import { changedFields, followErrors } from './follow-errors';

describe('followErrors', () => {
  it('drops an error once its field is valid, by any change; keeps and updates one still wrong', () => {
    const shown = { text: '10 over X’s limit of 280', postUrl: 'Required' };
    // The network changed (not the text) and the text now fits: its error goes.
    expect(followErrors(shown, { postUrl: 'Required' }, new Set(['network']), new Set())).toEqual({
      postUrl: 'Required',
    });
    // Still too long after an edit: stays, with the current count.
    expect(followErrors(shown, { text: '5 over X’s limit of 280' }, new Set(['text']), new Set())).toEqual({
      text: '5 over X’s limit of 280',
    });
  });

  it('keeps a server-only error until its own field changes, and adds none', () => {
    const shown = { slug: 'This slug is taken.' };
    expect(followErrors(shown, { title: 'Required' }, new Set(['title']), new Set(['slug']))).toEqual(shown);
    expect(followErrors(shown, {}, new Set(['slug']), new Set(['slug']))).toEqual({});
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual(new Set(['b']));
  });
});
