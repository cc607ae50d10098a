/**
 * Width and height from the first bytes of a PNG, GIF, WebP or JPEG file
 * (for og:image:width/height of uploaded images). Linear scans with fixed
 * bounds; null when the header is not one of those or is cut short.
 */
export interface ImageSize {
  width: number;
  height: number;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    const length = ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0);
    // Start-of-frame markers (baseline, progressive, ...), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        height: ((b[i + 5] ?? 0) << 8) | (b[i + 6] ?? 0),
        width: ((b[i + 7] ?? 0) << 8) | (b[i + 8] ?? 0),
      };
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

export function imageSize(b: Uint8Array): ImageSize | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b.length >= 24 && ascii(b, 1, 3) === 'PNG')
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (b.length >= 10 && ascii(b, 0, 3) === 'GIF')
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8X')
      return {
        width: 1 + (view.getUint16(24, true) | ((b[26] ?? 0) << 16)),
        height: 1 + (view.getUint16(27, true) | ((b[29] ?? 0) << 16)),
      };
    if (chunk === 'VP8 ')
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    return null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  return null;
}
