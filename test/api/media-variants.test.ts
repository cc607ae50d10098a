/**
 * Issue 26 on the embedded stack: a confirmed upload is served only as
 * stripped, upright variants, and every kind of public page that shows an
 * upload gives its <img> the variants.
 */
import { randomUUID } from 'node:crypto';
import { bombPng, hasGps, phoneJpeg } from '@app/services/lib/media/test-images';
import { MEDIA_MESSAGES } from '@app/shared/schemas/media-upload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { keepSections, uploadImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';
import { imageOf } from '../support/page-images';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let restoreSections: (() => Promise<void>) | undefined;
const run = randomUUID().slice(0, 8);
const ROUTES = {
  blog: {},
  caseStudy: {
    presignPath: '/admin/case-studies/upload-image',
    confirmPath: '/admin/case-studies/confirm-image',
  },
  work: { presignPath: '/admin/our-work/upload-image', confirmPath: '/admin/our-work/confirm-image' },
  section: {
    presignPath: '/admin/edit-section/upload-image',
    confirmPath: '/admin/edit-section/confirm-image',
  },
};

beforeAll(async () => {
  stack = await startTestStack();
  restoreSections = await keepSections(stack);
  writer = await createMember(stack, `media.${run}@example.com`, ['ContentWriter']);
});
afterAll(async () => {
  await restoreSections?.();
  await stack?.dispose();
});

/** Uploads a small phone photo (800×600 stored, orientation 6, GPS) and returns its /media/ path. */
async function photo(route: object = ROUTES.blog): Promise<string> {
  const res = await uploadImage(stack, writer, await phoneJpeg(800, 600), {
    contentType: 'image/jpeg',
    ...route,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.url as string;
}
const bytes = async (path: string) => {
  const res = await fetch(`${stack.url}${path}`);
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const stem = (path: string) => path.replace(/\.[a-z]+$/, '');

/** The attributes every responsive <img> of `path` has (its upright shape is 3:4). */
function expectResponsive(img: Record<string, string>, path: string) {
  expect(img.srcset).toBe(`${stem(path)}-320.webp 320w, ${stem(path)}-480.webp 480w`);
  expect(img.sizes).toMatch(/\d+px/);
  expect(Number(img.width)).toBeGreaterThan(0);
  expect(Number(img.height)).toBeGreaterThan(0);
}

describe('a confirmed upload', () => {
  it('is served only as upright, stripped variants and a 1200×630 Open Graph card', async () => {
    const path = await photo();
    const fallback = await bytes(path);
    const meta = await sharp(fallback).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 600, 800, undefined]);
    expect(await hasGps(fallback)).toBe(false);
    for (const w of [320, 480]) {
      const v = await sharp(await bytes(`${stem(path)}-${w}.webp`)).metadata();
      expect([v.format, v.width, v.exif]).toEqual(['webp', w, undefined]);
    }
    expect((await fetch(`${stack.url}${stem(path)}-640.webp`)).status).toBe(404);
    const og = await sharp(await bytes(`${stem(path)}-og.jpg`)).metadata();
    expect([og.width, og.height]).toEqual([1200, 630]);
    // The uploaded bytes stay private: nothing under /media serves the original prefix.
    expect((await fetch(`${stack.url}/media/../originals${path.slice(6)}`)).status).not.toBe(200);
  });

  it('refuses a decompression bomb with a message on the upload field', async () => {
    const res = await uploadImage(stack, writer, bombPng());
    expect(res.status).toBe(400);
    expect(res.json.errors.file).toBe(
      'The image is too large: at most 50 megapixels (for example 8000 × 6000).',
    );
  });
});

describe('pages that show uploads', () => {
  it('a blog post: the hero is the LCP image, inline images are lazy; its list card uses the variants', async () => {
    const [hero, inline] = [await photo(), await photo()];
    const slug = `real-photo-${run}`;
    const res = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: {
        title: `Real photo ${run}`,
        slug,
        content: `<p>Intro.</p><p><img src="${inline}" alt="Inline photo"></p>`,
        industry: 'Agriculture',
        tags: ['Photos'],
        heroImage: hero,
        heroImageAlt: 'A field',
        ogImage: await photo({ presignPath: '/blogs/upload-open-graph-image' }),
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const page = await html(`/blogs/${slug}`);
    const top = imageOf(page, hero);
    expectResponsive(top, hero);
    expect([top.fetchpriority, top.loading, top.width, top.height]).toEqual([
      'high',
      undefined,
      '760',
      '1013',
    ]);
    const body = imageOf(page, inline);
    expectResponsive(body, inline);
    expect([body.loading, body.fetchpriority, body.width, body.height]).toEqual([
      'lazy',
      undefined,
      '600',
      '800',
    ]);
    expect(page).toMatch(
      new RegExp(`property="og:image" content="[^"]*${stem(res.json.data.ogImage)}-og\\.jpg"`),
    );
    const card = imageOf(await html('/blogs'), hero);
    expectResponsive(card, hero);
    expect([card.width, card.height]).toEqual(['480', '270']);
    expect(card.style).toContain('object-position:50% 50%');
  });

  it("a post's featured image: its card on the tag and industry lists and among another post's related articles", async () => {
    const [featured, heroA, heroB] = [await photo(), await photo(), await photo()];
    const tag = `Lens ${run}`;
    const publish = async (slug: string, heroImage: string, featuredImage?: string) => {
      const res = await api(stack, 'POST', '/blogs/publish-blog', {
        token: writer,
        body: {
          title: `Lens ${slug}`,
          slug,
          content: '<p>Text.</p>',
          industry: 'Agriculture',
          tags: [tag],
          heroImage,
          heroImageAlt: 'A field',
          ...(featuredImage ? { featuredImage } : {}),
          ogImage: await photo({ presignPath: '/blogs/upload-open-graph-image' }),
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    };
    await publish(`lens-a-${run}`, heroA, featured);
    await publish(`lens-b-${run}`, heroB);
    // Cards show the featured image (not the hero) in the card's frame, with the variants.
    for (const list of [`/blogs/tag/lens-${run}`, '/blogs/industry/agriculture', `/blogs/lens-b-${run}`]) {
      const card = imageOf(await html(list), featured);
      expectResponsive(card, featured);
      expect([card.width, card.height], list).toEqual(['480', '270']);
    }
    expect(imageOf(await html(`/blogs/lens-b-${run}`), featured).loading).toBe('lazy');
  });

  it('a case study', async () => {
    const hero = await photo(ROUTES.caseStudy);
    const slug = `photo-study-${run}`;
    const res = await api(stack, 'POST', '/admin/case-studies', {
      token: writer,
      body: {
        title: 'Photo study',
        slug,
        client: 'Harbor Mutual',
        industry: 'Finance',
        category: 'Cloud Engineering',
        summary: 'A study with a photo.',
        results: ['Faster'],
        content: '<p>Body.</p>',
        heroImage: hero,
        heroImageAlt: 'An office',
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const img = imageOf(await html(`/case-study/${slug}`), hero);
    expectResponsive(img, hero);
    expect(img.fetchpriority).toBe('high');
  });

  it('an our-work project card', async () => {
    const image = await photo(ROUTES.work);
    const created = await api(stack, 'POST', '/admin/our-work/projects', {
      token: writer,
      body: {
        name: `Photo project ${run}`,
        industry: 'Transportation',
        summary: 'A card with a photo.',
        outcome: 'Less fuel.',
        image,
        imageAlt: 'Vans',
        position: 998,
        published: true,
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const img = imageOf(await html('/our-work'), image);
    expectResponsive(img, image);
    expect([img.loading, img.width, img.height]).toEqual(['lazy', '480', '300']);
    await api(stack, 'DELETE', `/admin/our-work/projects?id=${created.json.data.id}`, { token: writer });
  });

  it('an about-us section picture', async () => {
    const image = await photo(ROUTES.section);
    const version = (await api(stack, 'GET', '/admin/edit-section', { token: writer })).json.data[
      'about.mission'
    ]?.version;
    const res = await api(stack, 'PUT', '/admin/edit-section', {
      token: writer,
      body: { key: 'about.mission', values: { image, alt: 'Our compass' }, version: version ?? 0 },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const img = imageOf(await html('/about-us'), image);
    expectResponsive(img, image);
    expect(img.loading).toBe('lazy');
  });
});

describe('the focal point', () => {
  it('is stored from the upload field and crops the post card there; a point off the image is refused', async () => {
    const hero = await photo();
    const focus = (body: object) => api(stack, 'POST', '/blogs/image-focus', { token: writer, body });
    // Read back so a reopened form marks it (null: none set yet, cards crop at the centre).
    const stored = async () =>
      (await api(stack, 'GET', `/blogs/image-focus?url=${encodeURIComponent(hero)}`, { token: writer })).json
        .data;
    expect(await stored()).toEqual({ url: hero, focus: null });
    const notOurs = await api(stack, 'GET', '/blogs/image-focus?url=%2Fetc%2Fpasswd%00', { token: writer });
    expect([notOurs.status, notOurs.json.errors?.url]).toEqual([400, MEDIA_MESSAGES.notUploaded]);
    for (const bad of [
      { focusX: 1.5, focusY: 0 },
      { focusX: '0.2', focusY: 0 },
      { focusX: -0.1, focusY: 0.5 },
    ]) {
      const res = await focus({ url: hero, ...bad });
      expect(res.status).toBe(400);
      expect(Object.values(res.json.errors)).toContain('Choose a point on the image.');
    }
    expect((await focus({ url: hero, focusX: 0.9, focusY: 0.1 })).json.data).toEqual({
      url: hero,
      focusX: 0.9,
      focusY: 0.1,
    });
    expect(await stored()).toEqual({ url: hero, focus: { x: 0.9, y: 0.1 } });
    const slug = `focused-${run}`;
    const res = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: {
        title: `Focused ${run}`,
        slug,
        content: '<p>Text.</p>',
        industry: 'Agriculture',
        tags: ['Photos'],
        heroImage: hero,
        heroImageAlt: 'A field',
        ogImage: await photo({ presignPath: '/blogs/upload-open-graph-image' }),
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(imageOf(await html('/blogs'), hero).style).toContain('object-position:90% 10%');
  });
});

describe('the backfill of images stored before variants', () => {
  it('makes the set of a legacy image once, keeps its bytes private, and a second run changes nothing', async () => {
    const path = `/media/blog/${randomUUID()}.jpg`;
    const uploaded = await phoneJpeg(700, 500);
    // As an older stack stored it: the uploaded bytes at the public key, a reference without variants.
    const { storeLegacyImage } = await import('@app/services/data/media-backfill');
    await storeLegacyImage(path, uploaded, 'test');
    expect(await hasGps(await bytes(path))).toBe(true);
    const { backfillImageVariants } = await import('@app/services/data/media-backfill');
    const only = new Set([path]);
    expect(await backfillImageVariants(10, only)).toEqual({ made: 1, failed: 0, remaining: false });
    const served = await bytes(path);
    expect(await hasGps(served)).toBe(false);
    expect((await sharp(served).metadata()).width).toBe(500);
    expect((await sharp(await bytes(`${stem(path)}-480.webp`)).metadata()).height).toBe(672);
    expect(await backfillImageVariants(10, only)).toEqual({ made: 0, failed: 0, remaining: false });
  });
});
