import { describe, expect, it } from 'vitest';
import { idView } from './record-view';

describe('idView', () => {
  it('renames _id to id and keeps every other field', () => {
    const view = idView({ _id: 'r1', name: 'Priya', version: 3 });
    expect(view).toEqual({ id: 'r1', name: 'Priya', version: 3 });
    expect('_id' in view).toBe(false);
  });
});
