import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedGuardReport } from './guard-report-cache';

/** Two synths' assemblies: the same template bytes under different folders. */
function assembly(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'guard-cache-assembly-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'Api.template.json'), body);
  return join(dir, 'Api.template.json');
}
const report = (templatePath: string): PolicyValidationPluginReport => ({
  success: false,
  violations: [
    {
      ruleName: 'ct-s3-pr-1',
      description: 'd',
      violatingResources: [{ resourceLogicalId: 'Bucket', locations: ['/Resources/Bucket'], templatePath }],
    },
  ],
});
const inputs = (templatePath: string) => ({
  version: '1',
  rules: ['a.guard'],
  templatePaths: [templatePath],
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the cfn-guard report cache', () => {
  it('computes every time when no cache folder is set (a deploy)', () => {
    vi.stubEnv('CFN_GUARD_CACHE_DIR', '');
    const path = assembly('{"Resources":{}}');
    const compute = vi.fn(() => report(path));
    cachedGuardReport(inputs(path), compute);
    cachedGuardReport(inputs(path), compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("reuses the report for the same template bytes, with this synth's own template paths", () => {
    vi.stubEnv('CFN_GUARD_CACHE_DIR', mkdtempSync(join(tmpdir(), 'guard-cache-')));
    const first = assembly('{"Resources":{"Bucket":{}}}');
    const second = assembly('{"Resources":{"Bucket":{}}}');
    const compute = vi.fn(() => report(first));
    expect(cachedGuardReport(inputs(first), compute)).toEqual(report(first));
    expect(cachedGuardReport(inputs(second), compute)).toEqual(report(second));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again when a template byte, the rules or the version differ', () => {
    vi.stubEnv('CFN_GUARD_CACHE_DIR', mkdtempSync(join(tmpdir(), 'guard-cache-')));
    const path = assembly('{"Resources":{"Bucket":{}}}');
    const compute = vi.fn(() => report(path));
    cachedGuardReport(inputs(path), compute);
    cachedGuardReport({ ...inputs(path), rules: ['b.guard'] }, compute);
    cachedGuardReport({ ...inputs(path), version: '2' }, compute);
    const changed = assembly('{"Resources":{"Bucket2":{}}}');
    cachedGuardReport(inputs(changed), compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
