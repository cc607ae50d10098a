import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FEATURES, routesOf } from '@app/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { type Access, accessOf, STAFF_REQUEST_ACCESS } from './feature-access';

/**
 * IAM follows FEATURE_ACCESS, so it must match what each Lambda's code
 * actually calls: walk the feature's relative imports from its lambda.ts and
 * look at which AWS clients and site/media modules it reaches.
 */
const SERVICES_SRC = resolve(import.meta.dirname, '../../services/src');

function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    // The shared middy chain writes only audit entries and operational figures, which
    // every function may do through FeatureFunction's chain grant (AUDIT# keys only).
    if (file.endsWith('lib/feature-lambda.ts')) return;
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g)) {
      const spec = (m[1] ?? m[2]) as string;
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec);
        const candidate = [`${base}.ts`, join(base, 'index.ts')].find(existsSync);
        if (candidate) visit(candidate);
      } else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

function requiredAccess(feature: string): { needs: Access[][]; reason: string[] } {
  const { files, packages } = reachable(join(SERVICES_SRC, 'features', feature, 'lambda.ts'));
  const rel = [...files].map((f) => f.slice(SERVICES_SRC.length + 1));
  const needs: Access[][] = [];
  const reason: string[] = [];
  const need = (why: string, anyOf: Access[]) => {
    needs.push(anyOf);
    reason.push(why);
  };
  if (packages.has('@aws-sdk/lib-dynamodb') || packages.has('@aws-sdk/client-dynamodb'))
    need('DynamoDB', ['table:read', 'table:write']);
  if (packages.has('@aws-sdk/client-sesv2')) need('SES', ['mail:send']);
  if (rel.includes('lib/site-pages.ts')) need('site pages', ['site:write']);
  if (rel.some((f) => /data\/media-(upload|ref|object)\.ts$/.test(f))) need('media uploads', ['media:write']);
  if (rel.some((f) => /data\/upload\.ts$/.test(f)))
    need('resume uploads', ['uploads:readwrite', 'uploads:put']);
  return { needs, reason };
}

describe('FEATURE_ACCESS matches what each Lambda calls', () => {
  it.each(FEATURES)('%s has a grant for every AWS service its code reaches', (feature) => {
    const granted = new Set(accessOf(feature));
    const { needs, reason } = requiredAccess(feature);
    const missing = reason.filter((_, i) => !(needs[i] as Access[]).some((a) => granted.has(a)));
    expect(missing).toEqual([]);
  });

  it('gives Cognito admin rights only to features whose code uses the admin client module', () => {
    for (const feature of FEATURES) {
      if (!accessOf(feature).includes('users:admin')) continue;
      const { files } = reachable(join(SERVICES_SRC, 'features', feature, 'lambda.ts'));
      expect(
        [...files].some((f) => f.endsWith('lib/cognito.ts')),
        feature,
      ).toBe(true);
    }
  });
});

describe('the auth step (lib/current-member.ts) runs in every feature with a staff route', () => {
  it.each(FEATURES.filter((f) => routesOf(f).some((r) => r.access !== 'public')))(
    '%s may read member records and read one Cognito user',
    (feature) => {
      const granted = accessOf(feature);
      expect(granted.some((a) => a === 'table:read' || a === 'table:write')).toBe(true);
      for (const access of STAFF_REQUEST_ACCESS)
        if (access !== 'table:read') expect(granted).toContain(access);
    },
  );

  it('gives public-only features no Cognito access', () => {
    for (const feature of FEATURES.filter((f) => routesOf(f).every((r) => r.access === 'public')))
      expect(
        accessOf(feature).filter((a) => a.startsWith('users:')),
        feature,
      ).toEqual([]);
  });
});

describe('chain grant', () => {
  it('lets the shared middy chain put only audit entries (operational figures are EMF lines, no write)', async () => {
    const { CHAIN_KEY_PREFIXES } = await import('./constructs/feature-function');
    const { CHAIN_GRANT } = await import('./handler-access');
    expect(CHAIN_KEY_PREFIXES).toEqual(['AUDIT#*']);
    expect(CHAIN_GRANT.actions).toEqual(['PutItem']);
    // The audit entry's key comes from its entity definition.
    const { auditKeys } = await import('../../services/src/data/entities/audit-entry');
    expect(auditKeys.pk('request-1')).toMatch(/^AUDIT#/);
    // Nothing in the services writes the old per-day OPS# items any more.
    const middleware = readFileSync(join(SERVICES_SRC, 'lib/middleware/ops-metrics.ts'), 'utf8');
    expect(middleware).not.toContain('ops-counters');
  });
});
