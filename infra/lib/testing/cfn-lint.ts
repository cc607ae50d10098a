import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { SiteApp } from '../build-app';

/**
 * cfn-lint (a Python tool, `pip install cfn-lint`) over every template of a
 * synthesised stage. W3005 is ignored: CDK writes `DependsOn` beside a
 * Ref/GetAtt that already implies it (27 per stage), which is harmless.
 */
export const CFN_LINT_IGNORED = ['W3005'];

export function cfnLintOnPath(): boolean {
  return spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' }).status === 0;
}

export interface LintFinding {
  readonly rule: string;
  readonly message: string;
  readonly where: string;
}

/** Every finding but the ignored ones, as `rule`, `message` and `file:line`. */
export function cfnLint(site: SiteApp): LintFinding[] {
  const assembly = site.app.synth();
  const files = assembly.stacks.map((s) => join(assembly.directory, s.templateFile));
  const result = spawnSync(
    'cfn-lint',
    ['--format', 'json', '--ignore-checks', ...CFN_LINT_IGNORED, '--', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // Exit codes are a bit mask of error (2), warning (4) and informational (8) findings; anything else is a crash.
  if (result.status === null || (result.status & 1) === 1 || !result.stdout.trim().startsWith('[')) {
    throw new Error(`cfn-lint failed to run: ${result.stderr || result.error?.message}`);
  }
  const findings = JSON.parse(result.stdout) as Array<{
    Rule: { Id: string };
    Message: string;
    Filename: string;
    Location: { Start: { LineNumber: number } };
  }>;
  return findings.map((f) => ({
    rule: f.Rule.Id,
    message: f.Message,
    where: `${f.Filename.split('/').pop()}:${f.Location.Start.LineNumber}`,
  }));
}
