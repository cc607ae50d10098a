import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../services/local/ports';
import { startS3rver } from '../../../services/local/s3';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('./not-found.cjs');
const PAGE = '<!doctype html><title>Not found</title><h1>Page not found</h1>';

type Result = { statusCode: number; headers: Record<string, string>; body: string };

/** A fresh copy of the Lambda module (its page cache is module state). */
function loadHandler(): () => Promise<Result> {
  delete require.cache[SOURCE];
  return (require(SOURCE) as { handler: () => Promise<Result> }).handler;
}

let s3: Awaited<ReturnType<typeof startS3rver>>;
let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'not-found-'));
  s3 = await startS3rver({
    dataDir: dir,
    port: await freePort(),
    buckets: ['site', 'empty'],
    siteOrigin: 'http://localhost',
  });
  // The handler builds a default S3Client, as in Lambda; point it at the embedded S3 via the standard variables.
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: s3.url,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const client = new S3Client({
    endpoint: s3.url,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new PutObjectCommand({ Bucket: 'site', Key: '404.html', Body: PAGE }));
});

afterAll(async () => {
  process.env = saved;
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('404 fallback origin', () => {
  it("answers with the site's 404.html and status 404", async () => {
    process.env.SITE_BUCKET = 'site';
    const result = await loadHandler()();
    expect(result.statusCode).toBe(404);
    expect(result.body).toBe(PAGE);
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('still answers 404 with a minimal page when 404.html cannot be read', async () => {
    process.env.SITE_BUCKET = 'empty';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await loadHandler()();
    expect(logged).toHaveBeenCalledWith('Could not read 404.html', expect.anything());
    logged.mockRestore();
    expect(result.statusCode).toBe(404);
    expect(result.body).toContain('Page not found');
  });
});
