import { DEAL_MESSAGES } from '@app/shared/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';
import type { Json } from './leads-helpers';

/**
 * Deal data (issue 25, finding 7): the probability staff send is the one
 * stored, values are whole units up to the maximum, dates lie within ten
 * years of the stack's today, and an owner is a member who can work deals.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let sales: string;
const tag = Math.random().toString(36).slice(2, 7);
const salesEmail = `deals-data.sales.${tag}@example.com`;
const repEmail = `deals-data.rep.${tag}@example.com`;
const hrEmail = `deals-data.hr.${tag}@example.com`;
/** A pinned instant, so "ten years from today" is the stack's today, not the machine's. */
const PINNED = '2026-10-14T06:00:00.000Z';

beforeAll(async () => {
  stack = await startTestStack();
  stack.setNow(PINNED);
  sales = await createMember(stack, salesEmail, ['Sales']);
  await createMember(stack, repEmail, ['Sales']);
  await createMember(stack, hrEmail, ['HR']);
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

const post = (body: Json) => api(stack, 'POST', '/admin/deals', { token: sales, body });
const patch = (id: string, body: Json) => api(stack, 'PATCH', `/admin/deals/${id}`, { token: sales, body });
const title = (what: string) => `Deal data ${what} ${tag}`;

describe('deal data (issue 25, finding 7)', () => {
  it('stores the probability sent on create, and the stage default only when none is sent', async () => {
    const sent = await post({ title: title('probability'), value: 100000, probability: 55 });
    expect(sent.status).toBe(201);
    expect(sent.json.data.probability).toBe(55);
    const read = await api(stack, 'GET', `/admin/deals/${sent.json.data.id}`, { token: sales });
    expect(read.json.data.probability).toBe(55);
    const zero = await post({ title: title('zero'), probability: 0, stage: 'proposal' });
    expect(zero.json.data.probability).toBe(0);
    const defaulted = await post({ title: title('default'), stage: 'proposal' });
    expect(defaulted.json.data.probability).toBe(40);
  });

  it('takes whole units of the currency up to the maximum', async () => {
    const fraction = await post({ title: title('fraction'), value: 1000.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.json.errors.value).toBeTruthy();
    expect((await post({ title: title('too big'), value: 10_000_000_001 })).status).toBe(400);
    expect((await post({ title: title('max'), value: 10_000_000_000 })).status).toBe(201);
  });

  it('takes close and activity dates within ten years of today only', async () => {
    const far = await post({ title: title('far'), expectedCloseDate: '2206-01-01' });
    expect(far.status).toBe(400);
    expect(far.json.errors.expectedCloseDate).toBe(DEAL_MESSAGES.dateOutOfRange);
    expect((await post({ title: title('past'), expectedCloseDate: '1990-05-01' })).status).toBe(400);
    const near = await post({ title: title('near'), expectedCloseDate: '2035-06-30' });
    expect(near.status).toBe(201);
    const id = near.json.data.id as string;
    const moved = await patch(id, { expectedCloseDate: '2040-01-01', version: 1 });
    expect(moved.status).toBe(400);
    const activity = (at: string) =>
      api(stack, 'POST', `/admin/deals/${id}/activities`, {
        token: sales,
        body: { type: 'call', text: 'Called', at },
      });
    const old = await activity('1999-01-01T10:00:00.000Z');
    expect(old.status).toBe(400);
    expect(old.json.errors.at).toBe(DEAL_MESSAGES.dateOutOfRange);
    expect((await activity('2026-10-13T10:00:00.000Z')).status).toBe(201);
  });

  it('takes as owner only a member whose role can work deals', async () => {
    const hr = await post({ title: title('hr owned'), owner: hrEmail });
    expect(hr.status).toBe(400);
    expect(hr.json.errors.owner).toBe(DEAL_MESSAGES.ownerCannotWorkDeals);
    const rep = await post({ title: title('rep owned'), owner: repEmail });
    expect(rep.status).toBe(201);
    const moved = await patch(rep.json.data.id, { owner: hrEmail, version: 1 });
    expect(moved.status).toBe(400);
    expect(moved.json.errors.owner).toBe(DEAL_MESSAGES.ownerCannotWorkDeals);
  });
});
