import { randomUUID } from 'node:crypto';
import { REVISIONS_KEPT } from '@app/shared/revisions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let revisions: typeof import('@app/services/data/revision');

beforeAll(async () => {
  stack = await startTestStack();
  // Imported after the stack set the endpoints: the data module reads env once, at import.
  revisions = await import('@app/services/data/revision');
});
afterAll(async () => {
  await stack?.dispose();
});

describe('revision history (services/src/data/revision.ts) on dynalite', () => {
  it('keeps the last 50 versions newest first, and deleting the record leaves none', async () => {
    const recordId = randomUUID();
    const base = { kind: 'test', recordId, by: 'a@example.com', at: '2026-11-27T05:00:00.000Z' };
    for (let version = 1; version <= REVISIONS_KEPT + 2; version++)
      await revisions.putRevision({ ...base, version, content: { n: version }, summary: `v${version}` });
    // A retried write of the same version lands on the same item.
    await revisions.putRevision({ ...base, version: 52, content: { n: 52 }, summary: 'v52' });
    const kept = await revisions.listRevisions('test', recordId);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]).toMatchObject({ version: 52, content: { n: 52 }, summary: 'v52', by: base.by });
    expect(kept.at(-1)?.version).toBe(3);
    expect(await revisions.getRevision('test', recordId, 2)).toBeNull();

    await revisions.deleteRevisions('test', recordId);
    expect(await revisions.listRevisions('test', recordId)).toEqual([]);
  });
});
