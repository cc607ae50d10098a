import { describe, expect, it } from 'vitest';
import { validationErrors } from './issues';
import { leadListQuerySchema, leadUpdateSchema } from './lead-admin';

describe('leadListQuerySchema', () => {
  it('accepts days and instants, coerces the limit', () => {
    expect(
      leadListQuerySchema.parse({ from: '2025-06-01', to: '2025-06-02T18:29:59.999Z', limit: '20' }),
    ).toEqual({
      from: '2025-06-01',
      to: '2025-06-02T18:29:59.999Z',
      limit: 20,
    });
  });

  it.each([
    [{ from: '2025-02-31' }, 'from'],
    [{ from: '2025-06-03', to: '2025-06-02' }, 'to'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ status: 'Closed' }, 'status'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %o on %s', (input, field) => {
    expect(Object.keys(validationErrors(leadListQuerySchema, input))).toEqual([field]);
  });
});

describe('leadUpdateSchema', () => {
  it('needs a status or a note', () => {
    expect(validationErrors(leadUpdateSchema, {})).toEqual({ status: 'Change the status or add a note.' });
    expect(leadUpdateSchema.parse({ note: '  Called  ' })).toEqual({ note: 'Called' });
    expect(validationErrors(leadUpdateSchema, { note: '   ' })).toEqual({
      note: 'The note cannot be empty.',
    });
  });
});
