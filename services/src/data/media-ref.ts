/**
 * One reference item per stored public image, so an image is only deleted
 * when nothing saved uses it: `pk = MEDIA#<site path>`, `sk = MEDIA`, with
 * `usedBy` = the owning item (e.g. `blog#<id>`) once saved. Unattached images
 * sit in gsi1 partition `MEDIA#unattached` by upload time, which the
 * site-maintenance sweep reads to delete the ones never saved.
 */
import { isMediaImagePath, MEDIA_MESSAGES } from '@app/shared/schemas/media-upload';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ValidationError } from '../lib/errors';
import { type MediaRef, MediaRefEntity, mediaKeys } from './entities/media-ref';
import { queryIndexPage } from './index-page';
import { deleteImageObjects } from './media-object';

export type VariantFields = Pick<MediaRef, 'width' | 'height' | 'widths' | 'variantVersion'>;

export async function putReference(
  path: string,
  uploadedBy: string,
  now: Date,
  usedBy?: string,
  variants?: VariantFields,
): Promise<void> {
  await MediaRefEntity.build(PutItemCommand)
    .item({ path, uploadedBy, createdAt: now.toISOString(), ...(usedBy ? { usedBy } : {}), ...variants })
    .send();
}

export async function getReference(path: string): Promise<MediaRef | null> {
  const out = await MediaRefEntity.build(GetItemCommand).key({ path }).send();
  return (out.Item as MediaRef | undefined) ?? null;
}

const deleteReference = (path: string) => MediaRefEntity.build(DeleteItemCommand).key({ path }).send();

/** An image a form field refers to, and the message when it was not uploaded through us. */
export interface ImageField {
  field: string;
  path: string | undefined;
  missing?: string;
}

/**
 * Refuses images that were not uploaded through us, or that belong to another item. `owner` may
 * name several owners that are one item (a page document and the site sections folded into it).
 */
export async function assertImagesUsable(
  fields: readonly ImageField[],
  owner: string | readonly string[],
): Promise<void> {
  const owners: readonly string[] = typeof owner === 'string' ? [owner] : owner;
  const errors: Record<string, string> = {};
  for (const { field, path, missing } of fields) {
    if (!path || field in errors) continue;
    const ref = isMediaImagePath(path) ? await getReference(path) : null;
    if (!ref) errors[field] = missing ?? MEDIA_MESSAGES.notUploaded;
    else if (ref.usedBy && !owners.includes(ref.usedBy)) errors[field] = MEDIA_MESSAGES.usedElsewhere;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/** Marks images as used by `owner` (after it was saved). */
export async function attachImages(paths: Iterable<string>, owner: string): Promise<void> {
  for (const path of new Set(paths)) {
    if (!isMediaImagePath(path)) continue;
    await dynamo
      .send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk: mediaKeys.pk(path), sk: mediaKeys.sk },
          UpdateExpression: 'SET usedBy = :owner REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':owner': owner },
        }),
      )
      .catch((error: { name?: string }) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
}

/** Deletes images `owner` no longer uses (object and reference). */
export async function releaseImages(paths: Iterable<string>, owner: string): Promise<void> {
  for (const path of new Set(paths)) {
    if (!isMediaImagePath(path)) continue;
    const ref = await getReference(path);
    if (!ref || (ref.usedBy && ref.usedBy !== owner)) continue;
    await deleteImageObjects(path, ref.widths);
    await deleteReference(path);
  }
}

/**
 * The editor's "delete image": an image no saved item uses is deleted now;
 * one a saved item still shows stays until that item is saved without it.
 */
export async function removeImage(path: string): Promise<boolean> {
  const ref = await getReference(path);
  if (!ref) return false;
  if (ref.usedBy) return false;
  await deleteImageObjects(path, ref.widths);
  await deleteReference(path);
  return true;
}

/**
 * Images uploaded in an editor but never saved with an item: the sweep
 * deletes those older than `olderThan`, oldest first, at most `max` per run
 * (a Query on gsi1's unattached partition). The reference goes first, only
 * if still unattached, so an image saved meanwhile is never lost. `only` (a
 * test's sweep scope) limits it to those image paths.
 */
export async function deleteUnattachedImages(
  olderThan: Date,
  max = 100,
  only?: ReadonlySet<string>,
): Promise<number> {
  const paths: string[] = [];
  const widthsOf = new Map<string, number[] | undefined>();
  let cursor: string | undefined;
  do {
    const page = await queryIndexPage<MediaRef>({
      entity: MediaRefEntity,
      index: 'gsi1',
      partition: mediaKeys.unattachedPk,
      range: { lt: olderThan.toISOString() },
      oldestFirst: true,
      limit: max,
      cursor,
    });
    for (const i of page.items) widthsOf.set(i.path, i.widths);
    paths.push(...page.items.map((i) => i.path).filter((path) => !only || only.has(path)));
    // Unscoped, one page per run; scoped, read on to the named images (other tests' come first).
    cursor = only ? (page.nextCursor ?? undefined) : undefined;
  } while (cursor && paths.length < max);
  let deleted = 0;
  for (const path of paths.slice(0, max)) {
    try {
      await MediaRefEntity.build(DeleteItemCommand)
        .key({ path })
        .options({ condition: { attr: 'usedBy', exists: false } })
        .send();
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') continue;
      throw error;
    }
    await deleteImageObjects(path, widthsOf.get(path));
    deleted++;
  }
  return deleted;
}
