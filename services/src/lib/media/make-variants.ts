/**
 * Bytes in, variants out (issue 26): the one image pipeline, run by the
 * image Lambda in AWS and in-process by the local stack (process-image.ts).
 *
 * - sharp is imported on first use, so nothing else pays for loading it.
 * - `rotate()` with no angle applies the EXIF orientation to the pixels;
 *   sharp writes no metadata unless asked (no EXIF, GPS, XMP, ICC or
 *   thumbnail), so every output is stripped; colours are converted to sRGB.
 * - limitInputPixels refuses a decompression bomb before it is decoded.
 */

import { availableParallelism } from 'node:os';
import {
  fallbackWidthOf,
  type ImageInfo,
  MAX_INPUT_PIXELS,
  OG_IMAGE,
  VARIANT_WIDTHS,
  variantMaxBytes,
  variantWidths,
} from '@app/shared/media-variants';
import type { ImageType } from '@app/shared/schemas/media-upload';

export interface Variant {
  /** WebP width, or 'fallback' / 'og'. */
  kind: number | 'fallback' | 'og';
  body: Buffer;
  contentType: ImageType;
}

export interface MadeVariants {
  info: Pick<ImageInfo, 'width' | 'height' | 'widths'>;
  variants: Variant[];
}

/** Why an image could not be processed (the upload field shows it). */
export class ImageRefused extends Error {
  constructor(readonly reason: 'tooManyPixels' | 'unreadable') {
    super(reason);
  }
}

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;
const loadSharp = () => {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = ((m as { default?: Sharp }).default ?? m) as Sharp;
    // On glibc Linux (Lambda too) sharp gives libvips one thread per image to
    // limit memory fragmentation; one image at a time is processed here, so
    // let it use every core (decoding a 12 MP photo took 2.2 s with one, 0.5 s with two).
    sharp.concurrency(availableParallelism());
    return sharp;
  });
  return sharpModule;
};

/**
 * WebP effort 2, not 3: the 1920 px variant of a 12 MP photo took 4.1 s at
 * effort 3 and 1.6 s at 2 for the same size within 7% (bench:images). The
 * desktop-only widths above 1280 px take effort 0 (0.7 s, 5% larger): most of
 * the pixels, none of the phones' bytes.
 */
const WEBP = { quality: 72, effort: 2 } as const;
const webpFor = (width: number) => (width > 1280 ? { ...WEBP, effort: 0 } : WEBP);
/**
 * mozjpeg's quantisation table and progressive scans with optimised Huffman
 * codes, but no trellis quantisation or scan search: those took 0.4 s of a
 * 960 px fallback for 25 KB less, on a file only browsers without WebP fetch.
 */
const JPEG = { progressive: true, optimiseCoding: true, quantisationTable: 3 } as const;

export async function makeVariants(
  input: Uint8Array,
  type: ImageType,
  focus: { x: number; y: number } = { x: 0.5, y: 0.5 },
): Promise<MadeVariants> {
  const sharp = await loadSharp();
  const animated = type === 'image/gif' || type === 'image/webp';
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' }).rotate();
  let meta: import('sharp').Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS)
      throw new ImageRefused('tooManyPixels');
  } catch (error) {
    if (error instanceof ImageRefused) throw error;
    throw new ImageRefused(/pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'unreadable');
  }
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  // Orientations 5-8 turn the image a quarter: its upright width is the stored height.
  const quarter = (meta.orientation ?? 1) >= 5;
  const width = quarter ? frameHeight : (meta.width ?? 0);
  const height = quarter ? (meta.width ?? 0) : frameHeight;
  const widths = variantWidths(width);
  try {
    const source = await decodeOnce(sharp, input, meta, open);
    const webps = widths.map(
      async (w): Promise<Variant> => ({
        kind: w,
        body: await webpVariant(source, w),
        contentType: 'image/webp',
      }),
    );
    const fallback = (async (): Promise<Variant> => {
      const resized = source().resize({ width: fallbackWidthOf(width), withoutEnlargement: true });
      const body = await (type === 'image/png'
        ? resized.png({ compressionLevel: 9, palette: true })
        : type === 'image/gif'
          ? resized.gif()
          : type === 'image/webp'
            ? resized.webp(WEBP)
            : resized.jpeg({ quality: 78, ...JPEG })
      ).toBuffer();
      return { kind: 'fallback', body, contentType: type };
    })();
    // The card is a still: an animated image's first frame.
    const still =
      (meta.pages ?? 1) > 1 ? () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate() : source;
    const og = ogCard(still, [width, height], focus).then(
      (body): Variant => ({ kind: 'og', body, contentType: 'image/jpeg' }),
    );
    const variants = await Promise.all([...webps, fallback, og]);
    return { info: { width, height, widths }, variants };
  } catch (error) {
    throw new ImageRefused(/pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'unreadable');
  }
}

/**
 * A still image is decoded, turned upright and brought down to the largest
 * width any output needs once; every output is then made from those pixels
 * (a 12 MP JPEG decoded nine times took most of the time). Animated images
 * keep their frames, so each output reads the input.
 */
async function decodeOnce(
  sharp: Sharp,
  input: Uint8Array,
  meta: import('sharp').Metadata,
  open: () => import('sharp').Sharp,
): Promise<() => import('sharp').Sharp> {
  if ((meta.pages ?? 1) > 1) return open;
  const base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1],
      height: 4096,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  return () => sharp(base.data, { raw: { width, height, channels } });
}

/** A WebP width, at a lower quality when a grainy photo would pass the phone budget (variantMaxBytes). */
async function webpVariant(source: () => import('sharp').Sharp, width: number): Promise<Buffer> {
  const resized = source().resize({ width, withoutEnlargement: true });
  const options = webpFor(width);
  const maxBytes = variantMaxBytes(width);
  for (const quality of [options.quality, 60, 50, 40]) {
    const body = await resized
      .clone()
      .webp({ ...options, quality })
      .toBuffer();
    if (body.length <= maxBytes || quality === 40) return body;
  }
  throw new Error('unreachable');
}

/** 1200×630 JPEG around the focal point, lowering the quality until it fits OG_IMAGE.maxBytes. */
async function ogCard(
  source: () => import('sharp').Sharp,
  [w, h]: [number, number],
  focus: { x: number; y: number },
): Promise<Buffer> {
  const scale = Math.max(OG_IMAGE.width / w, OG_IMAGE.height / h);
  const sw = Math.round(w * scale);
  const sh = Math.round(h * scale);
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  const left = clamp(focus.x * sw - OG_IMAGE.width / 2, sw - OG_IMAGE.width);
  const top = clamp(focus.y * sh - OG_IMAGE.height / 2, sh - OG_IMAGE.height);
  const cropped = source()
    .resize({ width: sw, height: sh, fit: 'fill' })
    .extract({ left, top, width: OG_IMAGE.width, height: OG_IMAGE.height })
    .flatten({ background: '#ffffff' });
  for (const quality of [82, 72, 62, 50, 40]) {
    const body = await cropped
      .clone()
      .jpeg({ quality, ...JPEG })
      .toBuffer();
    if (body.length <= OG_IMAGE.maxBytes || quality === 40) return body;
  }
  throw new Error('unreachable');
}
