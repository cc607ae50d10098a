import { env } from './env';
import { traced } from './tracing';

type S3Sdk = typeof import('@aws-sdk/client-s3');
export interface S3 {
  sdk: S3Sdk;
  client: InstanceType<S3Sdk['S3Client']>;
  /** Signs the URLs browsers use (presigned POST/GET): `client`, except where browsers reach S3 elsewhere. */
  presigner: InstanceType<S3Sdk['S3Client']>;
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
  loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
    const clientFor = (endpoint: string | undefined) =>
      new sdk.S3Client({
        region: env.AWS_REGION,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        maxAttempts: 2,
      });
    // Only the client that sends is traced: the presigner signs URLs and never calls S3.
    const client = traced(clientFor(env.S3_ENDPOINT));
    // Locally browsers go through the gateway that enforces what s3rver ignores (services/local/s3-guard.ts).
    const presigner = env.S3_PUBLIC_ENDPOINT ? clientFor(env.S3_PUBLIC_ENDPOINT) : client;
    return { sdk, client, presigner };
  });
  return loaded;
}
