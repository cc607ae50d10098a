/**
 * The <img> of an uploaded image on a public page (issue 26): `src` is the
 * stripped fallback, `srcset` its WebP widths, `sizes` the slot's layout,
 * `width`/`height` the frame (no layout shift), lazy below the fold and
 * `fetchpriority="high"` on the page's LCP image only. An image without
 * variants yet (processing failed, or before the backfill) keeps a plain src.
 */
import { type ImageInfo, objectPositionOf, srcsetOf } from '../../media-variants';
import { type HtmlNode, h } from '../html';

/** The image facts a page knows, by site path (services/src/data/media-info.ts reads them). */
export type ImageInfos = ReadonlyMap<string, ImageInfo>;
export const NO_IMAGE_INFO: ImageInfos = new Map();

/** `sizes` of each slot, from the CSS that lays it out (blog.module.css, ui.module.css). */
export const IMAGE_SIZES = {
  /** .article: max 760 px with 16 px padding each side. */
  article: '(min-width: 760px) 728px, calc(100vw - 32px)',
  /** .grid3 cards in the 1140 px container: 3 columns from 900 px, 2 from 600 px. */
  card: '(min-width: 1140px) 340px, (min-width: 900px) 30vw, (min-width: 600px) 46vw, calc(100vw - 80px)',
  /** A section's half-width picture (two columns from 900 px). */
  half: '(min-width: 1140px) 540px, (min-width: 900px) 46vw, calc(100vw - 32px)',
  /** A partner's logo: its fixed frame (PARTNER_LOGO_FRAME). */
  logo: '168px',
} as const;

export interface MediaImageOptions {
  alt: string;
  sizes: keyof typeof IMAGE_SIZES;
  /** A fixed frame (cards crop into it around the focal point); without one, the image's own shape at `frameWidth`. */
  frame?: { width: number; height: number };
  frameWidth?: number;
  /** Above the fold: not lazy. */
  eager?: boolean;
  /** The page's LCP image. */
  priority?: boolean;
  class?: string;
  style?: string;
}

export function mediaImage(path: string, info: ImageInfo | undefined, o: MediaImageOptions): HtmlNode {
  const frame =
    o.frame ??
    (info
      ? { width: o.frameWidth ?? 760, height: Math.round(((o.frameWidth ?? 760) * info.height) / info.width) }
      : { width: o.frameWidth ?? 760, height: Math.round(((o.frameWidth ?? 760) * 9) / 16) });
  const position = info && o.frame ? `object-position:${objectPositionOf(info)}` : undefined;
  const style = [o.style, position].filter(Boolean).join(';') || undefined;
  return h('img', {
    src: path,
    srcset: info ? srcsetOf(path, info) : undefined,
    sizes: info ? IMAGE_SIZES[o.sizes] : undefined,
    alt: o.alt,
    width: frame.width,
    height: frame.height,
    loading: o.eager || o.priority ? undefined : 'lazy',
    fetchpriority: o.priority ? 'high' : undefined,
    decoding: o.priority ? undefined : 'async',
    class: o.class,
    style,
  });
}
