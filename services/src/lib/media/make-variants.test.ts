import { OG_IMAGE, PHONE_VARIANT, variantMaxBytes } from '@app/shared/media-variants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefused, makeVariants } from './make-variants';
import { bombPng, grainyPhoneJpeg, hasGps, phoneJpeg } from './test-images';

describe('makeVariants', () => {
  it('turns a phone photo upright, strips every bit of metadata and never upscales', async () => {
    const photo = await phoneJpeg(800, 600);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    expect(await hasGps(photo)).toBe(true);
    const { info, variants } = await makeVariants(photo, 'image/jpeg');
    expect(info).toEqual({ width: 600, height: 800, widths: [320, 480] });
    expect(variants.map((v) => v.kind).sort()).toEqual([320, 480, 'fallback', 'og'].sort());
    for (const v of variants) {
      const meta = await sharp(v.body).metadata();
      expect(meta.exif, `${v.kind} has EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.body.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(await hasGps(v.body), `${v.kind} has GPS`).toBe(false);
    }
    const w480 = variants.find((v) => v.kind === 480);
    const m = await sharp(w480?.body).metadata();
    expect([m.format, m.width, m.height]).toEqual(['webp', 480, 640]);
    const fallback = await sharp(variants.find((v) => v.kind === 'fallback')?.body).metadata();
    expect([fallback.format, fallback.width, fallback.height]).toEqual(['jpeg', 600, 800]);
    // Upright, the stored top band (red) is the right edge.
    const { data, info: raw } = await sharp(w480?.body).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [
      ...data.subarray((y * raw.width + x) * 3, (y * raw.width + x) * 3 + 3),
    ];
    expect(px(raw.width - 5, 320)[0]).toBeGreaterThan(180);
    expect(px(raw.width - 5, 320)[1]).toBeLessThan(70);
  });

  it('makes a 1200×630 JPEG Open Graph card within its byte budget', async () => {
    const { variants } = await makeVariants(await phoneJpeg(1600, 1200, 98), 'image/jpeg');
    const og = variants.find((v) => v.kind === 'og');
    const meta = await sharp(og?.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined]);
    expect(og?.body.length).toBeLessThanOrEqual(OG_IMAGE.maxBytes);
  });

  it('keeps a PNG fallback a PNG and a small image at its own width', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    const { info, variants } = await makeVariants(png, 'image/png');
    expect(info).toEqual({ width: 200, height: 100, widths: [200] });
    const fallback = variants.find((v) => v.kind === 'fallback');
    expect(fallback?.contentType).toBe('image/png');
    expect((await sharp(fallback?.body).metadata()).format).toBe('png');
  });

  it('refuses a decompression bomb by its header, and bytes that do not decode', async () => {
    await expect(makeVariants(bombPng(), 'image/png')).rejects.toEqual(new ImageRefused('tooManyPixels'));
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await expect(makeVariants(broken, 'image/jpeg')).rejects.toEqual(new ImageRefused('unreadable'));
  });

  it("keeps a grainy photo's phone widths within their byte caps (a phone's hero <= 200 KB)", async () => {
    // Upright 960×1280, grain that survives resizing: at one quality (72) its 320 px WebP passes its cap.
    const { variants } = await makeVariants(await grainyPhoneJpeg(1280, 960), 'image/jpeg');
    const hero = variants.find((v) => v.kind === PHONE_VARIANT.width);
    expect(hero?.body.length).toBeGreaterThan(100 * 1024);
    expect(hero?.body.length).toBeLessThanOrEqual(PHONE_VARIANT.maxBytes);
    expect((await sharp(hero?.body).metadata()).width).toBe(960);
    for (const v of variants)
      if (typeof v.kind === 'number')
        expect(v.body.length, `${v.kind}`).toBeLessThanOrEqual(variantMaxBytes(v.kind));
  });
});
