import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe } from 'vitest';

/**
 * Every infra test file, run as one Vitest file: the stages are synthesised (and aws-cdk-lib
 * loaded) once per run instead of once per worker (36 s CPU against 85 s, measured side by side),
 * and that one file runs beside the other projects' files instead of in a group of its own
 * after them (Vitest runs a project with a maxWorkers of its own as a separate group; it was the
 * last 45 s of `npm test`, on one core). Each file keeps its own describe block, so its hooks stay
 * its own. One file's tests: `npx vitest run infra -t lib/nag`.
 */
const INFRA_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SELF = fileURLToPath(import.meta.url);
const SKIP = new Set(['node_modules', 'cdk.out', 'dist']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory())
        return SKIP.has(entry.name) || entry.name.startsWith('.') ? [] : testFiles(full);
      return entry.name.endsWith('.test.ts') && full !== SELF ? [full] : [];
    })
    .sort();
}

for (const file of testFiles(INFRA_ROOT)) {
  describe(relative(INFRA_ROOT, file), async () => {
    await import(pathToFileURL(file).href);
  });
}
