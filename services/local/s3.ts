import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** CORS for browser uploads straight to the bucket, limited to the site origin as in AWS. */
function corsXml(origin: string): string {
  return `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/** s3rver: S3's API on the file system, persisted under `.local/`; buckets are created if missing. */
export async function startS3rver(opts: {
  dataDir: string;
  port: number;
  buckets: string[];
  siteOrigin: string;
}) {
  const S3rver = require('s3rver');
  mkdirSync(opts.dataDir, { recursive: true });
  const instance = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    silent: true,
    directory: opts.dataDir,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [corsXml(opts.siteOrigin)] })),
  });
  await instance.run();
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stop: () => instance.close() as Promise<void>,
  };
}
