import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import type {
  IPolicyValidationContext,
  IPolicyValidationPlugin,
  PolicyValidationPluginReport,
} from 'aws-cdk-lib';
import { cachedGuardReport } from './guard-report-cache';

/** AWS Control Tower's proactive controls as cfn-guard rules, as @cdklabs/cdk-validator-cfnguard ships them. */
const PACKAGE_JSON = createRequire(import.meta.url).resolve('@cdklabs/cdk-validator-cfnguard/package.json');
const CONTROL_TOWER_RULES = join(dirname(PACKAGE_JSON), 'rules', 'control-tower', 'cfn-guard');

interface GuardRule {
  readonly file: string;
  /** The resource types of the rule's "Reports on:" header. */
  readonly types: readonly string[];
}

function ruleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? ruleFiles(join(dir, e.name)) : e.name.endsWith('.guard') ? [join(dir, e.name)] : [],
  );
}

let index: GuardRule[] | undefined;
/** Every Control Tower rule with the resource types it checks (each file's header lists them). */
function controlTowerRules(): GuardRule[] {
  index ??= ruleFiles(CONTROL_TOWER_RULES).map((file) => {
    const header = readFileSync(file, 'utf8').split('# Evaluates:')[0] ?? '';
    const reports = header.split('# Reports on:')[1] ?? '';
    return { file, types: [...reports.matchAll(/AWS::[A-Za-z0-9]+::[A-Za-z0-9]+/g)].map((m) => m[0]) };
  });
  return index;
}

/**
 * cdk-validator-cfnguard with the Control Tower rules, run at synth beside
 * cdk-nag (build-app.ts). Findings fail the synth unless acknowledged with a
 * reason, like nag findings (nag.ts `acknowledgeGuard`, by rule name).
 *
 * It passes cfn-guard only the rule files that report on a resource type the
 * templates contain (a rule without a matching resource can only SKIP), which
 * cuts the run from ~13 s to a few seconds on this project; a rule whose
 * header names no type is always run.
 */
export class ControlTowerGuard implements IPolicyValidationPlugin {
  readonly name = 'cfn-guard';
  readonly version = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    const types = new Set<string>();
    for (const path of context.templatePaths) {
      const template = JSON.parse(readFileSync(path, 'utf8')) as {
        Resources?: Record<string, { Type: string }>;
      };
      for (const r of Object.values(template.Resources ?? {})) types.add(r.Type);
    }
    const rules = controlTowerRules()
      .filter((r) => r.types.length === 0 || r.types.some((t) => types.has(t)))
      .map((r) => r.file);
    if (rules.length === 0) return { success: true, violations: [] };
    const guard = new CfnGuardValidator({
      controlTowerRulesEnabled: false,
      rules,
      maxBuffer: 64 * 1024 * 1024,
    });
    return cachedGuardReport(
      { version: this.version, rules, templatePaths: context.templatePaths },
      () => guard.validate(context) as PolicyValidationPluginReport,
    );
  }
}
