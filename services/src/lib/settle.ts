import type { Context } from 'aws-lambda';
import { ServiceUnavailableError } from './errors';
import type { HandlerResult } from './handler';
import { logger } from './logger';

/** Answer this long before the Lambda's own timeout would cut the invocation off. */
export const TIMEOUT_MARGIN_MS = 250;
export const TOO_SLOW_MESSAGE = 'The service is taking too long to answer. Please try again.';

/**
 * Waits for a handler, but never reports failure for work it already
 * committed (issue 14, finding 5): once a handler has stored what the visitor
 * sent (a lead, an application) it calls `commit(answer)`, and from then on an
 * error or the approaching timeout still yields that answer. Before a commit,
 * the timeout is a 503 the client may retry with its Idempotency-Key.
 */
export async function settle(
  running: Promise<HandlerResult | undefined>,
  context: Context,
  committed: () => HandlerResult | undefined,
  feature: string,
): Promise<HandlerResult | undefined> {
  const remaining = context?.getRemainingTimeInMillis?.();
  let timer: NodeJS.Timeout | undefined;
  const deadline =
    typeof remaining === 'number' && Number.isFinite(remaining)
      ? new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), Math.max(0, remaining - TIMEOUT_MARGIN_MS));
        })
      : null;
  try {
    const outcome = await (deadline ? Promise.race([running, deadline]) : running);
    if (outcome !== 'timeout') return outcome;
    const answer = committed();
    if (answer) {
      logger.warn('handler still running at the deadline; answered with its committed result', { feature });
      return answer;
    }
    running.catch((error) => logger.error('handler failed after its timeout answer', { feature, error }));
    throw new ServiceUnavailableError(TOO_SLOW_MESSAGE);
  } catch (error) {
    const answer = committed();
    if (!answer) throw error;
    logger.error('handler failed after it committed; the visitor still gets its answer', { feature, error });
    return answer;
  } finally {
    if (timer) clearTimeout(timer);
  }
}
