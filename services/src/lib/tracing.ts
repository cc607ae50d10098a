/**
 * X-Ray subsegments for the AWS SDK clients (issue 29 item 5): each client
 * factory passes its client through `traced()`, which hands it to Powertools
 * Tracer's `captureAWSv3Client` where tracing is on, so a trace shows every
 * DynamoDB, S3, SES, Cognito, CloudWatch and Lambda call with its duration and
 * error.
 *
 * Tracing is on only in a function with Active tracing (Lambda sets
 * AWS_XRAY_DAEMON_ADDRESS there) and POWERTOOLS_TRACE_ENABLED not 'false'.
 * Elsewhere (the local stack, tests, bench:lambda) the Tracer is never loaded:
 * it brings the X-Ray SDK (60-140 ms of module loading on this machine), and
 * a disabled Tracer would hand the client back unchanged anyway.
 *
 * The Tracer is loaded with a synchronous require (the bundles' banner defines
 * one; it resolves from the dependencies layer) because the DynamoDB and
 * Cognito clients are created at module level, before any await could run.
 */
import { createRequire } from 'node:module';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import { env } from './env';

/** The part of Powertools' Tracer the factories use. */
export type ClientTracer = Pick<Tracer, 'captureAWSv3Client'>;

/** Whether this process sends traces (a function of an Active-traced stage). */
export function tracingOn(
  source: Pick<typeof env, 'POWERTOOLS_TRACE_ENABLED' | 'AWS_XRAY_DAEMON_ADDRESS'> = env,
): boolean {
  return (
    source.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false' && Boolean(source.AWS_XRAY_DAEMON_ADDRESS)
  );
}

let loaded: ClientTracer | null | undefined;

/** The process's Tracer, created on first use; null where tracing is off. */
export function clientTracer(): ClientTracer | null {
  if (loaded === undefined) {
    if (!tracingOn()) loaded = null;
    else {
      const { Tracer: PowertoolsTracer } = createRequire(import.meta.url)(
        '@aws-lambda-powertools/tracer',
      ) as typeof import('@aws-lambda-powertools/tracer');
      // The SDK clients are what we trace; no other outbound HTTP worth a subsegment.
      loaded = new PowertoolsTracer({
        serviceName: env.POWERTOOLS_SERVICE_NAME,
        captureHTTPsRequests: false,
      });
    }
  }
  return loaded;
}

/** The client, captured for X-Ray where tracing is on; the same object, untouched, elsewhere. */
export function traced<T>(client: T, tracer: ClientTracer | null = clientTracer()): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}
