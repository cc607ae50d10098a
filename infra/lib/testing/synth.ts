import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AwsSolutionsChecks } from 'cdk-nag';
import { bundleAll, bundleDir, LAMBDAS } from '../../../services/scripts/bundle';
import { buildApp, type SiteApp } from '../build-app';
import type { Stage } from '../config';
import { ensureWebDist, webDistExists } from '../web-dist';

const LOCK = join(tmpdir(), 'site-infra-bundle.lock');
const bundlesExist = () =>
  LAMBDAS.every((f) => existsSync(join(bundleDir(f), 'index.mjs'))) && webDistExists();

/**
 * Test files run in parallel workers and all need the Lambda bundles and the
 * web build as assets. Bundle once, under a directory lock, and only if a bundle is
 * missing: infra tests check wiring, not bundle freshness (bin/app.ts always
 * rebundles).
 */
export async function ensureBundles(): Promise<void> {
  if (bundlesExist()) return;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock left by a killed run would block forever; a bundle takes seconds.
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(LOCK, { force: true, recursive: true });
      await sleep(100);
      if (bundlesExist()) return;
    }
  }
  try {
    if (!bundlesExist()) {
      await bundleAll();
      // The Edge stack deploys web/dist and hashes its inline scripts into the CSP.
      ensureWebDist();
    }
  } finally {
    rmSync(LOCK, { force: true, recursive: true });
  }
}

/** Builds and synthesises one stage exactly as bin/app.ts does (nag plugin included). */
export function synthStage(stage: Stage, context: Record<string, string> = {}): SiteApp {
  const site = buildApp({ context: { stage, ...context } });
  site.app.synth();
  return site;
}

/** Unacknowledged AwsSolutions findings of a synthesised app, as `RULE at path` lines. */
export function nagFindings(site: SiteApp): string[] {
  const report = new AwsSolutionsChecks().validateScope(site.app);
  return report.violations.flatMap((v) =>
    v.violatingResources.map(
      (r) => `${v.severity} ${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`,
    ),
  );
}
