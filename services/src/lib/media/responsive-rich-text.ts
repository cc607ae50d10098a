/**
 * Inline images of stored rich text (posts, case studies) made responsive at
 * render time: each uploaded image gains its WebP `srcset`, the article's
 * `sizes`, `width`/`height` in its own shape (the author's width kept) and
 * lazy loading. The stored HTML was sanitised on save; this runs it through
 * the same allowlist parser again with the responsive attributes allowed and
 * set by transformTags from the media records, never by string replacement.
 * Rendering (not saving) adds them, so the backfill's variants show up on
 * the next render of an older post.
 */
import { IMAGE_SIZES, type ImageInfos } from '@app/shared/html/views/media-image';
import { srcsetOf } from '@app/shared/media-variants';
import sanitizeHtml from 'sanitize-html';
import { imageSources, RICH_TEXT_OPTIONS } from '../sanitize-html';

/** The article column's width (blog.module.css .article less its padding). */
const COLUMN = 728;

export const inlineImagePaths = (html: string) => imageSources(html);

export function responsiveRichText(html: string, images: ImageInfos): string {
  if (images.size === 0 || !html.includes('<img')) return html;
  return sanitizeHtml(html, {
    ...RICH_TEXT_OPTIONS,
    allowedAttributes: {
      ...RICH_TEXT_OPTIONS.allowedAttributes,
      img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
    },
    transformTags: {
      ...RICH_TEXT_OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const info = attribs.src ? images.get(attribs.src) : undefined;
        if (!attribs.src || !info)
          return { tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } };
        const asked = Number.parseInt(attribs.width ?? '', 10);
        const width =
          Number.isFinite(asked) && asked > 0 ? Math.min(asked, info.width) : Math.min(COLUMN, info.width);
        return {
          tagName,
          attribs: {
            ...attribs,
            srcset: srcsetOf(attribs.src, info),
            sizes:
              width < COLUMN
                ? `(min-width: ${width + 32}px) ${width}px, calc(100vw - 32px)`
                : IMAGE_SIZES.article,
            width: String(width),
            height: String(Math.round((width * info.height) / info.width)),
            loading: 'lazy',
            decoding: 'async',
          },
        };
      },
    },
  });
}
