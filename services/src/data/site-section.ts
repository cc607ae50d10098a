/**
 * Site sections: one item per edited section, `pk = SECTION#<key>`,
 * `sk = SECTION`, listed on gsi1 `SECTIONS` by key (a handful of items, read
 * in one Query). Only staff overrides are stored; absent fields show the
 * page's built-in text (shared/src/site-sections.ts).
 *
 * Each item carries a record version (record-version.ts). A reset keeps the
 * item with no values (and the next version) instead of deleting it, so an
 * editor still holding an older version gets a 409 instead of overwriting
 * the reset; public reads skip such empty items.
 */

import * as clock from '@app/shared/clock';
import type { SectionValues, SiteSections } from '@app/shared/site-sections';
import { SectionEntity, sectionKeys } from './entities/site-section';
import { queryIndexPage } from './index-page';
import { putVersioned, versionOf } from './record-version';

/** A section as staff edit it: its overrides and record version (0 = never saved). */
export interface SectionRecord {
  values: SectionValues;
  version: number;
}

export async function sectionItems() {
  const page = await queryIndexPage({
    entity: SectionEntity,
    index: 'gsi1',
    partition: sectionKeys.listPk,
    limit: 100,
    oldestFirst: true,
  });
  return page.items;
}

/** The overrides public pages show, by section key (reset sections left out). */
export async function allSections(): Promise<SiteSections> {
  const sections: SiteSections = {};
  for (const item of await sectionItems()) {
    const values = (item.values ?? {}) as SectionValues;
    if (Object.keys(values).length > 0) sections[item.key as string] = values;
  }
  return sections;
}

/** Every stored section with its version, for the staff screens. */
export async function sectionRecords(): Promise<Record<string, SectionRecord>> {
  const records: Record<string, SectionRecord> = {};
  for (const item of await sectionItems()) {
    records[item.key as string] = { values: (item.values ?? {}) as SectionValues, version: versionOf(item) };
  }
  return records;
}

/**
 * Stores a section's overrides ({} = back to the built-in text) if it is still
 * at `expectedVersion` (0 when never saved); returns the new version.
 */
export function putSection(
  sectionKey: string,
  values: SectionValues,
  by: string,
  expectedVersion: number,
  now = clock.now(),
): Promise<number> {
  return putVersioned({
    entity: SectionEntity,
    item: {
      key: sectionKey,
      values,
      updatedBy: by,
      updatedAt: now.toISOString(),
    },
    expected: expectedVersion,
    notFoundMessage: 'This section was not found.',
  });
}
