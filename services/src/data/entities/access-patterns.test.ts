import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GSIS } from '../table';
import { ENTITY_DEFINITIONS, NOT_ENTITY_PATTERNS } from './registry';

/**
 * The access-pattern table of docs/architecture.md stays true: every index it
 * names is one the table declares, every pattern an entity definition serves
 * is listed there on the same index, and every pattern of a module that reads
 * through an entity is served by that entity's definition.
 */
const DOC = join(import.meta.dirname, '../../../../docs/architecture.md');

interface Row {
  id: string;
  indexes: string[];
  files: string;
}

function patternRows(markdown: string): Row[] {
  const section = markdown.split('### Access patterns')[1]?.split('\n### ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| [A-Z]+\d* \|/.test(line) || /^\| \d+ \|/.test(line))
    .map((line) => {
      const cells = line.split('|').map((c) => c.trim());
      return {
        id: cells[1] as string,
        indexes: (cells[3] ?? '').match(/table|gsi\d+|—/g) ?? [],
        files: cells[cells.length - 2] ?? '',
      };
    });
}

const rows = patternRows(readFileSync(DOC, 'utf8'));
const byId = new Map(rows.map((r) => [r.id, r]));
const declaredIndexes = new Set(['table', '—', ...GSIS.map((g) => g.name)]);

describe('docs/architecture.md access patterns', () => {
  it('lists the patterns (the parser found the table)', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(byId.get('L2')?.indexes).toEqual(['gsi1']);
  });

  it('names only indexes the table declares', () => {
    for (const row of rows)
      for (const index of row.indexes) expect(declaredIndexes, `${row.id}: ${index}`).toContain(index);
  });

  it('lists every pattern an entity serves, on the index its definition declares', () => {
    for (const { entity, patterns } of ENTITY_DEFINITIONS)
      for (const [id, index] of Object.entries(patterns)) {
        const row = byId.get(id);
        expect(row, `${entity} serves ${id}, which the document does not list`).toBeDefined();
        expect([...new Set(row?.indexes)].sort(), `${entity} ${id}`).toEqual([index].flat().sort());
      }
  });

  it('has every pattern of a module that reads through an entity served by that entity', () => {
    const served = new Set(ENTITY_DEFINITIONS.flatMap((d) => Object.keys(d.patterns)));
    const modules = ENTITY_DEFINITIONS.flatMap((d) => d.modules);
    const owned = rows.filter((row) => modules.some((m) => row.files.includes(`\`${m}\``)));
    expect(owned.length).toBeGreaterThan(20);
    const missing = owned.filter((row) => !served.has(row.id) && !(row.id in NOT_ENTITY_PATTERNS));
    expect(missing.map((row) => `${row.id} (${row.files})`)).toEqual([]);
  });
});
