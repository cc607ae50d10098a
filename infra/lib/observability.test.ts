import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteApp } from './build-app';
import { getStageConfig } from './config';
import { CONCURRENCY_ALARM_SHARE } from './constructs/api-alarms';
import { type CfnTemplate, templatesOf } from './testing/assembly';
import { ensureBundles, synthStage } from './testing/synth';

/** Issue 29 item 5: tracing, Powertools' environment and the on-call alarms in the prod assembly. */
let prod: SiteApp;
let templates: Map<string, CfnTemplate>;
beforeAll(async () => {
  await ensureBundles();
  prod = synthStage('prod');
  templates = templatesOf(prod);
});

type Found = { stack: string; id: string; props: Record<string, unknown> };
function resourcesOf(type: string): Found[] {
  return [...templates].flatMap(([stack, t]) =>
    Object.entries(t.Resources)
      .filter(([, r]) => r.Type === type)
      .map(([id, r]) => ({ stack, id, props: r.Properties ?? {} })),
  );
}
const envOf = (f: Found) =>
  (f.props.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
/** Ours carry STAGE (the bundled ones) or are the 404 origin; CDK's own custom-resource handlers carry neither. */
const isApplication = (f: Found) =>
  Boolean(envOf(f).STAGE) || String(f.props.Description).startsWith('Site 404 page');

describe('tracing and Powertools on every application function', () => {
  it('every application function traces actively, and its role may send X-Ray segments', () => {
    const functions = resourcesOf('AWS::Lambda::Function').filter(isApplication);
    expect(functions.length).toBeGreaterThan(20);
    const policies = resourcesOf('AWS::IAM::Policy');
    for (const fn of functions) {
      expect(fn.props.TracingConfig, fn.id).toEqual({ Mode: 'Active' });
      const [role] = (fn.props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      const xray = policies.filter(
        (p) =>
          p.stack === fn.stack &&
          (p.props.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: role })) &&
          JSON.stringify(p.props.PolicyDocument).includes('"xray:PutTraceSegments"'),
      );
      expect(xray.length, `${fn.id} has an X-Ray policy`).toBe(1);
    }
  });

  it('every bundled function names its Powertools service and the stage metrics namespace, tracing on', () => {
    const bundled = resourcesOf('AWS::Lambda::Function').filter((f) => envOf(f).STAGE);
    const services = new Set<string>();
    for (const fn of bundled) {
      const env = envOf(fn);
      expect(env.POWERTOOLS_METRICS_NAMESPACE, fn.id).toBe('Site/prod');
      expect(env.POWERTOOLS_TRACE_ENABLED, fn.id).toBe('true');
      expect(env.POWERTOOLS_SERVICE_NAME, fn.id).toMatch(/^[a-z][a-z0-9-]+$/);
      services.add(String(env.POWERTOOLS_SERVICE_NAME));
    }
    // One service name per function, so logs and metrics tell them apart.
    expect(services.size).toBe(bundled.length);
  });
});

describe('alarms', () => {
  const README = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const alarms = () => resourcesOf('AWS::CloudWatch::Alarm');

  it('every alarm sends its all-clear where it sends the alarm, and names a runbook section that exists', () => {
    // Both stages' alarms: the Api stack's (functions' errors in groups of 10) and the Edge stack's.
    expect(alarms().length).toBeGreaterThan(12);
    for (const a of alarms()) {
      expect(a.props.OKActions, a.id).toEqual(a.props.AlarmActions);
      expect((a.props.AlarmActions as unknown[]).length, a.id).toBe(1);
      const runbook = /Runbook: infra\/README\.md "Runbook: ([A-Za-z0-9]+)"/.exec(
        String(a.props.AlarmDescription),
      );
      expect(runbook, a.id).not.toBeNull();
      expect(README, `${a.id} → ${runbook?.[1]}`).toContain(`### Runbook: ${runbook?.[1]}\n`);
    }
  });

  const alarmOf = (name: string) => {
    const found = alarms().filter((a) => a.id.startsWith(`Alarms${name}`));
    expect(found, name).toHaveLength(1);
    return found[0]?.props as Record<string, unknown>;
  };

  it('API 429s: counted from the access log status, one in 5 minutes alarms', () => {
    const filters = resourcesOf('AWS::Logs::MetricFilter').filter(
      (f) => f.props.FilterPattern === '{ $.status = "429" }',
    );
    expect(filters).toHaveLength(1);
    const alarm = alarmOf('Api429');
    expect(alarm).toMatchObject({ MetricName: 'Api429', Namespace: 'Site/prod', Threshold: 1, Period: 300 });
  });

  it('Lambda concurrency alarms at its share of the account quota (-c accountConcurrency)', () => {
    expect(alarmOf('LambdaConcurrency')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'ClaimedAccountConcurrency',
      Statistic: 'Maximum',
      Threshold: Math.ceil(1000 * CONCURRENCY_ALARM_SHARE),
    });
    expect(getStageConfig(new App({ context: { accountConcurrency: '3000' } })).accountConcurrency).toBe(
      3000,
    );
  });

  it('re-render failures: every page-writing function counts its "pages not rendered" lines into the alarmed metric', () => {
    const filters = resourcesOf('AWS::Logs::MetricFilter').filter(
      (f) =>
        (f.props.MetricTransformations as { MetricName: string }[])[0]?.MetricName === 'PagesNotRendered',
    );
    expect(filters.length).toBeGreaterThanOrEqual(7);
    expect(alarmOf('PagesNotRendered')).toMatchObject({ Namespace: 'Site/prod', Threshold: 1 });
  });

  it('a lead stored but not notified: metric math LeadsStored - LeadsNotified on the EMF figures, one in 5 minutes', () => {
    const alarm = alarmOf('LeadsNotNotified');
    expect(alarm).toMatchObject({ Threshold: 1, EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
    const queries = alarm.Metrics as Array<{
      Id: string;
      ReturnData?: boolean;
      Expression?: string;
      MetricStat?: unknown;
    }>;
    expect(queries.find((q) => q.ReturnData !== false)?.Expression).toBe(
      'FILL(stored, 0) - FILL(notified, 0)',
    );
    const stat = (id: string) => queries.find((q) => q.Id === id)?.MetricStat;
    for (const [id, name] of [
      ['stored', 'LeadsStored'],
      ['notified', 'LeadsNotified'],
    ] as const)
      expect(stat(id), id).toEqual({
        Metric: {
          Namespace: 'Site/prod',
          MetricName: name,
          Dimensions: [{ Name: 'service', Value: 'website' }],
        },
        Period: 300,
        Stat: 'Sum',
      });
  });

  it('throttles of any function and mail not sent stay alarmed', () => {
    expect(alarmOf('Throttles')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Threshold: 1,
    });
    expect(alarmOf('MailNotSent')).toMatchObject({ MetricName: 'MailNotSent', Threshold: 1 });
  });
});
