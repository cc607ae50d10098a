import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, startDynalite } from '../../local/dynamo';
import { freePort } from '../../local/ports';

/**
 * The auth step's member check against a real dynalite: roles and
 * revocation come from the record, one GetItem per member per 5 s at most.
 */
type Modules = {
  current: typeof import('./current-member');
  record: typeof import('../data/member-record');
  writes: typeof import('../data/member-record-writes');
  dynamo: typeof import('./dynamo');
};
let m: Modules;
let stopDb: () => Promise<void>;
let dataDir: string;
let getItems = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'member-check-'));
  const db = await startDynalite({ dataDir, port: await freePort() });
  stopDb = db.stop;
  await ensureTable(db.url, 'member-check');
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: db.url,
    TABLE_NAME: 'member-check',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  m = {
    current: await import('./current-member'),
    record: await import('../data/member-record'),
    writes: await import('../data/member-record-writes'),
    dynamo: await import('./dynamo'),
  };
  m.dynamo.dynamo.middlewareStack.add(
    (next, context) => (args) => {
      if (/^Get(Item)?Command$/.test(context.commandName ?? '')) getItems++;
      return next(args);
    },
    { step: 'initialize' },
  );
});
afterAll(async () => {
  await stopDb?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const T0 = 1_700_000_000_000;
const record = (sub: string, over: Partial<import('../data/member-record').MemberRecord> = {}) => ({
  sub,
  email: `${sub}@example.com`,
  roles: ['Sales' as const],
  status: 'CONFIRMED',
  validAfter: 0,
  createdAt: 'x',
  updatedAt: 'x',
  ...over,
});

describe('currentMember', () => {
  it('reads the record once per 5 s per member, and sees a change after at most 5 s', async () => {
    await m.record.putMemberRecord(record('cached'));
    const token = { sub: 'cached', issuedAt: T0 / 1000 - 60 };
    const before = getItems;
    expect((await m.current.currentMember(token, { now: T0 })).roles).toEqual(['Sales']);
    await m.writes.saveMemberRoles(
      { sub: 'cached', email: 'cached@example.com', status: 'CONFIRMED' },
      ['HR'],
      false,
    );
    for (const at of [1, 2_000, 4_999])
      expect((await m.current.currentMember(token, { now: T0 + at })).roles).toEqual(['Sales']);
    expect(getItems - before).toBe(1);
    expect((await m.current.currentMember(token, { now: T0 + 5_000 })).roles).toEqual(['HR']);
    expect(getItems - before).toBe(2);
  });

  it('reads fresh for a token issued after the cached read (a new sign-in sees new roles at once)', async () => {
    await m.record.putMemberRecord(record('resigned'));
    await m.current.currentMember({ sub: 'resigned', issuedAt: T0 / 1000 - 60 }, { now: T0 });
    await m.writes.saveMemberRoles(
      { sub: 'resigned', email: 'x@example.com', status: 'CONFIRMED' },
      ['HR'],
      false,
    );
    const fresh = await m.current.currentMember(
      { sub: 'resigned', issuedAt: T0 / 1000 + 1 },
      { now: T0 + 1_000 },
    );
    expect(fresh.roles).toEqual(['HR']);
  });

  it('reads fresh when asked (member management), whatever the cache holds', async () => {
    await m.record.putMemberRecord(record('fresh'));
    const token = { sub: 'fresh', issuedAt: T0 / 1000 - 60 };
    await m.current.currentMember(token, { now: T0 });
    await m.writes.saveMemberRoles(
      { sub: 'fresh', email: 'fresh@example.com', status: 'CONFIRMED' },
      ['HR'],
      false,
    );
    expect((await m.current.currentMember(token, { now: T0 + 1, fresh: true })).roles).toEqual(['HR']);
  });

  it('refuses a token issued before validAfter, and accepts one issued at or after it', async () => {
    // A change 300 ms into a second refuses tokens of that whole second: `iat` has no milliseconds.
    const now = new Date(T0 - 700);
    await m.record.putMemberRecord(record('revoked'));
    await m.writes.saveMemberRoles(
      { sub: 'revoked', email: 'r@example.com', status: 'CONFIRMED' },
      ['HR'],
      true,
      now,
    );
    const at = (issuedAt: number) => m.current.currentMember({ sub: 'revoked', issuedAt }, { fresh: true });
    await expect(at(T0 / 1000 - 1)).rejects.toMatchObject({ statusCode: 401 });
    expect((await at(T0 / 1000)).roles).toEqual(['HR']);
  });

  it('refuses a deleted member (tombstone), which no lazy creation can overwrite', async () => {
    await m.record.putMemberRecord(record('gone'));
    await m.writes.tombstoneMember('gone', 'gone@example.com');
    await expect(
      m.current.currentMember({ sub: 'gone', issuedAt: T0 }, { fresh: true }),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    // A tombstone is never overwritten by a lazy creation.
    expect(await m.record.putMemberRecordIfAbsent(record('gone'))).toMatchObject({ deleted: true });
  });

  it('marks an invitee active on their first request', async () => {
    await m.record.putMemberRecord(record('invitee', { status: 'FORCE_CHANGE_PASSWORD' }));
    await m.current.currentMember({ sub: 'invitee', issuedAt: T0 }, { fresh: true });
    expect((await m.record.getMemberRecord('invitee'))?.status).toBe('CONFIRMED');
  });
});
