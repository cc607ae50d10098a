/**
 * Uploaded images in page documents (the home page's slides, the about
 * page's illustration and cards, any page's): checked as uploaded through us
 * before a save (live or draft) and marked used by the page after it, so the
 * unsaved-images sweep keeps them. A page never releases one: its revisions
 * (History, restore) may show it again. An image a site section stored
 * before it was folded into the page is the page's too (one item).
 */

import type { PageContent, PageEntry } from '@app/shared/pages/registry';
import { foldedKeysOf } from '@app/shared/pages/section-fold';
import { isMediaImagePath } from '@app/shared/schemas/media-upload';
import { assertImagesUsable, attachImages } from '../../data/media-ref';

const owner = (entry: PageEntry) => `page#${entry.id}`;

/** Every uploaded (/media/) image the document refers to, by its field path (content.cards.0.image). */
function imagesOf(value: unknown, path = 'content'): { field: string; path: string }[] {
  if (isMediaImagePath(value)) return [{ field: path, path: value }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => imagesOf(v, `${path}.${k}`));
}

export function assertPageImages(entry: PageEntry, content: PageContent): Promise<void> {
  const sections = foldedKeysOf(entry.id).map((key) => `section#${key}`);
  return assertImagesUsable(imagesOf(content), [owner(entry), ...sections]);
}

export function attachPageImages(entry: PageEntry, content: PageContent): Promise<void> {
  return attachImages(
    imagesOf(content).map((f) => f.path),
    owner(entry),
  );
}
