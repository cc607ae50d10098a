/**
 * The one clock of business code: every "now" in shared/src and services/src
 * comes from here, so the local stack and the tests can run the product at any
 * instant (a holiday, a weekend, a DST change) instead of whatever day the
 * machine says. Real elapsed time (durations, timeouts, token expiry, rate
 * limits, S3 presigning) stays on Date.now().
 *
 * The setter keeps time flowing: it stores an offset from the machine's clock,
 * so after setting 2026-11-27T09:00Z the clock reads 09:00:05Z five seconds
 * later. It refuses to run inside a Lambda: in AWS the clock is always real.
 */

/**
 * The offset lives on globalThis under a registered symbol, so two copies of
 * this module (a test file and the stack's handlers loaded another way) share
 * one clock.
 */
const KEY = Symbol.for('moondive.clock.offsetMs');
const store = globalThis as { [KEY]?: number };
const offset = (): number => store[KEY] ?? 0;

/** The current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** The current instant in epoch milliseconds. */
export function nowMs(): number {
  return Date.now() + offset();
}

/** True inside an AWS Lambda (the clock may not be set there). Browsers have no `process`. */
function inLambda(): boolean {
  return typeof process !== 'undefined' && Boolean(process.env?.AWS_LAMBDA_FUNCTION_NAME);
}

/**
 * Local stack and tests only: from now on the clock reads `instant` (and runs
 * on from it); `null` goes back to the real time. Throws inside a Lambda and
 * for an invalid instant.
 */
export function setClock(instant: Date | string | number | null): void {
  if (inLambda()) throw new Error('The clock cannot be set inside a Lambda');
  if (instant === null) {
    store[KEY] = 0;
    return;
  }
  const at = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(at)) throw new RangeError(`Not an instant: ${String(instant)}`);
  store[KEY] = at - Date.now();
}

/** Whether the clock is set (not the real time). */
export function clockIsSet(): boolean {
  return offset() !== 0;
}
