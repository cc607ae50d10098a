import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * No import circles anywhere in the code (issue 24): dpdm walks every module
 * of every package with the TypeScript parser, type-only imports included, so a
 * circle that `import type` hides from the bundler still counts.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SOURCES = [
  'shared/src/**/*.ts',
  'services/{src,local,scripts}/**/*.ts',
  'infra/{bin,lib,scripts}/**/*.ts',
  'web/src/**/*.{ts,tsx}',
  'web/scripts/**/*.ts',
  'web/vite.config.ts',
  'test/**/*.ts',
];

async function circlesIn(cwd: string, entries: string[]): Promise<string[]> {
  const tree = await parseDependencyTree(entries, { cwd, context: cwd, transform: false });
  return parseCircular(tree).map((circle) => circle.join(' -> '));
}

const scratch = mkdtempSync(join(tmpdir(), 'import-circles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import circles', () => {
  it('finds a circle, even one made of type-only imports (the check can fail)', async () => {
    writeFileSync(join(scratch, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(scratch, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    writeFileSync(join(scratch, 'c.ts'), "import type { A } from './a';\nexport type C = A;\n");
    expect(await circlesIn(scratch, ['*.ts'])).toEqual(['a.ts -> b.ts']);
  });

  it('there are none in shared, services, infra, web and test', async () => {
    expect(await circlesIn(ROOT, SOURCES)).toEqual([]);
  }, 60_000);
});
