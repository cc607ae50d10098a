import type { ImageJob } from '../lib/media/image-job';
import { runImageJobHere } from '../lib/media/image-job';

/**
 * The image Lambda (arm64, sharp's arm64 binary beside the bundle): invoked
 * by a confirm call (lib/media/run-image-job.ts) or the backfill with one
 * image's path; makes and writes its variants, returns its size and widths
 * or why it was refused.
 */
export const handler = async (event: ImageJob) => runImageJobHere(event);
