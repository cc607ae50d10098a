import type { Deal } from '@app/shared/schemas/deal';
import { describe, expect, it } from 'vitest';
import { DEAL_CSV_HEAD, dealCsvRow } from './deal-csv';

const deal: Deal = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 2,
  title: 'Capitol Analytics',
  value: 40_000,
  currency: 'USD',
  stage: 'won',
  probability: 100,
  owner: 'sales@example.com',
  createdAt: '2026-09-16T06:00:00.000Z',
  updatedAt: '2026-09-16T07:00:00.000Z',
  createdBy: 'sales@example.com',
  enteredStageAt: '2026-09-16T07:00:00.000Z',
};
const cell = (row: unknown[], name: string) => row[DEAL_CSV_HEAD.indexOf(name)];

describe('deals CSV (issue 27 item 6)', () => {
  it('writes the value in full with its currency, the currency and the raw amount', () => {
    const row = dealCsvRow(deal);
    expect(row).toHaveLength(DEAL_CSV_HEAD.length);
    expect(cell(row, 'Value')).toBe('$40,000');
    expect(cell(row, 'Currency')).toBe('USD');
    expect(cell(row, 'Amount')).toBe(40_000);
  });

  it('reads a deal stored before currencies as rupees', () => {
    const { currency: _, ...old } = deal;
    const row = dealCsvRow({ ...old, value: 150_000 });
    expect(cell(row, 'Value')).toBe('₹1,50,000');
    expect(cell(row, 'Currency')).toBe('INR');
  });
});
