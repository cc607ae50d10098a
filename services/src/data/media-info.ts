/**
 * The variant facts of the images a page shows (size, WebP widths, focal
 * point), read from their references (M1): one GetItem per distinct image,
 * so a page of cards costs at most its page size in reads.
 */

import type { ImageInfos } from '@app/shared/html/views/media-image';
import type { ImageInfo } from '@app/shared/media-variants';
import { isMediaImagePath } from '@app/shared/schemas/media-upload';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { type MediaRef, MediaRefEntity } from './entities/media-ref';

// A table read only (no media bucket access): pages that merely show images need no media grant.
const getReference = async (path: string) =>
  ((await MediaRefEntity.build(GetItemCommand).key({ path }).send()).Item as MediaRef | undefined) ?? null;

export async function imageInfos(paths: Iterable<string | undefined | null>): Promise<ImageInfos> {
  const wanted = [...new Set([...paths].filter(isMediaImagePath))];
  const refs = await Promise.all(wanted.map(async (path) => [path, await getReference(path)] as const));
  const infos = new Map<string, ImageInfo>();
  for (const [path, ref] of refs) {
    if (!ref?.width || !ref.height || !ref.widths?.length) continue;
    infos.set(path, {
      width: ref.width,
      height: ref.height,
      widths: ref.widths,
      ...(ref.focusX !== undefined ? { focusX: ref.focusX } : {}),
      ...(ref.focusY !== undefined ? { focusY: ref.focusY } : {}),
    });
  }
  return infos;
}
