/**
 * Generations of the data the public pages are rendered from, so concurrent
 * writers never leave a page showing old data (S3 and s3rver have no
 * conditional writes, so pages cannot be patched safely; they are rendered
 * whole from stored data, and these items say whether a render saw the
 * latest data).
 *
 * - Source `<name>` (testimonials, blogs, case-studies, jobs, work):
 *   `pk = PAGEGEN#<name>`, `sk = SOURCE`, `gen` bumped by an atomic ADD after
 *   every stored change (before the page render), `changedAt`.
 * - Page group `<name>` (home, about-us, blog-lists, ...): `pk = PAGEGEN#<name>`,
 *   `sk = RENDERED`, the source generations its last complete render read
 *   and when it finished. The site-maintenance sweep re-renders a group whose
 *   sources moved on since, or changed shortly before it rendered (a global
 *   secondary index may lag a moment behind the table in AWS).
 */

import * as clock from '@app/shared/clock';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

export const PAGE_SOURCES = [
  'testimonials',
  'blogs',
  'case-studies',
  'jobs',
  'work',
  'pages',
  /** What every page's footer shows (the offices' contact cards). */
  'site',
] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];
export type Generations = Partial<Record<PageSource, { gen: number; changedAt: string }>>;

const sourceKey = (source: string) => ({ pk: key('PAGEGEN', source), sk: 'SOURCE' });
const groupKey = (group: string) => ({ pk: key('PAGEGEN', group), sk: 'RENDERED' });

/** Records that a source's data changed (call after the change is stored, before rendering). */
export async function bumpSource(source: PageSource, now = clock.now()): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: sourceKey(source),
      UpdateExpression: 'ADD gen :one SET changedAt = :now, entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString(), ':entity': 'page-source' },
    }),
  );
}

/** The current generations of some sources, read consistently (missing: generation 0). */
export async function readGenerations(sources: readonly PageSource[]): Promise<Generations> {
  const out: Generations = {};
  for (const s of sources) out[s] = { gen: 0, changedAt: '' };
  let keys: Record<string, unknown>[] | undefined = sources.map(sourceKey);
  for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
    const result: BatchGetCommandOutput = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[TABLE_NAME] ?? []) {
      const source = String(item.pk).slice('PAGEGEN#'.length) as PageSource;
      out[source] = { gen: Number(item.gen ?? 0), changedAt: String(item.changedAt ?? '') };
    }
    keys = result.UnprocessedKeys?.[TABLE_NAME]?.Keys;
  }
  return out;
}

export function sameGenerations(a: Generations, b: Generations): boolean {
  return PAGE_SOURCES.every((s) => (a[s]?.gen ?? 0) === (b[s]?.gen ?? 0));
}

export async function markRendered(group: string, gens: Generations, now = clock.now()): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...groupKey(group), entity: 'page-group', gens, renderedAt: now.toISOString() },
    }),
  );
}

export async function readRendered(
  groups: readonly string[],
): Promise<Record<string, { gens: Generations; renderedAt: string } | undefined>> {
  const out: Record<string, { gens: Generations; renderedAt: string } | undefined> = {};
  let keys: Record<string, unknown>[] | undefined = groups.map(groupKey);
  for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
    const result: BatchGetCommandOutput = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[TABLE_NAME] ?? []) {
      out[String(item.pk).slice('PAGEGEN#'.length)] = {
        gens: (item.gens ?? {}) as Generations,
        renderedAt: String(item.renderedAt ?? ''),
      };
    }
    keys = result.UnprocessedKeys?.[TABLE_NAME]?.Keys;
  }
  return out;
}
