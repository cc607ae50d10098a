import { describe, expect, it } from 'vitest';
import { encodePng } from '../../local/png';
import { imageSize } from './image-size';

describe('imageSize', () => {
  it('reads PNG, GIF, WebP (VP8X, VP8L) and JPEG headers', () => {
    expect(imageSize(new Uint8Array(encodePng(1200, 630, () => [0, 0, 0])))).toEqual({
      width: 1200,
      height: 630,
    });
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 0x40, 0x01, 0xf0, 0x00]);
    expect(imageSize(gif)).toEqual({ width: 320, height: 240 });
    const vp8x = new Uint8Array(30);
    vp8x.set(Buffer.from('RIFF'), 0);
    vp8x.set(Buffer.from('WEBPVP8X'), 8);
    vp8x.set([0xaf, 0x04, 0x00, 0x75, 0x02, 0x00], 24); // 1200 x 630, each minus one
    expect(imageSize(vp8x)).toEqual({ width: 1200, height: 630 });
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0, 0,
      0,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 1200, height: 630 });
  });

  it('answers null for anything else or a cut-off header', () => {
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeNull();
  });
});
