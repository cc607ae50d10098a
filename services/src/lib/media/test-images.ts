/**
 * Small generated images for tests (never shipped): a noisy JPEG with EXIF
 * orientation 6 and a GPS position, as a phone writes it, and a PNG whose
 * header claims more pixels than MAX_INPUT_PIXELS (a decompression bomb).
 */
import { crc32, deflateSync } from 'node:zlib';

/** A JPEG `width`×`height` as stored (turned a quarter by orientation 6), with camera and GPS EXIF. */
export async function phoneJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return (await asPhoneJpegs(pixels, width, height, [quality]).next()).value as Buffer;
}

/**
 * A scene with grain that survives resizing (the worst case for the variants'
 * bytes): sky and textured ground, noise in 4 px blocks plus per-pixel grain,
 * from a fixed xorshift seed so every run makes the same bytes. A per-pixel
 * pattern alone averages out once resized (the 960 px WebP of phoneJpeg's
 * 4000×3000 is 21 KB; of this one about 260 KB at quality 72).
 */
function grainyScene(width: number, height: number): Buffer {
  let seed = 0x9e3779b9;
  const random = () => {
    seed ^= seed << 13;
    seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return seed / 4294967296 - 0.5;
  };
  const blocksWide = Math.ceil(width / 4);
  const blocks = Float32Array.from({ length: blocksWide * Math.ceil(height / 4) }, random);
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const texture = Math.sin(x / 37) * Math.cos(y / 23) * 30 + Math.sin((x + y) / 9) * 12;
      const base = y < height * 0.4 ? [120 + y / 40, 160 + y / 50, 220] : [90 + texture, 110, 50];
      const grain = (blocks[(y >> 2) * blocksWide + (x >> 2)] ?? 0) * 50 + random() * 24;
      for (let c = 0; c < 3; c++) pixels[(y * width + x) * 3 + c] = (base[c] ?? 0) + grain;
    }
  return Buffer.from(pixels.buffer);
}

/** Encodes the pixels at each quality in turn, as a phone stores them (orientation 6, camera, GPS). */
async function* asPhoneJpegs(
  pixels: Buffer,
  width: number,
  height: number,
  qualities: number[],
): AsyncGenerator<Buffer> {
  const sharp = (await import('sharp')).default;
  // A red band along the stored top: upright (turned 90° clockwise) it is the right edge.
  for (let y = 0; y < Math.ceil(height / 8); y++)
    for (let x = 0; x < width; x++) pixels.set([220, 20, 20], (y * width + x) * 3);
  for (const quality of qualities)
    yield await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'TestPhone', Model: 'Camera 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .toBuffer();
}

/** A grainy JPEG `width`×`height` as stored (orientation 6, camera, GPS): variants near their byte caps. */
export async function grainyPhoneJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return (await asPhoneJpegs(grainyScene(width, height), width, height, [quality]).next()).value as Buffer;
}

/**
 * The real-photo case: a 4000×3000 phone photo of 4-5 MB (the highest
 * quality within 5 MB: 92 gives 4.6 MB, 95 5.7 MB; each try costs a 12 MP
 * encode, so the list starts there), orientation 6 and GPS, with grain that
 * survives resizing. Used by bench:images, bench:web --photo and the one
 * end-to-end test with a large photo.
 */
export async function largePhoneJpeg(): Promise<Buffer> {
  for await (const jpeg of asPhoneJpegs(grainyScene(4000, 3000), 4000, 3000, [92, 90, 88, 85, 80]))
    if (jpeg.length <= 5 * 1024 * 1024) return jpeg;
  throw new Error('no quality gave a photo of at most 5 MB');
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A tiny PNG file whose header says `width`×`height` (its data is a few bytes). */
export function bombPng(width = 10_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether an image's EXIF block holds a GPSInfo tag (0x8825, either byte order). */
export async function hasGps(file: Uint8Array): Promise<boolean> {
  const sharp = (await import('sharp')).default;
  const exif = (await sharp(file).metadata()).exif;
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
}
