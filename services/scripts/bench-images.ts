/**
 * `npm run bench:images` (issue 26): a generated 4000×3000 phone photo (4-5 MB
 * JPEG of noise, the worst case for compression, EXIF orientation 6 and a GPS
 * position) through the image pipeline the upload confirm runs
 * (lib/media/make-variants.ts): the time to make every variant (median of 3),
 * each variant's bytes, what the post's hero costs a 390 px phone at DPR 2
 * and Lighthouse's mobile device (412 px at DPR 1.75) given the hero's
 * `sizes`, and whether any variant carries GPS. Prints figures; not a test.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { VARIANT_WIDTHS } from '@app/shared/media-variants';
import { makeVariants } from '../src/lib/media/make-variants';
import { hasGps, largePhoneJpeg } from '../src/lib/media/test-images';

const RUNS = 3;
const TARGETS = { heroKb: 200, seconds: 3 };

/** The srcset width a browser picks: the smallest at least the slot's CSS px × DPR. */
const pick = (cssPx: number, dpr: number, widths: readonly number[]) =>
  widths.find((w) => w >= cssPx * dpr) ?? widths[widths.length - 1];

const photo = await largePhoneJpeg();
console.log(
  `\nimage bench: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG, 4000×3000 stored, orientation 6, GPS: ${await hasGps(photo)}`,
);
console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const times: number[] = [];
let last: Awaited<ReturnType<typeof makeVariants>> | undefined;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  last = await makeVariants(photo, 'image/jpeg');
  times.push((performance.now() - t) / 1000);
}
if (!last) throw new Error('no run');
const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
console.log(
  `all variants: ${times.map((t) => t.toFixed(2)).join(' s, ')} s; median ${median.toFixed(2)} s (goal <= ${TARGETS.seconds} s)`,
);
console.log(`upright size ${last.info.width}×${last.info.height}; widths ${last.info.widths.join(', ')}`);
const kbOf = (kind: number | string) =>
  (last?.variants.find((v) => v.kind === kind)?.body.length ?? 0) / 1024;
console.log(
  `variant KB: ${[...VARIANT_WIDTHS.filter((w) => last?.info.widths.includes(w)), 'fallback', 'og'].map((k) => `${k} ${kbOf(k).toFixed(0)}`).join(', ')}`,
);
// The hero's sizes: calc(100vw - 32px) below 760 px (shared/src/html/views/media-image.ts).
const devices = [
  ['390 px phone, DPR 2', 390 - 32, 2],
  ['Lighthouse mobile, 412 px, DPR 1.75', 412 - 32, 1.75],
] as const;
let missed = 0;
for (const [name, css, dpr] of devices) {
  const w = pick(css, dpr, last.info.widths) as number;
  const kb = kbOf(w);
  if (kb > TARGETS.heroKb) missed++;
  console.log(`hero on ${name}: ${w}w WebP, ${kb.toFixed(0)} KB (target <= ${TARGETS.heroKb} KB)`);
}
let gps = 0;
for (const v of last.variants) if (await hasGps(v.body)) gps++;
console.log(`variants with GPS: ${gps} of ${last.variants.length}`);
if (median > TARGETS.seconds) missed++;
console.log(missed || gps ? 'Missed a target.' : 'All targets met.');
