import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Feature folders (web/src/features/*, services/src/features/*) import no other
 * feature; what two features need lives in src/lib, src/components or shared/.
 * The repo's own biome.json enforces it with noRestrictedImports, one override
 * per folder depth (a relative import leaves its feature after as many `../` as
 * the file is deep). Here that config lints a small tree of fixtures.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

const FIXTURES: Record<string, string> = {
  'web/src/lib/api.ts': 'export const api = 1;\n',
  'web/src/features/deals/api/deals.ts': 'export const deals = 1;\n',
  'web/src/features/leads/api/leads.ts': 'export const leads = 1;\n',
  'web/src/features/leads/top.ts': 'export const top = 1;\n',
  // Allowed: the feature's own files, and src/lib.
  'web/src/features/leads/components/fine.tsx': [
    "import { api } from '../../../lib/api';",
    "import { top } from '../top';",
    "import { leads } from '../api/leads';",
    'export const all = [api, top, leads];',
  ].join('\n'),
  'web/src/features/leads/components/sibling.tsx':
    "import { deals } from '../../deals/api/deals';\nexport const all = [deals];\n",
  'web/src/features/leads/components/via-features.tsx':
    "import { deals } from '../../../features/deals/api/deals';\nexport const all = [deals];\n",
  'web/src/features/leads/shallow.ts':
    "import { deals } from '../deals/api/deals';\nexport const all = [deals];\n",
  'web/src/features/leads/api/deep/deeper.ts': [
    "import { api } from '../../../../lib/api';",
    "import { leads } from '../leads';",
    "import { deals } from '../../../deals/api/deals';",
    'export const all = [api, leads, deals];',
  ].join('\n'),
  'services/src/lib/errors.ts': 'export const errors = 1;\n',
  'services/src/features/blogs/blog.ts': 'export const blog = 1;\n',
  'services/src/features/moderation/fine.ts':
    "import { errors } from '../../lib/errors';\nexport const all = [errors];\n",
  'services/src/features/moderation/delete-items.ts':
    "import { blog } from '../blogs/blog';\nexport const all = [blog];\n",
};

const scratch = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(): Array<{ file: string; line: string }> {
  copyFileSync(join(ROOT, 'biome.json'), join(scratch, 'biome.json'));
  for (const [path, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  let out: string;
  try {
    out = execFileSync(BIOME, ['lint', '--only=style/noRestrictedImports', '--reporter=github', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  // ::error title=lint/style/noRestrictedImports,file=web/src/...,line=1,...
  return [...out.matchAll(/noRestrictedImports,file=([^,]+),line=(\d+)/g)].map((m) => ({
    file: relative(scratch, m[1] ?? ''),
    line: m[2] ?? '',
  }));
}

describe('feature boundaries (biome.json)', () => {
  it('refuses an import from one feature folder into another, at any depth, and nothing else', () => {
    expect(lint().sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'services/src/features/moderation/delete-items.ts', line: '1' },
      { file: 'web/src/features/leads/api/deep/deeper.ts', line: '3' },
      { file: 'web/src/features/leads/components/sibling.tsx', line: '1' },
      { file: 'web/src/features/leads/components/via-features.tsx', line: '1' },
      { file: 'web/src/features/leads/shallow.ts', line: '1' },
    ]);
  });
});
