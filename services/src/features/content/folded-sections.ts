/**
 * SPEC §7's edit-section call on a section folded into a page document
 * (shared/src/pages/section-fold.ts): a save, reset or restore is a save of
 * the page (its version, 409 when stale; its schema and fixed texts; a
 * revision on the page; the page rendered again), and the section's History
 * is the page's revisions, read at the section's path.
 */
import { pageById } from '@app/shared/pages/registry';
import { type SectionFold, withFoldedValues } from '@app/shared/pages/section-fold';
import { changeSummary, REVISION_TEXTS } from '@app/shared/revisions';
import { type SectionValues, sectionDef } from '@app/shared/site-sections';
import { getPageDocument, PAGE_REVISION_KIND } from '../../data/page-doc';
import { staleVersion } from '../../data/record-version';
import { getRevision, listRevisions } from '../../data/revision';
import { foldedSeed, overridesOf } from '../../data/section-fold';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { checkedContent, store } from './page-handlers';

function pageOf(fold: SectionFold) {
  const entry = pageById(fold.pageId);
  if (!entry) throw new NotFoundError('This page was not found.');
  return entry;
}

/** A page's field errors (`content.about.body`) as the section form's (`values.body`). */
function asSectionErrors(error: unknown, fold: SectionFold): never {
  if (!(error instanceof ValidationError) || !error.errors) throw error;
  const prefix = ['content', ...fold.path].join('.');
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([k, v]) => [
      k.startsWith(`${prefix}.`) ? `values.${k.slice(prefix.length + 1)}` : k,
      v,
    ]),
  );
  throw new ValidationError(error.message, errors);
}

/**
 * Stores a folded section's overrides ({} = the built-in text) into its page
 * if the page is still at `expected`; answers as the section call always has.
 */
export async function storeFoldedSection(
  key: string,
  fold: SectionFold,
  values: SectionValues,
  expected: number,
  by: string,
  summary?: string,
) {
  const entry = pageOf(fold);
  const current = await getPageDocument(entry.id);
  if (current.version !== expected) throw staleVersion();
  const next = withFoldedValues(current.content, fold, { ...foldedSeed(key, fold), ...values });
  let content: ReturnType<typeof checkedContent>;
  try {
    content = checkedContent(entry, next);
  } catch (error) {
    asSectionErrors(error, fold);
  }
  const labels = Object.fromEntries((sectionDef(key)?.fields ?? []).map((f) => [f.name, f.label]));
  const line =
    summary ??
    changeSummary(overridesOf(key, fold, current.content), overridesOf(key, fold, content), labels);
  const saved = await store(entry, content, expected, by, `${sectionDef(key)?.title ?? key}: ${line}`);
  return { key, values: overridesOf(key, fold, saved.content), version: saved.version };
}

/** The page's revisions that changed the section (and the oldest), its values as overrides. */
export async function foldedRevisions(key: string, fold: SectionFold) {
  const items = await listRevisions(PAGE_REVISION_KIND, fold.pageId);
  // The page's History names the section; the section's own History need not.
  const prefix = `${sectionDef(key)?.title ?? key}: `;
  const read = items.map((r) => ({
    ...r,
    summary: r.summary.startsWith(prefix) ? r.summary.slice(prefix.length) : r.summary,
    content: overridesOf(key, fold, r.content),
  }));
  // Newest first: a revision shows when its section values differ from the one before it.
  return read.filter((r, i) => {
    const older = read[i + 1];
    return !older || JSON.stringify(older.content) !== JSON.stringify(r.content);
  });
}

/** A kept page revision's section values saved as the page's next version. */
export async function restoreFoldedSection(
  key: string,
  fold: SectionFold,
  revision: number,
  expected: number,
  by: string,
) {
  const kept = await getRevision(PAGE_REVISION_KIND, fold.pageId, revision);
  if (!kept) throw new NotFoundError(REVISION_TEXTS.unknownRevision);
  const values = overridesOf(key, fold, kept.content);
  return storeFoldedSection(key, fold, values, expected, by, REVISION_TEXTS.restored(revision));
}
