/**
 * Uploaded images in page documents (the home page's slides): checked as
 * uploaded through us before a save (live or draft) and marked used by the
 * page after it, so the unsaved-images sweep keeps them. A page never
 * releases one: its revisions (History, restore) may show it again.
 */
import type { HomeContent } from '@app/shared/pages/home-page';
import type { PageContent, PageEntry } from '@app/shared/pages/registry';
import { assertImagesUsable, attachImages } from '../../data/media-ref';

const owner = (entry: PageEntry) => `page#${entry.id}`;

function imagesOf(entry: PageEntry, content: PageContent) {
  if (entry.kind !== 'home') return [];
  return (content as HomeContent).hero.slides
    .map((s, i) => ({ field: `content.hero.slides.${i}.image`, path: s.image }))
    .filter((f) => f.path.startsWith('/media/'));
}

export function assertPageImages(entry: PageEntry, content: PageContent): Promise<void> {
  return assertImagesUsable(imagesOf(entry, content), owner(entry));
}

export function attachPageImages(entry: PageEntry, content: PageContent): Promise<void> {
  return attachImages(
    imagesOf(entry, content).map((f) => f.path),
    owner(entry),
  );
}
