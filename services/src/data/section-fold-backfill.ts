/**
 * Moves section values stored before their key was folded into a page
 * document (shared/src/pages/section-fold.ts) into that page: the stored
 * fields over the page's current ones, saved as the page's next version with
 * a revision ("Moved from the site section …"), then the section item marked
 * `foldedAt` (conditional on its version and on no mark yet). Idempotent:
 * a page that already holds the values is not written again, a marked item
 * is skipped, and of two runs at once one page write wins (versioned put;
 * the other re-reads, finds the values there and only marks). If a run stops
 * between the page write and the mark, the next run finds the values in the
 * page and marks. Nothing is deleted: the item keeps its values.
 * Runs in site maintenance: after every deploy (in AWS the CDK Trigger, and
 * at every local start) before the pages render, and in every sweep
 * (one Query of the handful of section items).
 */
import * as clock from '@app/shared/clock';
import { pageById } from '@app/shared/pages/registry';
import { sectionFold, withFoldedValues } from '@app/shared/pages/section-fold';
import { type SectionValues, sectionDef } from '@app/shared/site-sections';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError } from '../lib/errors';
import { sectionKeys } from './entities/site-section';
import { contentOf, getPageDocument, putPageDocument } from './page-doc';
import { bumpSource } from './page-generation';
import { foldedFull } from './section-fold';
import { sectionItems } from './site-section';

export const FOLD_BACKFILL_TEXTS = {
  by: 'Site sections backfill',
  summary: (title: string) => `Moved from the site section “${title}”`,
} as const;

/** Writes the values into the page unless it holds them already; true when it wrote. */
async function moveIntoPage(key: string, values: SectionValues, by: string, now: Date): Promise<boolean> {
  const fold = sectionFold(key);
  const entry = fold && pageById(fold.pageId);
  if (!fold || !entry) return false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const doc = await getPageDocument(entry.id);
    const before = foldedFull(key, fold, doc.content);
    const after = { ...before, ...values };
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    const content = contentOf(entry, withFoldedValues(doc.content, fold, after));
    const summary = FOLD_BACKFILL_TEXTS.summary(sectionDef(key)?.title ?? key);
    try {
      await putPageDocument(doc, content, by, summary, now);
      return true;
    } catch (error) {
      // Another run (or a member) saved the page first: read it again.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new Error(`The page of section ${key} kept changing; the next maintenance run moves it.`);
}

async function markFolded(key: string, version: number, now: Date): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: sectionKeys.pk(key), sk: sectionKeys.sk },
        UpdateExpression: 'SET foldedAt = :at',
        ConditionExpression: '#v = :v AND attribute_not_exists(foldedAt)',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':at': now.toISOString(), ':v': version },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Moves every unmoved folded section; returns how many page writes it made. */
export async function backfillSectionFolds(now = clock.now()): Promise<number> {
  let moved = 0;
  for (const item of await sectionItems()) {
    const key = item.key as string;
    if (!sectionFold(key) || item.foldedAt) continue;
    const values = (item.values ?? {}) as SectionValues;
    const by = (item.updatedBy as string | undefined) || FOLD_BACKFILL_TEXTS.by;
    if (Object.keys(values).length > 0 && (await moveIntoPage(key, values, by, now))) moved++;
    await markFolded(key, item.version as number, now);
  }
  // The pages that show them render again (the deploy renders every group after this step anyway).
  if (moved > 0) await bumpSource('pages', now);
  return moved;
}
