import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { bundleAll, bundleDir, IMAGE_LAMBDA, LAMBDAS } from '../../../services/scripts/bundle';
import { LAYER_DIR } from '../../../services/scripts/lambda-layer';
import { ARM64_BINDING } from '../../../services/scripts/sharp-arm64';
import { buildApp, type SiteApp } from '../build-app';
import { getStageConfig, type Stage } from '../config';
import { ensureStageSite, stageSite, staleReason } from '../stage-site';
import { STAGE_CONTEXT } from './contexts';

export { REHEARSAL_DOMAIN, STAGE_CONTEXT } from './contexts';

const LOCK = join(tmpdir(), 'site-infra-bundle.lock');
const configOf = (stage: Stage) => getStageConfig(new App({ context: { stage, ...STAGE_CONTEXT[stage] } }));
const bundlesBuilt = () =>
  LAMBDAS.every((f) => existsSync(join(bundleDir(f), 'index.mjs'))) &&
  existsSync(join(LAYER_DIR, 'nodejs', 'node_modules')) &&
  existsSync(join(bundleDir(IMAGE_LAMBDA), ARM64_BINDING));
const ready = () =>
  bundlesBuilt() && (['dev', 'prod'] as const).every((s) => staleReason(stageSite(configOf(s))) === null);

/**
 * Test files run in parallel workers and all need the Lambda bundles and the
 * stage web builds as assets. Build them once, under a directory lock, and
 * only when missing or stale: infra tests check wiring, not bundle freshness
 * (bin/app.ts always rebundles).
 */
export async function ensureBundles(): Promise<void> {
  if (ready()) return;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock left by a killed run would block forever; a build takes well under a minute.
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) rmSync(LOCK, { force: true, recursive: true });
      await sleep(200);
      if (ready()) return;
    }
  }
  try {
    if (!bundlesBuilt()) await bundleAll();
    for (const stage of ['dev', 'prod'] as const) ensureStageSite(configOf(stage));
  } finally {
    rmSync(LOCK, { force: true, recursive: true });
  }
}

const synthesised = new Map<string, SiteApp>();

/**
 * Builds and synthesises one stage exactly as bin/app.ts does (nag and
 * cfn-guard plugins included), with the stage's standard test context plus
 * `context`. Synthesis is the slow part of these tests (two cores), so each
 * stage+context is synthesised once per worker and shared by every test file
 * that runs there; tests only read the result.
 */
export function synthStage(stage: Stage, context: Record<string, string> = {}): SiteApp {
  const full = { stage, ...STAGE_CONTEXT[stage], ...context };
  const key = JSON.stringify(full);
  let site = synthesised.get(key);
  if (!site) {
    site = buildApp({ context: full });
    site.app.synth();
    synthesised.set(key, site);
  }
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
