import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';

/**
 * cfn-guard's report for exactly these templates and rules, kept on disk when
 * `CFN_GUARD_CACHE_DIR` is set (the infra tests set it; a deploy never does).
 * The infra test files run in several workers and each synthesises the same
 * stages: the guard run is most of a synth's time, and its report is a pure
 * function of the rule files and the template bytes, which make the key. A
 * worker that finds another computing the same key waits for its report.
 */
export function cachedGuardReport(
  inputs: { version: string; rules: readonly string[]; templatePaths: readonly string[] },
  compute: () => PolicyValidationPluginReport,
): PolicyValidationPluginReport {
  const dir = process.env.CFN_GUARD_CACHE_DIR;
  if (!dir) return compute();
  mkdirSync(dir, { recursive: true });
  const hash = createHash('sha256').update(JSON.stringify([inputs.version, inputs.rules]));
  const byName = new Map(inputs.templatePaths.map((p) => [basename(p), p]));
  for (const name of [...byName.keys()].sort())
    hash.update(name).update(readFileSync(byName.get(name) ?? ''));
  const file = join(dir, `${hash.digest('hex')}.json`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (existsSync(file)) return withPaths(JSON.parse(readFileSync(file, 'utf8')), byName);
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker computes this report; a lock left by a killed run is taken over.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000 || Date.now() > deadline) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    const report = compute();
    writeFileSync(`${file}.tmp`, JSON.stringify(withPaths(report, null)));
    renameSync(`${file}.tmp`, file);
    return report;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Template paths as file names for the cache (`null`), or back to this synth's own paths. */
function withPaths(
  report: PolicyValidationPluginReport,
  paths: Map<string, string> | null,
): PolicyValidationPluginReport {
  return {
    ...report,
    violations: report.violations.map((v) => ({
      ...v,
      violatingResources: v.violatingResources.map((r) => {
        const path = r.templatePath;
        if (path === undefined) return r;
        return { ...r, templatePath: paths ? (paths.get(path) ?? path) : basename(path) };
      }),
    })),
  };
}
