import { env } from './env';

type S3Sdk = typeof import('@aws-sdk/client-s3');
export interface S3 {
  sdk: S3Sdk;
  client: InstanceType<S3Sdk['S3Client']>;
}

let loaded: Promise<S3> | undefined;

/**
 * The S3 client, one per container, created on first use: most requests of
 * an S3-using feature (public reads, listings) never touch S3, so they skip
 * loading its SDK at cold start (bench:lambda). Path-style addressing
 * locally, because s3rver serves buckets under one host; virtual-hosted
 * style in AWS. Use: `const { sdk, client } = await s3();
 * await client.send(new sdk.GetObjectCommand(...))`.
 */
export function s3(): Promise<S3> {
  loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: env.AWS_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
      maxAttempts: 2,
    }),
  }));
  return loaded;
}
