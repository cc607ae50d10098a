import { IDEMPOTENCY } from '@app/shared/idempotency';

/**
 * One Idempotency-Key per submission (issue 14, finding 5): the same values
 * sent again (a retry after a network error or a double click) reuse the
 * key, so the API answers with the first result instead of storing twice;
 * other values, or a new submission after a success, get a new key.
 */
export function submissionKeys() {
  let last: { values: string; key: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const json = JSON.stringify(values);
      if (last?.values !== json) last = { values: json, key: crypto.randomUUID() };
      return last.key;
    },
    /** After a success: the next submission is a new one. */
    done(): void {
      last = null;
    },
  };
}

export const idempotencyHeader = (key: string) => ({ [IDEMPOTENCY.header]: key });
