/**
 * Site sections folded into page documents (issue 31): a section key with an
 * entry here is no longer stored on its own. Its values are the object at
 * `path` inside the page document `pageId`, keyed by the section's field
 * names, so SPEC §7's edit-section call, its History and restore and the
 * public GET read and write the page (one source of truth: the page's
 * version and revisions). A key without an entry keeps its section item.
 * The backfill (services/src/data/section-fold-backfill.ts) moves values
 * stored before a key was folded into its page.
 */
import type { SectionValues } from '../site-sections-embed';
import { HOME_FOLDS } from './section-fold-home';
import { OTHER_FOLDS } from './section-fold-other';

import type { SectionFold } from './section-fold-type';

export type { SectionFold };

export const SECTION_FOLDS: Readonly<Record<string, SectionFold>> = { ...HOME_FOLDS, ...OTHER_FOLDS };

export function sectionFold(key: string): SectionFold | undefined {
  return Object.hasOwn(SECTION_FOLDS, key) ? SECTION_FOLDS[key] : undefined;
}

/** A section's fold: every section key has one (section-fold.test.ts), so the section has no storage of its own. */
export function foldOf(key: string): SectionFold {
  const fold = sectionFold(key);
  if (!fold) throw new Error(`Section ${key} is not folded into a page document`);
  return fold;
}

/** The section keys folded into a page (the Pages screen lists the page, not them). */
export function foldedKeysOf(pageId: string): string[] {
  return Object.entries(SECTION_FOLDS)
    .filter(([, f]) => f.pageId === pageId)
    .map(([key]) => key);
}

type Node = Record<string | number, unknown>;

/** The object at `path` inside a document ({} when absent). */
export function objectAt(doc: unknown, path: readonly (string | number)[]): Node {
  let node: unknown = doc;
  for (const step of path) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, step)) return {};
    node = (node as Node)[step];
  }
  return node && typeof node === 'object' ? (node as Node) : {};
}

/** The section's string fields read from a document at the fold's path. */
export function foldedValues(doc: unknown, fold: SectionFold, fields: readonly string[]): SectionValues {
  const at = objectAt(doc, fold.path);
  const values: SectionValues = {};
  for (const f of fields) if (typeof at[f] === 'string') values[f] = at[f] as string;
  return values;
}

/** A copy of `doc` with `values` set into the object at the fold's path (other keys kept). */
export function withFoldedValues<T>(doc: T, fold: SectionFold, values: SectionValues): T {
  const set = (node: unknown, depth: number): unknown => {
    if (depth === fold.path.length) return { ...(node as Node), ...values };
    const step = fold.path[depth] as string | number;
    const copy: Node = Array.isArray(node) ? ([...node] as unknown as Node) : { ...(node as Node) };
    copy[step] = set(copy[step] ?? {}, depth + 1);
    return copy;
  };
  return set(doc, 0) as T;
}
