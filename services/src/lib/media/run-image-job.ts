/**
 * Runs the image job where it belongs: in AWS the confirm call invokes the
 * image Lambda (IMAGE_FUNCTION, arm64 with the memory a 50 MP image needs)
 * and waits for it; locally, with no IMAGE_FUNCTION, the same module runs
 * in-process. s3rver has no bucket notifications, so the confirm call starts
 * the job, not an S3 event.
 */
import { env } from '../env';
import { traced } from '../tracing';
import type { ImageJob, ImageJobResult } from './image-job';

export async function runImageJob(job: ImageJob): Promise<ImageJobResult> {
  const fn = env.IMAGE_FUNCTION;
  if (!fn) return (await import('./image-job')).runImageJobHere(job);
  const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
  const out = await traced(new LambdaClient({ region: env.AWS_REGION })).send(
    new InvokeCommand({ FunctionName: fn, Payload: new TextEncoder().encode(JSON.stringify(job)) }),
  );
  const text = new TextDecoder().decode(out.Payload ?? new Uint8Array());
  if (out.FunctionError) throw new Error(`Image job failed: ${text.slice(0, 500)}`);
  return JSON.parse(text) as ImageJobResult;
}
