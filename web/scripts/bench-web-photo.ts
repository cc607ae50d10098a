/**
 * `npm run bench:web -- --photo` (issue 26, item 6): the "real photo" row. A
 * generated 4000×3000 phone photo (4-5 MB JPEG, EXIF orientation 6 and a GPS
 * position) goes through the admin's upload path (presign, POST to S3,
 * confirm: the variants are made there) as a new post's hero; the post is
 * published and measured beside a seeded post: what the hero costs a 390 px
 * phone at DPR 2 and Lighthouse's mobile device (412 px at DPR 1.75), LCP and
 * Lighthouse performance (median of 3, alternating the two posts), and
 * whether any served variant carries GPS.
 */
import { randomUUID } from 'node:crypto';
import { hasGps, largePhoneJpeg } from '@app/services/lib/media/test-images';
import { LOCAL_CREDENTIALS } from '@app/services/local/local-aws';
import type { LocalStack } from '@app/services/local/stack';
import { AUTH } from '@app/shared/constants';
import { ogVariantPath, variantPath } from '@app/shared/media-variants';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { chromium } from 'playwright-core';
import { lighthouseRun, type Run, summarize } from './bench-web-lighthouse';

const TARGETS = { heroKb: 200, performance: 95 };
const RUNS = 3;

interface Staff {
  origin: string;
  token: string;
}

/** Signs the bench's SuperAdmin in as the SPA does (USER_PASSWORD_AUTH) and returns the ID token. */
async function signIn(stack: LocalStack, admin: { email: string; password: string }): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    endpoint: stack.runtimeConfig.cognitoEndpoint as string,
    region: stack.runtimeConfig.region as string,
    credentials: LOCAL_CREDENTIALS,
  });
  const out = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.runtimeConfig.userPoolClientId as string,
      AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
    }),
  );
  client.destroy();
  const token = out.AuthenticationResult?.IdToken;
  if (!token) throw new Error('The bench admin could not sign in');
  return token;
}

async function call(staff: Staff, method: string, path: string, body: unknown) {
  const res = await fetch(`${staff.origin}/api/v1${path}`, {
    method,
    headers: { [AUTH.tokenHeader]: staff.token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: Record<string, unknown>; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data ?? {};
}

/** The admin's upload: presign, POST the form to S3, confirm (which makes the variants). */
async function upload(staff: Staff, bytes: Buffer, presign: string): Promise<{ url: string; ms: number }> {
  const ticket = (await call(staff, 'POST', presign, { contentType: 'image/jpeg', size: bytes.length })) as {
    url: string;
    fields: Record<string, string>;
    uploadKey: string;
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const put = await fetch(ticket.url, { method: 'POST', body: form });
  if (!put.ok) throw new Error(`S3 POST: ${put.status}`);
  const started = performance.now();
  const { url } = (await call(staff, 'POST', '/blogs/confirm-image', { uploadKey: ticket.uploadKey })) as {
    url: string;
  };
  return { url, ms: performance.now() - started };
}

/** The hero a browser picks on a device (its currentSrc) and the bytes of that file. */
async function heroOn(url: string, width: number, dpr: number): Promise<{ path: string; bytes: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height: 844 }, deviceScaleFactor: dpr });
    await page.goto(url);
    const src = await page
      .locator('img[fetchpriority="high"]')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const path = new URL(src).pathname;
    const res = await fetch(src);
    return { path, bytes: (await res.arrayBuffer()).byteLength };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const row = (cells: Array<string | number>) => cells.map((c) => String(c).padStart(15)).join('');

/** Prints the real-photo rows; returns the missed targets. */
export async function photoRows(
  stack: LocalStack,
  admin: { email: string; password: string },
  chromePort: number,
  seededPost: string,
): Promise<string[]> {
  const origin = stack.url;
  const staff = { origin, token: await signIn(stack, admin) };
  const photo = await largePhoneJpeg();
  const hero = await upload(staff, photo, '/blogs/upload-image');
  const og = await upload(staff, photo, '/blogs/upload-open-graph-image');
  const slug = `real-photo-${randomUUID().slice(0, 8)}`;
  await call(staff, 'POST', '/blogs/publish-blog', {
    title: 'A real photo as the hero',
    slug,
    content: '<p>A phone photo, uploaded as a writer would.</p>',
    industry: 'Agriculture',
    tags: ['Photos'],
    heroImage: hero.url,
    heroImageAlt: 'A field at dawn',
    ogImage: og.url,
  });
  const post = `/blogs/${slug}`;
  console.log(
    `\nreal photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG, 4000×3000 stored, orientation 6, GPS: ${await hasGps(photo)}; upload confirmed in ${(hero.ms / 1000).toFixed(1)} s (variants made); published as ${post}`,
  );
  const served: Run[] = [];
  const seeded: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    served.push(await lighthouseRun(`${origin}${post}`, chromePort, ['performance']));
    seeded.push(await lighthouseRun(`${origin}${seededPost}`, chromePort, ['performance']));
  }
  const phone = await heroOn(`${origin}${post}`, 390, 2);
  const lhDevice = await heroOn(`${origin}${post}`, 412, 1.75);
  const s = summarize(served);
  const f = summarize(seeded);
  const lhHero = s.imageBytes[lhDevice.path];
  console.log(row(['post', 'perf', 'spread', 'LCP s', 'total KB', 'hero 390@2', 'hero 412@1.75']));
  for (const [name, sum, heroes] of [
    ['real photo', s, `${kb(phone.bytes)} KB|${kb(lhHero ?? lhDevice.bytes)} KB`],
    ['seeded', f, '-|-'],
  ] as const) {
    const [a, b] = heroes.split('|');
    console.log(
      `${row([name, sum.scores.performance ?? '-', `${sum.perfMin}-${sum.perfMax}`, (sum.lcpMs / 1000).toFixed(1), kb(sum.transferBytes), a ?? '', b ?? ''])}`,
    );
  }
  console.log(
    `hero picked: ${phone.path.split('/').pop()} on 390 px DPR 2, ${lhDevice.path.split('/').pop()} on 412 px DPR 1.75 (Lighthouse transferred ${lhHero === undefined ? 'not seen' : `${kb(lhHero)} KB`})`,
  );
  // Every file the photo is served as: each WebP width its page names, the fallback and the Open Graph card.
  const html = await (await fetch(`${origin}${post}`)).text();
  const widths = [...html.matchAll(/-(\d+)\.webp (\d+)w/g)].map((m) => Number(m[2]));
  const files = [...new Set(widths)].map((w) => variantPath(hero.url, w));
  files.push(hero.url, ogVariantPath(og.url));
  let gps = 0;
  for (const file of files) {
    const bytes = Buffer.from(await (await fetch(`${origin}${file}`)).arrayBuffer());
    if (await hasGps(bytes)) gps++;
  }
  console.log(`served files with GPS: ${gps} of ${files.length}`);
  const missed: string[] = [];
  for (const [name, bytes] of [
    ['390 px DPR 2', phone.bytes],
    ['412 px DPR 1.75', lhHero ?? lhDevice.bytes],
  ] as const)
    if (bytes > TARGETS.heroKb * 1024) missed.push(`real photo hero on ${name}: ${kb(bytes)} KB`);
  if ((s.scores.performance ?? 0) < TARGETS.performance)
    missed.push(`real photo post: performance ${s.scores.performance}`);
  if (gps) missed.push(`real photo: ${gps} served files carry GPS`);
  console.log(
    `Targets: hero <= ${TARGETS.heroKb} KB on both devices, performance median >= ${TARGETS.performance}, no served file with GPS; the seeded post beside it for comparison.`,
  );
  return missed;
}
