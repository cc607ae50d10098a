/**
 * Uploaded images in page documents (issue 31): the footer's partner logos,
 * the home page's slide pictures and the about page's illustration and cards.
 * An image a site section owned before it was folded into its page
 * (shared/src/pages/section-fold.ts) is the page's: one item.
 * A save checks each uploaded logo was landed and checked by the media
 * pipeline (its reference exists) and belongs to no other item; once stored,
 * the logos the page shows (live, or in its draft) are attached to the page
 * and those it no longer shows anywhere are deleted, like every image field.
 * A restore of a version whose logo was deleted since is refused by the check.
 */

import type { AboutContent } from '@app/shared/pages/about-page';
import type { FooterContent } from '@app/shared/pages/footer-page';
import type { HomeContent } from '@app/shared/pages/home-slots';
import type { PageContent, PageKind } from '@app/shared/pages/registry';
import { foldedKeysOf } from '@app/shared/pages/section-fold';
import { isMediaImagePath } from '@app/shared/schemas/media-upload';
import { assertImagesUsable, attachImages, releaseImages } from '../../data/media-ref';

const owner = (id: string) => `page#${id}`;

type Content = PageContent | null | undefined;

function aboutImages(c: AboutContent) {
  return [
    { field: 'content.intro.image', path: c.intro?.image },
    ...(c.cards ?? []).map((card, i) => ({ field: `content.cards.${i}.image`, path: card.image })),
  ];
}

/** Each uploaded image of a page's content, with its field (the editor's path). */
function imageFields(kind: PageKind, content: Content) {
  if (!content) return [];
  const fields =
    kind === 'footer'
      ? ((content as FooterContent).partners ?? []).map((p, i) => ({
          field: `content.partners.${i}.logo`,
          path: p.logo,
        }))
      : kind === 'home'
        ? ((content as HomeContent).hero?.slides ?? []).map((s, i) => ({
            field: `content.hero.slides.${i}.image`,
            path: s.image,
          }))
        : kind === 'about'
          ? aboutImages(content as AboutContent)
          : [];
  return fields.filter((f) => isMediaImagePath(f.path));
}

const pathsOf = (kind: PageKind, contents: readonly Content[]) =>
  new Set(contents.flatMap((c) => imageFields(kind, c).map((f) => f.path)));

/** 400 with the logo's field when an image was not uploaded through us or is another item's. */
export async function checkPageImages(id: string, kind: PageKind, content: Content): Promise<void> {
  const sections = foldedKeysOf(id).map((key) => `section#${key}`);
  await assertImagesUsable(imageFields(kind, content), [owner(id), ...sections]);
}

/** After a store: the images of `shown` (live and draft) are the page's; those only in `left` are deleted. */
export async function settlePageImages(
  id: string,
  kind: PageKind,
  shown: readonly Content[],
  left: readonly Content[],
): Promise<void> {
  const kept = pathsOf(kind, shown);
  if (kept.size === 0 && pathsOf(kind, left).size === 0) return;
  await attachImages(kept, owner(id));
  await releaseImages(
    [...pathsOf(kind, left)].filter((p) => !kept.has(p)),
    owner(id),
  );
}
