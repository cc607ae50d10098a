/**
 * Reads of site sections, which are folded into page documents
 * (shared/src/pages/section-fold.ts): a key's values and version are its
 * page's. The old section items (site-section.ts) are only read by the
 * backfill (section-fold-backfill.ts).
 */

import { pageById } from '@app/shared/pages/registry';
import { foldedValues, SECTION_FOLDS, type SectionFold } from '@app/shared/pages/section-fold';
import { type SectionValues, type SiteSections, sectionDef } from '@app/shared/site-sections';
import { getPageDocument, type PageDocument } from './page-doc';

export const fieldNamesOf = (key: string) => (sectionDef(key)?.fields ?? []).map((f) => f.name);

/** The section's values as its page shows them (every field). */
export function foldedFull(key: string, fold: SectionFold, content: unknown): SectionValues {
  return foldedValues(content, fold, fieldNamesOf(key));
}

/** The seed's values of a folded section (what "empty" falls back to). */
export function foldedSeed(key: string, fold: SectionFold): SectionValues {
  return foldedFull(key, fold, pageById(fold.pageId)?.seed);
}

/** Only the fields that differ from the seed: a section's overrides, as its editor and History read them. */
export function overridesOf(key: string, fold: SectionFold, content: unknown): SectionValues {
  const seed = foldedSeed(key, fold);
  return Object.fromEntries(Object.entries(foldedFull(key, fold, content)).filter(([f, v]) => v !== seed[f]));
}

/** The documents of every page some section folds into (one GetItem per page; `draft` in place of its page's). */
async function foldedPages(draft?: PageDocument): Promise<Map<string, PageDocument>> {
  const ids = [...new Set(Object.values(SECTION_FOLDS).map((f) => f.pageId))];
  const docs = await Promise.all(ids.map((id) => (id === draft?.id ? draft : getPageDocument(id))));
  return new Map(docs.map((d) => [d.id, d]));
}

/**
 * What the public pages show over their built-in text, by key: each
 * section's fields that differ from its page's seed (left out when none, as
 * a reset section always was). Every section is folded (section-fold.test.ts).
 * A share preview passes the draft document, read in place of its live one.
 */
export async function publicSections(draft?: PageDocument): Promise<SiteSections> {
  const pages = await foldedPages(draft);
  const sections: SiteSections = {};
  for (const [key, fold] of Object.entries(SECTION_FOLDS)) {
    const doc = pages.get(fold.pageId);
    const values = doc ? overridesOf(key, fold, doc.content) : {};
    if (Object.keys(values).length > 0) sections[key] = values;
  }
  return sections;
}

/** A section as the staff screens edit it: its overrides and its page's version (0 = never saved). */
export interface SectionRecord {
  values: SectionValues;
  version: number;
}

/** Every section with its page's version for the staff screens. */
export async function editableSections(): Promise<Record<string, SectionRecord>> {
  const pages = await foldedPages();
  const records: Record<string, SectionRecord> = {};
  for (const [key, fold] of Object.entries(SECTION_FOLDS)) {
    const doc = pages.get(fold.pageId);
    if (doc) records[key] = { values: overridesOf(key, fold, doc.content), version: doc.version };
  }
  return records;
}
