import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANT_VERSION } from '@app/shared/media-variants';
import type { ImageJob, ImageJobResult } from '../src/lib/media/image-job';

interface CachedJob {
  result: ImageJobResult;
  objects: { key: string; contentType: string; body: string }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The image job for a seeded image. Every stack a test run starts seeds the same illustrations
 * (each test worker and each fresh-stack file starts one), and making their variants with sharp was
 * most of a start's seed (about 3 s CPU of 7). With SEED_IMAGE_CACHE_DIR (test/support/global-setup.ts
 * sets it inside the run's data folder, removed when the run ends) the first start makes them with
 * the real job and keeps the objects it wrote; later starts write the same objects (byte for byte:
 * same keys, sizes, types and ETags, compared on two starts). Stacks starting side by side wait for
 * the one making an image. Without the variable (npm start, benchmarks) this is the real job.
 */
export function seedImageJob(body: Uint8Array): (job: ImageJob) => Promise<ImageJobResult> {
  return async (job) => {
    const { runImageJob } = await import('../src/lib/media/run-image-job');
    const dir = process.env.SEED_IMAGE_CACHE_DIR;
    if (!dir) return runImageJob(job);
    const hash = createHash('sha256')
      .update(`${VARIANT_VERSION}\0${JSON.stringify(job)}\0`)
      .update(body);
    const file = join(dir, `${hash.digest('hex')}.json`);
    const lock = `${file}.lock`;
    mkdirSync(dir, { recursive: true });
    let held = false;
    for (let waited = 0; !held && !existsSync(file) && waited < 30_000; waited += 100) {
      try {
        mkdirSync(lock);
        held = true;
      } catch {
        await sleep(100);
      }
    }
    try {
      if (existsSync(file)) {
        const cached = JSON.parse(readFileSync(file, 'utf8')) as CachedJob;
        await writeObjects(cached.objects);
        return cached.result;
      }
      const result = await runImageJob(job);
      if (!result.ok) return result;
      const { variantKeys } = await import('../src/lib/media/image-job');
      const objects = await readObjects(variantKeys(job.path, result.widths));
      writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify({ result, objects } satisfies CachedJob));
      renameSync(`${file}.${process.pid}.tmp`, file);
      return result;
    } finally {
      if (held) rmSync(lock, { recursive: true, force: true });
    }
  };
}

async function media() {
  const { env } = await import('../src/lib/env');
  const { s3 } = await import('../src/lib/s3');
  return { bucket: env.MEDIA_BUCKET, ...(await s3()) };
}

async function readObjects(keys: string[]): Promise<CachedJob['objects']> {
  const { bucket, sdk, client } = await media();
  return Promise.all(
    keys.map(async (key) => {
      const got = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = (await got.Body?.transformToByteArray()) ?? new Uint8Array();
      return { key, contentType: got.ContentType ?? '', body: Buffer.from(bytes).toString('base64') };
    }),
  );
}

/** As the image job writes them (services/src/lib/media/image-job.ts). */
async function writeObjects(objects: CachedJob['objects']): Promise<void> {
  const { bucket, sdk, client } = await media();
  await Promise.all(
    objects.map((o) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: o.key,
          Body: Buffer.from(o.body, 'base64'),
          ContentType: o.contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    ),
  );
}

/** storeImage (services/src/data/media-upload.ts) with the seed's image job. */
export async function seedImage(path: string, body: Uint8Array, type: 'image/png', usedBy: string) {
  const { storeImage } = await import('../src/data/media-upload');
  await storeImage(path, body, type, usedBy, seedImageJob(body));
}
