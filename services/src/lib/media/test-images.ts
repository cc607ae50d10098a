/**
 * Small generated images for tests (never shipped): a noisy JPEG with EXIF
 * orientation 6 and a GPS position, as a phone writes it, and a PNG whose
 * header claims more pixels than MAX_INPUT_PIXELS (a decompression bomb).
 */
import { crc32, deflateSync } from 'node:zlib';

/** A JPEG `width`×`height` as stored (turned a quarter by orientation 6), with camera and GPS EXIF. */
export async function phoneJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  // A red band along the stored top: upright (turned 90° clockwise) it is the right edge.
  for (let y = 0; y < Math.ceil(height / 8); y++)
    for (let x = 0; x < width; x++) noise.set([220, 20, 20], (y * width + x) * 3);
  return sharp(noise, { raw: { width, height, channels: 3 } })
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
