/**
 * Responsive variants of an uploaded image (issue 26): what the processor
 * writes and what every public <img> of uploaded media reads, in one place.
 *
 * Decisions:
 * - WebP at VARIANT_WIDTHS up to the image's own width (never upscaled; an
 *   image narrower than the smallest width gets one variant at its width),
 *   served as `/media/<folder>/<uuid>-<width>.webp`.
 * - The fallback (the `src` of every <img>) lives at the image's own path
 *   `/media/<folder>/<uuid>.<ext>`, re-encoded at FALLBACK_WIDTH in the
 *   upload's format (JPEG, PNG or GIF; a WebP upload stays WebP), so every
 *   saved item's reference keeps working and never serves the uploaded bytes.
 * - The Open Graph card is `/media/<folder>/<uuid>-og.jpg`, 1200×630 JPEG,
 *   at most 300 KB, cropped around the focal point.
 * - The uploaded bytes stay private under `originals/` in the media bucket
 *   (never served: only `media/` is public), so a new variant set can be made
 *   from them later (the backfill).
 */

export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;
export const FALLBACK_WIDTH = 960;
export const OG_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;
/**
 * A phone's hero is the 960 px WebP (a 390-412 px phone at DPR 1.75-2 picks it
 * for the article's slot) and costs at most 200 KB (issue 26); a narrower
 * variant at most its share by area. A grainy photo is encoded at a lower
 * quality until it fits; the desktop widths have no cap.
 */
export const PHONE_VARIANT = { width: 960, maxBytes: 200 * 1024 } as const;
export const variantMaxBytes = (width: number): number =>
  width <= PHONE_VARIANT.width
    ? Math.round(PHONE_VARIANT.maxBytes * (width / PHONE_VARIANT.width) ** 2)
    : Number.POSITIVE_INFINITY;
/** Refused above this many pixels (decompression bombs); 50 MP covers every phone photo. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Raised when the variants change, so the backfill re-makes older sets. */
export const VARIANT_VERSION = 1;

/** What the media record stores once the variants exist. */
export interface ImageInfo {
  /** The upright image's size (EXIF orientation applied). */
  width: number;
  height: number;
  /** The WebP widths that exist, ascending. */
  widths: number[];
  /** Focal point in 0..1 (card and Open Graph crops); the centre by default. */
  focusX?: number;
  focusY?: number;
}

export function variantWidths(width: number): number[] {
  const fit = VARIANT_WIDTHS.filter((w) => w <= width);
  return fit.length > 0 ? [...fit] : [Math.max(1, Math.round(width))];
}

/** `/media/blog/<uuid>.jpg` → `/media/blog/<uuid>` (the stem every variant shares). */
function stemOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
}

export const variantPath = (path: string, width: number) => `${stemOf(path)}-${width}.webp`;
export const ogVariantPath = (path: string) => `${stemOf(path)}-og.jpg`;
/** The private key of the uploaded bytes: `media/blog/x.jpg` → `originals/blog/x.jpg`. */
export const originalKeyOf = (path: string) => `originals/${path.replace(/^\/media\//, '')}`;

/** The `srcset` of an image's WebP variants (width descriptors). */
export function srcsetOf(path: string, info: Pick<ImageInfo, 'widths'>): string {
  return info.widths.map((w) => `${variantPath(path, w)} ${w}w`).join(', ');
}

/** The fallback's width: FALLBACK_WIDTH or less for a narrower image. */
export const fallbackWidthOf = (width: number) => Math.min(FALLBACK_WIDTH, width);

/** CSS object-position for a focal point (the centre when unset). */
export function objectPositionOf(info: Pick<ImageInfo, 'focusX' | 'focusY'>): string {
  const pct = (v: number | undefined) => `${Math.round((v ?? 0.5) * 100)}%`;
  return `${pct(info.focusX)} ${pct(info.focusY)}`;
}
