/**
 * `npm run bench:footer` (issue 31, item 5): how long a footer change takes to
 * reach every page. Saves the Noida office card (in every page's footer) on a
 * fresh seeded stack, which renders the whole site before it answers, and
 * times the PUT (median of 3 after one unmeasured save that pays the cold
 * start). Prints figures; not a test.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { signInToken, withBenchStack } from './bench-stack';

const RUNS = 3;
const GOAL_S = 10;
const NOIDA = 'office-noida';

await withBenchStack('footer', async (ready) => {
  const token = await signInToken(ready);
  const url = `${ready.url}/api/v1/admin/pages/${NOIDA}`;
  const headers = { token, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const { data: doc } = (await (await fetch(url, { headers })).json()) as {
      data: { version: number; content: Record<string, unknown> };
    };
    const body = JSON.stringify({
      version: doc.version,
      content: { ...doc.content, phone: `+91 120 555 ${1000 + i}` },
    });
    const t0 = performance.now();
    const res = await fetch(url, { method: 'PUT', headers, body });
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
    if (i > 0) times.push(ms / 1000);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
  console.log(
    `\nfooter bench: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `office card save, every page rendered: ${times.map((t) => t.toFixed(2)).join(' s, ')} s; median ${median.toFixed(2)} s (goal <= ${GOAL_S} s)`,
  );
  return 0;
});
