/**
 * Growth ratio of a function's run time between inputs of size n and 10·n,
 * measured side by side (issue 14, finding 4): about 10 for linear work, about
 * 100 for quadratic. A ratio, not a wall-clock limit. Each side is the fastest
 * of `rounds` runs, timed in CPU time (this process's user + system), not on the
 * wall clock: on a busy machine a run longer than the scheduler's slice waits for
 * the CPU while a short one does not, which once made linear work read as 100.
 */
export function growthRatio(
  run: (input: string) => unknown,
  makeInput: (n: number) => string,
  n: number,
  rounds = 3,
) {
  const time = (input: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < rounds; i++) {
      const start = process.cpuUsage();
      run(input);
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return best;
  };
  const small = makeInput(n);
  const large = makeInput(10 * n);
  run(small); // warm up the JIT before timing
  const smallMs = time(small);
  const largeMs = time(large);
  return { smallMs, largeMs, ratio: largeMs / Math.max(smallMs, 0.05) };
}

/** Below this, growth is close to linear (10); quadratic growth gives ~100. */
export const LINEAR_GROWTH_LIMIT = 35;
