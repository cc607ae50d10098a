import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first, whatever project they belong to, so the suite's last minute
 * is not one long browser file running alone while the other workers idle. Vitest's own
 * order puts projects one after another and knows durations only from a local cache,
 * which a fresh clone (and CI) does not have; these ranks hold without it.
 */
const LONGEST = [
  'test/e2e/admin-layout.test.ts',
  'test/e2e/public-a11y.test.ts',
  // Every infra test file in one (45 s on one core): it once ran alone at the end of the run.
  'infra/lib/testing/infra-suite.test.ts',
];
/** Unit files that take tens of seconds (they spawn builds and scans): with the journeys, not last. */
const SLOW_UNITS = ['services/scripts/bundle.test.ts'];

function rank(path: string): number {
  const known = LONGEST.indexOf(path);
  if (known >= 0) return known;
  if (path.startsWith('test/e2e/') || SLOW_UNITS.includes(path)) return 10;
  if (path.startsWith('test/')) return 20;
  // Unit files are short: they fill the gaps at the end.
  return 30;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order, rank: rank(relative(root, file.moduleId)) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}
