import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { h, jsonScript, serialize } from '@app/shared/html/html';
import { BLOCK_CLASS_PATTERNS, CODE_CLASS_PATTERNS, SPAN_CLASS_PATTERNS } from '@app/shared/rich-text';
import { otpSchema } from '@app/shared/schemas/auth';
import { MEDIA_IMAGE_PATH, PENDING_IMAGE_KEY } from '@app/shared/schemas/media-upload';
import { growthRatio, LINEAR_GROWTH_LIMIT } from '@app/shared/testing/growth-ratio';
import { describe, expect, it } from 'vitest';
import { regexes as zodRegexes } from 'zod/v4/core';
import { compileRoute } from '../src/lib/route-match';
import { SPAN_STYLES } from '../src/lib/sanitize-html';
import { REVIEWED, reviewKey, scanRegexes, verdict } from './regex-audit';

/**
 * Files that build RegExps at run time, with what they build (audited like
 * literals) or why the result never sees input. A new `new RegExp` elsewhere
 * fails the inventory test until it is listed here.
 */
const DYNAMIC_REGEX_SOURCES: Record<string, (() => RegExp[]) | string> = {
  'shared/src/rich-text.ts': () => [...SPAN_CLASS_PATTERNS, ...BLOCK_CLASS_PATTERNS, ...CODE_CLASS_PATTERNS],
  'shared/src/schemas/media-upload.ts': () => [PENDING_IMAGE_KEY, MEDIA_IMAGE_PATH],
  'shared/src/schemas/auth.ts': () => {
    // The OTP pattern is the only RegExp the schema builds; read it from zod's check.
    const checks = (
      otpSchema as unknown as { _zod: { def: { checks?: { _zod: { def: { pattern?: RegExp } } }[] } } }
    )._zod.def.checks;
    return (checks ?? []).map((c) => c._zod.def.pattern).filter((p): p is RegExp => p instanceof RegExp);
  },
  'services/src/lib/sanitize-html.ts': () => Object.values(SPAN_STYLES),
  'services/src/lib/route-match.ts': () =>
    (API_ROUTES as readonly RouteDef[]).filter((r) => r.method !== 'ANY').map((r) => compileRoute(r).regex),
  'services/scripts/regex-audit.ts':
    'Rebuilds the pattern under audit to time it on recheck’s attack string.',
};

const { literals, dynamic } = scanRegexes();

describe('ReDoS audit (recheck verdicts)', () => {
  it('finds the regexes of every workspace', () => {
    for (const root of ['shared/', 'services/src/', 'services/local/', 'web/src/'])
      expect(literals.some((l) => l.file.startsWith(root))).toBe(true);
    expect(literals.length).toBeGreaterThan(100);
  });

  it('every regex literal is linear, or reviewed as never seeing input', async () => {
    const problems: string[] = [];
    for (const site of literals) {
      // A reviewed pattern is flagged on purpose (the bench keeps old patterns to time them).
      if (Object.hasOwn(REVIEWED, reviewKey(site))) continue;
      const result = await verdict(site.source, site.flags);
      if (result.status === 'safe') continue;
      const kind = result.status === 'vulnerable' ? result.complexity.type : result.error.kind;
      const attack = result.status === 'vulnerable' ? ` attack ${result.attack.pattern.slice(0, 60)}` : '';
      problems.push(
        `${site.file}:${site.line} /${site.source}/${site.flags}: ${result.status} ${kind}${attack}`,
      );
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('flags a pattern with nested repeats, and proves a long bounded repeat linear (by the fuzz checker)', async () => {
    expect((await verdict('^(?:\\s*,\\s*)+x$', '')).status).toBe('vulnerable');
    const bounded = await verdict('^[a-z0-9][a-z0-9-]{0,199}\\/?$', '');
    expect([bounded.status, bounded.checker]).toEqual(['safe', 'fuzz']);
  });

  it('keeps no stale review entries', () => {
    const present = new Set(literals.map(reviewKey));
    expect(Object.keys(REVIEWED).filter((k) => !present.has(k))).toEqual([]);
  });

  it('knows every file that builds a RegExp at run time', () => {
    expect([...dynamic.keys()].filter((f) => !Object.hasOwn(DYNAMIC_REGEX_SOURCES, f))).toEqual([]);
  });

  it('every RegExp built at run time is linear', async () => {
    const problems: string[] = [];
    for (const [file, built] of Object.entries(DYNAMIC_REGEX_SOURCES)) {
      if (typeof built === 'string') continue;
      const patterns = built();
      expect(patterns.length, file).toBeGreaterThan(0);
      for (const re of patterns) {
        const result = await verdict(re.source, re.flags);
        if (result.status !== 'safe') problems.push(`${file} /${re.source}/: ${result.status}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("zod's own patterns (e-mail, UUID, dates, host names) are linear", async () => {
    const flagged: string[] = [];
    // The zod formats our schemas use on input (emailField, z.iso.date, z.url's hostname, ids).
    const used = ['email', 'date', 'uuid', 'hostname', 'domain'] as const;
    for (const name of used) {
      const re = (zodRegexes as Record<string, unknown>)[name];
      if (!(re instanceof RegExp)) continue;
      if ((await verdict(re.source, re.flags)).status === 'vulnerable') flagged.push(name);
    }
    expect(flagged).toEqual([]);
  }, 60_000);
});

describe('the HTML serializer of the generated pages grows linearly with hostile values', () => {
  // Every value of a generated page passes through it (shared/src/html/html.ts: htmlText's
  // normalisation, then escaping); no page is built from strings or patched with regexes.
  const hostile = (n: number) =>
    '<p <img $` \r\n\u0000\uFFFE\uD800 "x" '.repeat(Math.ceil(n / 24)).slice(0, n);

  it('text, attributes and script JSON', () => {
    const render = (value: string) =>
      serialize([h('p', { title: value, href: value }, value), jsonScript('application/ld+json', { value })]);
    expect(growthRatio(render, hostile, 5_000).ratio).toBeLessThan(LINEAR_GROWTH_LIMIT);
  });
});
