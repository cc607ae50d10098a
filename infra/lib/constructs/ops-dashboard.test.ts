import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeSearchExpression } from '@app/shared/ops-route-search';
import { OPS_METRIC_NAMES, type OpsFigure } from '@app/shared/schemas/audit';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { describe, expect, it } from 'vitest';
import { getStageConfig } from '../config';
import { ERRORS_GRAPH_TITLE, OpsDashboard } from './ops-dashboard';

type Widget = {
  properties: { title: string; metrics?: unknown[][]; view?: string };
};

/** The dashboard body with CloudFormation's tokens (region, API id) as placeholders, parsed. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  return join ? join[1].map(flatten).join(join[0]) : 'TOKEN';
}

const functions = new Map([
  ['contact-public', 'site-dev-contact-public'],
  ['leads', 'site-dev-leads'],
  ['site-maintenance', 'site-dev-site-maintenance'],
  ['cognito-message', 'site-dev-cognito-message'],
]);
const app = new App({ context: { stage: 'dev' } });
const stack = new Stack(app, 'Test');
const config = getStageConfig(stack);
new OpsDashboard(stack, 'Operations', { config, api: new apigw.HttpApi(stack, 'Api'), functions });
const template = Template.fromStack(stack);
const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
const widgets = (JSON.parse(flatten(dashboard?.Properties.DashboardBody)) as { widgets: Widget[] }).widgets;
const byTitle = (title: string) => widgets.find((w) => w.properties.title === title)?.properties;

describe('Operations dashboard', () => {
  it('is one resource named for the stage', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    expect(dashboard?.Properties.DashboardName).toBe('site-dev-operations');
  });

  it('graphs the EMF business figures of the stage namespace (service=website)', () => {
    const figures: OpsFigure[] = [
      'leadsStored',
      'leadsNotified',
      'notificationsSent',
      'notificationsFailed',
      'applicationsStored',
      'beaconsAccepted',
      'beaconsRefused',
      'rerendersDone',
      'rerendersFailed',
    ];
    const drawn = widgets.flatMap((w) => w.properties.metrics ?? []).map((m) => m.slice(0, 4).join(' '));
    for (const figure of figures)
      expect(drawn, figure).toContain(`Site/dev ${OPS_METRIC_NAMES[figure]} service website`);
    expect(byTitle('Leads stored and notified')?.metrics).toHaveLength(2);
  });

  it('graphs 4xx and 5xx per route with the same SEARCH the admin reads', () => {
    for (const [title, figure] of [
      ['4xx answers by route', 'clientErrors'],
      ['5xx answers by route', 'serverErrors'],
    ] as const) {
      const [[query]] = (byTitle(title)?.metrics ?? []) as [[{ expression: string; label: string }]];
      expect(query.expression).toBe(routeSearchExpression('Site/dev', figure, 300));
      expect(query.label).toContain('Dim.route');
    }
  });

  it("graphs each function's errors, tasks and Cognito triggers included, labelled by its name", () => {
    const errors = byTitle(ERRORS_GRAPH_TITLE)?.metrics ?? [];
    expect(errors).toHaveLength(functions.size);
    for (const [feature, name] of functions)
      expect(errors).toContainEqual([
        'AWS/Lambda',
        'Errors',
        'FunctionName',
        name,
        { label: feature, stat: 'Sum' },
      ]);
    expect(byTitle('Lambda throttles by function')?.metrics).toHaveLength(functions.size);
  });

  it('is where the LambdaErrors runbook sends the on-call engineer', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const section = readme.split('### Runbook: LambdaErrors')[1]?.split('### ')[0] ?? '';
    expect(section).toContain(`**${ERRORS_GRAPH_TITLE}**`);
  });
});
