/**
 * Writes a site section item the way the product stored sections before
 * they were folded into page documents (services/src/data/site-section.ts).
 * Only the local demo seed and the backfill's tests write them: the seed's
 * items are moved into their pages at every local start, as a deployed
 * stage's old items are after its deploy.
 */
import * as clock from '@app/shared/clock';
import type { SectionValues } from '@app/shared/site-sections';
import { SectionEntity } from '../src/data/entities/site-section';
import { putVersioned } from '../src/data/record-version';
import { sectionItems } from '../src/data/site-section';

/** Stores a section item's values if it is still at `expectedVersion` (0 when none); returns the new version. */
export function putLegacySection(
  sectionKey: string,
  values: SectionValues,
  by: string,
  expectedVersion: number,
  now = clock.now(),
): Promise<number> {
  return putVersioned({
    entity: SectionEntity,
    item: { key: sectionKey, values, updatedBy: by, updatedAt: now.toISOString() },
    expected: expectedVersion,
    notFoundMessage: 'This section was not found.',
  });
}

/** The stored items' values and versions, by key. */
export async function legacySections(): Promise<Record<string, { values: SectionValues; version: number }>> {
  const items = await sectionItems();
  return Object.fromEntries(
    items.map((i) => [
      i.key as string,
      { values: (i.values ?? {}) as SectionValues, version: i.version as number },
    ]),
  );
}
