import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Entity } from 'dynamodb-toolbox/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, startDynalite } from '../../../local/dynamo';
import { freePort } from '../../../local/ports';
import { TODAY_ITEMS } from './today-items';

/**
 * The entity layer against a real dynalite and today's stored items: an item
 * written by the code before it (raw PutItem) reads back as the same record,
 * in its index partition too, and the entity writes exactly that item again
 * (same keys, same `entity`, same storage-only attributes).
 */
let stopDb: () => Promise<void>;
let dataDir: string;
let entities: Record<string, Entity>;
let sdk: typeof import('@aws-sdk/lib-dynamodb');
let dynamo: typeof import('../../lib/dynamo');
let page: typeof import('../index-page');
let toolbox: {
  get: typeof import('dynamodb-toolbox/entity/actions/get').GetItemCommand;
  put: typeof import('dynamodb-toolbox/entity/actions/put').PutItemCommand;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'entities-'));
  const db = await startDynalite({ dataDir, port: await freePort() });
  stopDb = db.stop;
  await ensureTable(db.url, 'entities');
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: db.url,
    TABLE_NAME: 'entities',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  sdk = await import('@aws-sdk/lib-dynamodb');
  dynamo = await import('../../lib/dynamo');
  page = await import('../index-page');
  toolbox = {
    get: (await import('dynamodb-toolbox/entity/actions/get')).GetItemCommand,
    put: (await import('dynamodb-toolbox/entity/actions/put')).PutItemCommand,
  };
  const { leadEntityOf } = await import('./lead');
  await import('../case-study'); // registers the CASE_STUDY store's entity
  const { CONTENT_ENTITIES } = await import('../content-item');
  entities = {
    'lead:contact': leadEntityOf('contact'),
    deal: (await import('./deal')).DealEntity,
    job: (await import('./job-post')).JobEntity,
    application: (await import('./job-application')).ApplicationEntity,
    blog: (await import('./blog')).BlogEntity,
    socialPost: (await import('./social-post')).SocialPostEntity,
    campaign: (await import('./campaign')).CampaignEntity,
    audit: (await import('./audit-entry')).AuditEntity,
    caseStudy: CONTENT_ENTITIES.CASE_STUDY,
    member: (await import('./member')).MemberEntity,
    section: (await import('./site-section')).SectionEntity,
    media: (await import('./media-ref')).MediaRefEntity,
    dealActivity: (await import('./deal-activity')).DealActivityEntity,
    meetingSlot: (await import('./meeting-slot')).MeetingSlotEntity,
  } as unknown as Record<string, Entity>;
});
afterAll(async () => {
  await stopDb?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const rawGet = async (item: Record<string, unknown>) =>
  (
    await dynamo.dynamo.send(
      new sdk.GetCommand({ TableName: 'entities', Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }),
    )
  ).Item;

describe('entity definitions and the items stored before them', () => {
  for (const today of TODAY_ITEMS) {
    it(`${today.entity} (${today.item.pk}): reads today's item as the record and writes the same item`, async () => {
      const entity = entities[today.entity] as Entity;
      expect(entity, today.entity).toBeDefined();
      await dynamo.dynamo.send(new sdk.PutCommand({ TableName: 'entities', Item: today.item }));

      const keyFields = today.entity === 'dealActivity' ? { ...today.record, dealId: 'd1' } : today.record;
      const got = await entity
        .build(toolbox.get)
        .key(keyFields as never)
        .send();
      expect(got.Item).toEqual(today.record);

      const [index, partition, sortPrefix] = today.listed;
      const listed = await page.queryIndexPage({
        entity,
        index: index === 'table' ? undefined : (index as 'gsi1'),
        partition,
        range: sortPrefix ? { beginsWith: sortPrefix } : undefined,
        limit: 50,
      });
      expect(listed.items).toContainEqual(today.record);

      // Storage-only attributes are the module's to set; the entity stores what it is given, keys added.
      const storageOnly = Object.fromEntries(
        ['searchText', 'salesCounted', 'updatedAt', 'expiresAt']
          .filter((k) => k in today.item && !(k in today.record))
          .map((k) => [k, today.item[k]]),
      );
      await dynamo.dynamo.send(
        new sdk.DeleteCommand({ TableName: 'entities', Key: { pk: today.item.pk, sk: today.item.sk } }),
      );
      await entity
        .build(toolbox.put)
        .item({ ...keyFields, ...storageOnly } as never)
        .send();
      expect(await rawGet(today.item)).toEqual(today.item);
    });
  }

  it('reads and lists an item stored without `entity` (a lead from before issue 19)', async () => {
    const record = { id: 'old1', dateRaised: '2025-01-01T00:00:00.000Z', status: 'New', fullName: 'Old' };
    await dynamo.dynamo.send(
      new sdk.PutCommand({
        TableName: 'entities',
        Item: {
          pk: 'LEAD#meeting#old1',
          sk: 'LEAD',
          gsi1pk: 'LEADS#meeting',
          gsi1sk: '2025-01-01T00:00:00.000Z#old1',
          ...record,
        },
      }),
    );
    const { leadEntityOf } = await import('./lead');
    const got = await leadEntityOf('meeting').build(toolbox.get).key({ id: 'old1' }).send();
    expect(got.Item).toEqual(record);
    const listed = await page.queryIndexPage({
      entity: leadEntityOf('meeting') as unknown as Entity,
      index: 'gsi1',
      partition: 'LEADS#meeting',
      limit: 10,
      filters: [{ attr: 'salesCounted', exists: false }],
      maxFilterReads: 1,
    });
    expect(listed.items).toEqual([record]);
  });

  it("counts a slot booked before slots carried an office (no `office`, no `confirmed`) as Noida's", async () => {
    const start = '2026-05-04T04:30:00.000Z';
    await dynamo.dynamo.send(
      new sdk.PutCommand({
        TableName: 'entities',
        Item: {
          pk: `MEETING_SLOT#${start}`,
          sk: 'SLOT',
          gsi1pk: 'MEETING_SLOTS#2026-05',
          gsi1sk: start,
          start,
          end: '2026-05-04T05:00:00.000Z',
          leadId: 'l0',
          bookedAt: '2026-05-01T00:00:00.000Z',
        },
      }),
    );
    const { bookedSlotKeys } = await import('../meeting-slot');
    const booked = await bookedSlotKeys('2026-05-04T00:00:00.000Z', '2026-05-05T00:00:00.000Z');
    expect([...booked]).toEqual([`noida#${start}`]);
  });

  it('a filtered page that fills midway continues after its last item (cursor from the entity keys)', async () => {
    const { MemberEntity } = await import('./member');
    for (const n of [2, 3, 4, 5])
      await MemberEntity.build(toolbox.put)
        .item({
          sub: `u${n}`,
          email: `u${n}@x.io`,
          roles: ['HR'],
          status: 'CONFIRMED',
          validAfter: 0,
        } as never)
        .send();
    const query = {
      entity: MemberEntity as unknown as Entity,
      index: 'gsi1' as const,
      partition: 'MEMBERS',
      oldestFirst: true,
      limit: 2,
      filters: [{ attr: 'roles', contains: 'HR' }],
      maxFilterReads: 5,
      readSize: 100,
    };
    const first = await page.queryIndexPage(query);
    expect(first.items.map((m) => m.sub)).toEqual(['u2', 'u3']);
    const second = await page.queryIndexPage({ ...query, cursor: first.nextCursor ?? undefined });
    expect(second.items.map((m) => m.sub)).toEqual(['u4', 'u5']);
  });
});
