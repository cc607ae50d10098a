/**
 * `npm run bench:tests`: runs `npm test` (vitest run) once and reports the wall
 * time, the tests, and each Vitest project's span (first file start to last file
 * end; projects overlap, so the spans add up to more than the wall time). The
 * budget is 8 minutes from a fresh clone on the 2-core machine with nothing else
 * running: measure it there (git clone . /tmp/x && cd /tmp/x && npm install &&
 * npm run bench:tests), and `npm run bench -- --only tests` keeps the figure in
 * docs/quality.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const BUDGET_SECONDS = 8 * 60;

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
  assertionResults: { status: string }[];
}

/** The Vitest project a file belongs to (vitest.config.ts's include globs). */
function projectOf(file: string, fresh: Set<string>): string {
  const path = relative(ROOT, file);
  if (path.startsWith('test/')) return fresh.has(path) ? 'integration-fresh' : 'integration';
  return path.split('/')[0] ?? 'other';
}

const dir = mkdtempSync(join(tmpdir(), 'bench-tests-'));
const out = join(dir, 'results.json');
const started = Date.now();
// Only the JSON report: the figures below are what the report keeps (bench-report.ts).
const run = spawnSync('npx', ['vitest', 'run', '--reporter=json', `--outputFile.json=${out}`], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, NODE_NO_WARNINGS: '1' },
});
const wall = (Date.now() - started) / 1000;
const report = JSON.parse(readFileSync(out, 'utf8')) as {
  numTotalTests: number;
  numFailedTests: number;
  testResults: FileResult[];
};
rmSync(dir, { recursive: true, force: true });

const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
const fresh = new Set([...config.matchAll(/'(test\/[^']+\.test\.ts)'/g)].map((m) => m[1] as string));
const projects = new Map<string, { files: number; tests: number; start: number; end: number }>();
for (const file of report.testResults) {
  const name = projectOf(file.name, fresh);
  const p = projects.get(name) ?? { files: 0, tests: 0, start: Number.POSITIVE_INFINITY, end: 0 };
  p.files += 1;
  p.tests += file.assertionResults.length;
  p.start = Math.min(p.start, file.startTime);
  p.end = Math.max(p.end, file.endTime);
  projects.set(name, p);
}

console.log(
  `\nnpm test: ${wall.toFixed(0)} s wall (budget ${BUDGET_SECONDS} s), ${report.numTotalTests} tests, ${report.numFailedTests} failed`,
);
console.log('project             files  tests  span (s)');
for (const [name, p] of [...projects].sort((a, b) => a[1].start - b[1].start))
  console.log(
    `${name.padEnd(18)} ${String(p.files).padStart(6)} ${String(p.tests).padStart(6)} ${((p.end - p.start) / 1000).toFixed(0).padStart(9)}`,
  );
for (const file of report.testResults.filter((f) => f.status !== 'passed'))
  console.log(`failed: ${relative(ROOT, file.name)}`);
const met = wall <= BUDGET_SECONDS && report.numFailedTests === 0 && run.status === 0;
console.log(met ? 'Target met' : 'Target missed');
process.exitCode = met ? 0 : 1;
