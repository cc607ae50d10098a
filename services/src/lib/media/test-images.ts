/**
 * Small generated images for tests (never shipped): a noisy JPEG with EXIF
 * orientation 6 and a GPS position, as a phone writes it, and a PNG whose
 * header claims more pixels than MAX_INPUT_PIXELS (a decompression bomb).
 */
import { crc32, deflateSync } from 'node:zlib';

/** A JPEG `width`×`height` as stored (turned a quarter by orientation 6), with camera and GPS EXIF. */
export async function phoneJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return (await phoneJpegs(width, height, [quality]).next()).value as Buffer;
}

/** The same photo at each quality in turn (the pixels are made once). */
async function* phoneJpegs(width: number, height: number, qualities: number[]): AsyncGenerator<Buffer> {
  const sharp = (await import('sharp')).default;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  // A red band along the stored top: upright (turned 90° clockwise) it is the right edge.
  for (let y = 0; y < Math.ceil(height / 8); y++)
    for (let x = 0; x < width; x++) noise.set([220, 20, 20], (y * width + x) * 3);
  for (const quality of qualities)
    yield await sharp(noise, { raw: { width, height, channels: 3 } })
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

/**
 * The real-photo case: a 4000×3000 phone photo of 4-5 MB (the highest
 * quality within 5 MB: 80 gives 4.6 MB, 84 5.7 MB; each try costs a 12 MP
 * encode, so the list starts there), orientation 6 and GPS. Used by
 * bench:images, bench:web --photo and the one end-to-end test with a large photo.
 */
export async function largePhoneJpeg(): Promise<Buffer> {
  for await (const jpeg of phoneJpegs(4000, 3000, [80, 76, 72, 68, 64]))
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
