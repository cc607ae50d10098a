/**
 * Cognito's guessing limits, for the local stack (issue 25 finding 8):
 * after 5 wrong passwords (or 5 wrong reset codes) the account is locked for
 * 15 minutes, and even the right answer is refused meanwhile. Counted per
 * user, in memory: a restart of the local stack forgets it, as a 15-minute
 * lock may. A right answer clears the count.
 */
export const LOCKOUT = { attempts: 5, ms: 15 * 60_000 } as const;
/** Guesses at made-up user names are counted too; the oldest are forgotten beyond this many. */
const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  lockedUntil: number;
}

export class AttemptLimiter {
  private readonly entries = new Map<string, Entry>();

  /** `now` is real time (ms): the lock is about wall-clock guessing, not the business clock. */
  constructor(private readonly now: () => number) {}

  locked(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.lockedUntil === 0) return false;
    if (entry.lockedUntil > this.now()) return true;
    this.entries.delete(key);
    return false;
  }

  /** One more wrong answer; the fifth locks the account. */
  fail(key: string): void {
    const entry = this.entries.get(key) ?? { failures: 0, lockedUntil: 0 };
    if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
    entry.failures += 1;
    if (entry.failures >= LOCKOUT.attempts) entry.lockedUntil = this.now() + LOCKOUT.ms;
    this.entries.set(key, entry);
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }
}
