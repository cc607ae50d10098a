import { readdirSync, readFileSync } from 'node:fs';

/**
 * How many Chromium browsers other than the bench's own are running: the
 * issue's performance goal differs with another browser on the machine.
 * Counts browser processes (not their renderers and helpers, which carry
 * `--type=`) that are alive, from /proc; 0 where /proc is missing.
 */
export function otherBrowsers(): number {
  let browsers = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (!/^(chromium|chrome|headless_shell)$/.test(comm)) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // Zombies and exiting processes have an empty command line.
      if (args[0] && !args.some((a) => a.startsWith('--type='))) browsers++;
    } catch {
      // The process ended while being read.
    }
  }
  // The bench's own browser is one of them.
  return Math.max(0, browsers - 1);
}
