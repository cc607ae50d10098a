/**
 * ReDoS audit (issue 14, finding 4): every regular expression in the source
 * of shared/, services/, web/ and infra/ gets a verdict from `recheck`, which
 * proves a pattern linear or finds an attack string for a polynomial or
 * exponential one. Used by regex-audit.test.ts (every pattern must be safe or
 * reviewed) and bench-resilience.ts (timings of the attack strings).
 *
 * - Literals (`/.../flags`) are found with the TypeScript parser, so a new
 *   pattern is audited the day it is written.
 * - `new RegExp(...)` is built at run time: each file that does it must be
 *   listed in DYNAMIC_REGEX_SOURCES with the RegExps it builds (checked the same
 *   way) or a reason they never see user input.
 * - REVIEWED lists the flagged patterns that never see visitor or staff input,
 *   each with the reason; a pattern that starts seeing input must leave it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LINEAR_GROWTH_LIMIT } from '@app/shared/testing/growth-ratio';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const AUDIT_ROOTS = [
  'shared/src',
  'services/src',
  'services/local',
  'services/scripts',
  'web/src',
  'infra/lib',
];
/** Test oracles and fixtures; they never run on production input. */
const SKIPPED = [
  /\.test\.tsx?$/,
  /^shared\/src\/testing\//,
  /^infra\/lib\/testing\//,
  /^services\/local\/seed-data\//,
];

export interface RegexSite {
  file: string;
  line: number;
  source: string;
  flags: string;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(?:ts|tsx|js|cjs|mjs)$/.test(name)) yield full;
  }
}

function auditedFiles(): string[] {
  const files: string[] = [];
  for (const root of AUDIT_ROOTS) {
    for (const full of sourceFiles(join(REPO_ROOT, root))) {
      const file = relative(REPO_ROOT, full);
      if (!SKIPPED.some((re) => re.test(file))) files.push(file);
    }
  }
  return files;
}

/** Every regex literal, and per file the number of `new RegExp(...)` / `RegExp(...)` calls. */
export function scanRegexes(): { literals: RegexSite[]; dynamic: Map<string, number> } {
  const literals: RegexSite[] = [];
  const dynamic = new Map<string, number>();
  for (const file of auditedFiles()) {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(sf);
        const end = literal.lastIndexOf('/');
        literals.push({
          file,
          line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        node.expression.getText(sf) === 'RegExp'
      ) {
        dynamic.set(file, (dynamic.get(file) ?? 0) + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { literals, dynamic };
}

/**
 * recheck's verdict; `g`/`y` change where a search starts, not its complexity.
 * recheck's own choice of checker first (`auto`): the automaton checker, exact
 * and deterministic, unless a repeat count (over 30) or the automaton's size is
 * beyond what it models, which goes to the fuzz checker at once. (Forced to the
 * automaton, `{0,199}` in the social links' path pattern spun to the 30 s
 * timeout: 30 of the audit's 36 CPU-s.) What the automaton times out on, on a
 * busy machine, goes to the fuzz checker too. The fuzz checker's random search
 * now and then reports a bounded pattern; such a report is confirmed by timing
 * the pattern on recheck's own attack string at 1/10 and full length (growth
 * ratio: linear ≈ 10, quadratic ≈ 100) before it counts.
 */
export function verdict(source: string, flags: string): Promise<Diagnostics> {
  const clean = flags.replace(/[gy]/g, '');
  // The same pattern appears in several files (a fifth of the literals): one verdict each.
  const key = `${clean}/${source}`;
  let known = verdicts.get(key);
  if (!known) {
    known = freshVerdict(source, clean);
    verdicts.set(key, known);
  }
  return known;
}

const verdicts = new Map<string, Promise<Diagnostics>>();

async function freshVerdict(source: string, clean: string): Promise<Diagnostics> {
  const first = await check(source, clean, { timeout: 30_000, checker: 'auto' });
  if (first.status !== 'unknown' && first.checker === 'automaton') return first;
  const fuzzed =
    first.status === 'unknown' ? await check(source, clean, { timeout: 30_000, checker: 'fuzz' }) : first;
  if (fuzzed.status !== 'vulnerable') return fuzzed;
  const re = new RegExp(source, clean);
  const attack = fuzzed.attack.string;
  const time = (input: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      re.exec(input);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };
  const ratio = time(attack) / Math.max(time(attack.slice(0, Math.ceil(attack.length / 10))), 0.05);
  return ratio < LINEAR_GROWTH_LIMIT
    ? ({
        ...fuzzed,
        status: 'safe',
        complexity: { type: 'linear', summary: 'linear (growth ratio)', isFuzz: true },
      } as unknown as Diagnostics)
    : fuzzed;
}

/**
 * Flagged patterns that see no visitor or staff input, keyed `file /source/`.
 * Each reason says where the input comes from.
 */
export const REVIEWED: Readonly<Record<string, string>> = {
  'services/scripts/bench-resilience.ts /\\s*!\\s*important$/':
    'The bench keeps the old pattern on purpose, to time it against the fix on its own generated input.',
  'services/scripts/bench-resilience.ts /<img\\b[^>]*?\\bsrc="([^"]*)"/':
    'The bench keeps the old pattern on purpose, to time it against the fix on its own generated input.',
  'services/scripts/bench-resilience.ts /<\\/?(?:li|p|ul|ol|h[1-6]|blockquote)\\b[^>]*>|<br\\s*\\/?>|\\r?\\n/':
    'The bench keeps the old pattern on purpose, to time it against the fix on its own generated input.',
  'infra/lib/csp.ts /<script\\b([^>]*)>([\\s\\S]*?)<\\/script\\s*>/':
    'Runs at synth time on the pages of our own web build, to hash their inline scripts.',
};

export const reviewKey = (site: Pick<RegexSite, 'file' | 'source'>) => `${site.file} /${site.source}/`;
