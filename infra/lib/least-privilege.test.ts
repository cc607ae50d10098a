import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { XRAY_ACTIONS } from './constructs/lambda-defaults';
import { type Access, accessOf } from './feature-access';
import { CHAIN_GRANT, grantsOf, routedFunctions, TASK_TABLE, type TableGrant } from './handler-access';
import { ensureBundles, synthStage } from './testing/synth';

/**
 * Least privilege per function (issue 29, item 3): each function's IAM, read
 * back from the prod assembly, is exactly what the route table and the
 * handler tables (handler-access.ts) give it: an extra action, key prefix or
 * bucket prefix fails, and so does a missing one. The IAM actions of each
 * access kind are written out here, apart from the construct that grants them.
 */
const KIND_ACTIONS: Record<Exclude<Access, 'table:read' | 'table:write'>, readonly string[]> = {
  'mail:send': ['ses:SendEmail', 'ses:SendRawEmail'],
  'users:read': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'],
  'users:list': ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'],
  'users:sign-out': ['cognito-idp:AdminUserGlobalSignOut'],
  'users:admin': [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminUserGlobalSignOut',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminAddUserToGroup',
    'cognito-idp:AdminRemoveUserFromGroup',
    'cognito-idp:AdminListGroupsForUser',
    'cognito-idp:ListUsers',
    'cognito-idp:ListUsersInGroup',
  ],
  // The unqualified image Lambda only (no `:*` versions or aliases).
  'image:process': ['lambda:InvokeFunction'],
  // Resource '*': the API has no resource-level permissions (acknowledged on its own policy).
  'metrics:read': ['cloudwatch:GetMetricData'],
  // The meeting-link secret (its ARN is checked by the stack tests).
  'meeting-links': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
  'uploads:put': ['s3:PutObject@uploads/pending/*', 's3:AbortMultipartUpload@uploads/pending/*'],
  'uploads:attach': [
    's3:GetObject@uploads/pending/*',
    's3:DeleteObject@uploads/pending/*',
    's3:PutObject@uploads/resumes/*',
    's3:AbortMultipartUpload@uploads/resumes/*',
    's3:ListBucket@uploads',
  ],
  'uploads:readwrite': ['pending/*', 'resumes/*']
    .flatMap((p) =>
      ['GetObject', 'PutObject', 'AbortMultipartUpload', 'DeleteObject'].map((a) => `s3:${a}@uploads/${p}`),
    )
    .concat('s3:ListBucket@uploads'),
  // Privacy: export ZIPs, and every stored version of an erased résumé or export.
  'uploads:erase': ['GetObject', 'PutObject', 'AbortMultipartUpload', 'DeleteObject', 'DeleteObjectVersion']
    .map((a) => `s3:${a}@uploads/privacy-exports/*`)
    .concat('s3:DeleteObjectVersion@uploads/resumes/*', 's3:ListBucketVersions@uploads'),
  'media:write': ['pending/*', 'originals/*', 'media/*']
    .flatMap((p) =>
      ['GetObject', 'PutObject', 'AbortMultipartUpload', 'DeleteObject'].map((a) => `s3:${a}@media/${p}`),
    )
    .concat('s3:ListBucket@media'),
  // Pages are written at any path of the site bucket (CDK's grantReadWrite on that one bucket).
  'site:write': [
    ...[
      's3:Abort*',
      's3:DeleteObject*',
      's3:GetObject*',
      's3:List*',
      's3:GetBucket*',
      's3:PutObject',
    ].flatMap((a) => [`${a}@site`, `${a}@site/*`]),
    ...[
      's3:PutObjectLegalHold',
      's3:PutObjectRetention',
      's3:PutObjectTagging',
      's3:PutObjectVersionTagging',
    ].flatMap((a) => [`${a}@site`, `${a}@site/*`]),
  ],
};

/** What every function holds: its own log group, the site URL parameter, the origin secret. */
const BASE = [
  // Active tracing (lambda-defaults.ts traceActively).
  ...XRAY_ACTIONS,
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'ssm:DescribeParameters',
  'ssm:GetParameter',
  'ssm:GetParameterHistory',
  'ssm:GetParameters',
  'secretsmanager:DescribeSecret',
  'secretsmanager:GetSecretValue',
];

const tableActions = (grants: readonly TableGrant[]) =>
  grants.flatMap((g) => g.actions.map((a) => `dynamodb:${a}@${g.keys ? [...g.keys].sort().join(',') : '*'}`));

function expected(table: readonly TableGrant[], other: readonly Access[]): string[] {
  const kinds = other.filter((a): a is keyof typeof KIND_ACTIONS => !a.startsWith('table:'));
  return [
    ...new Set([...BASE, ...tableActions([CHAIN_GRANT, ...table]), ...kinds.flatMap((k) => KIND_ACTIONS[k])]),
  ].sort();
}

type Statement = {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
};

/** `service:Action`, with `@keys` for DynamoDB and `@bucket[/prefix]` for S3. */
function granted(statements: Statement[]): string[] {
  const out = new Set<string>();
  for (const st of statements) {
    const actions = ([] as string[]).concat(st.Action);
    const keys = st.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
    const resources = ([] as unknown[]).concat(st.Resource).map((r) => JSON.stringify(r));
    for (const action of actions) {
      if (action.startsWith('dynamodb:')) out.add(`${action}@${keys ? [...keys].sort().join(',') : '*'}`);
      else if (action.startsWith('s3:'))
        for (const r of resources) {
          const bucket = /site-prod-(site|media|uploads)/.exec(r)?.[1] ?? '?';
          const path = /"(\/[^"]*)"\]\]\}$/.exec(r)?.[1] ?? '';
          out.add(`${action}@${bucket}${path}`);
        }
      else out.add(action);
    }
  }
  return [...out].sort();
}

let api: Template;
let stateful: Template;
beforeAll(async () => {
  await ensureBundles();
  const site = synthStage('prod');
  api = Template.fromStack(site.api);
  stateful = Template.fromStack(site.stateful);
}, 300_000);

function statementsOf(template: Template, functionName: string): Statement[] {
  const [fn] = Object.values(
    template.findResources('AWS::Lambda::Function', { Properties: { FunctionName: functionName } }),
  );
  if (!fn) throw new Error(`no function ${functionName}`);
  const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${role}"`))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

describe('each routed function holds exactly what its routes need', () => {
  it.each(routedFunctions().map((f) => [f.name, f] as const))('%s', (name, fn) => {
    const grants = grantsOf(fn);
    expect(granted(statementsOf(api, `site-prod-${name}`))).toEqual(
      expected(grants.table, grants.other ?? []),
    );
  });

  it('serves every route of the table from the function the table assigns (public routes from a public function)', () => {
    const fns = routedFunctions();
    for (const route of API_ROUTES as readonly RouteDef[]) {
      const fn = fns.find((f) => f.feature === route.feature && f.handlers.includes(route.handler));
      expect(fn?.isPublic, `${route.method} ${route.path}`).toBe(route.access === 'public');
    }
    // Features with both kinds of route run as two functions.
    expect(
      fns
        .filter((f) => f.name.endsWith('-public'))
        .map((f) => f.feature)
        .sort(),
    ).toEqual(['blogs', 'careers', 'case-studies', 'content', 'our-work', 'testimonials']);
  });
});

describe('functions that serve no route hold what TASK_TABLE gives them', () => {
  it.each(['site-maintenance', 'mail-events'] as const)('%s', (task) => {
    expect(granted(statementsOf(api, `site-prod-${task}`))).toEqual(
      expected(TASK_TABLE[task], accessOf(task)),
    );
  });

  it('the Cognito message trigger may only read the office cards its mails state', () => {
    const actions = granted(statementsOf(stateful, 'site-prod-cognito-message'));
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:GetItem@PAGE#office-*']);
  });

  it('the Cognito password-reset trigger may only update member records and sign the member out', () => {
    const actions = granted(statementsOf(stateful, 'site-prod-cognito-password-reset')).filter(
      (a) => a.startsWith('dynamodb:') || a.startsWith('cognito-idp:'),
    );
    expect(actions).toEqual(
      [...tableActions(TASK_TABLE['cognito-password-reset']), 'cognito-idp:AdminUserGlobalSignOut'].sort(),
    );
  });
});

describe('what the issue rules out', () => {
  const publicNames = () =>
    routedFunctions()
      .filter((f) => f.isPublic)
      .map((f) => f.name);

  it('no function may Scan; no public function may BatchWriteItem, or DeleteItem without LeadingKeys on slot, marker or idempotency keys', () => {
    for (const fn of Object.values(api.findResources('AWS::Lambda::Function'))) {
      const name = fn.Properties.FunctionName as string;
      const actions = granted(statementsOf(api, name));
      expect(
        actions.filter((a) => a.startsWith('dynamodb:Scan')),
        name,
      ).toEqual([]);
      if (!publicNames().includes(name.replace('site-prod-', ''))) continue;
      expect(
        actions.filter((a) => a.startsWith('dynamodb:BatchWriteItem')),
        name,
      ).toEqual([]);
      for (const del of actions.filter((a) => a.startsWith('dynamodb:DeleteItem@'))) {
        const keys = del.split('@')[1]?.split(',') ?? [];
        expect(
          keys.every((k) => ['MEETING_SLOT#*', 'SUBMISSION#*', 'IDEMPOTENCY'].includes(k)),
          `${name} ${del}`,
        ).toBe(true);
      }
    }
  });

  it('public functions reach the table only through LeadingKeys statements (DescribeTable aside), and never delete a resume', () => {
    for (const name of publicNames()) {
      const actions = granted(statementsOf(api, `site-prod-${name}`));
      const unkeyed = actions.filter(
        (a) => a.startsWith('dynamodb:') && a.endsWith('@*') && a !== 'dynamodb:DescribeTable@*',
      );
      expect(unkeyed, name).toEqual([]);
      expect(
        actions.filter((a) => a.startsWith('s3:Delete') && !a.endsWith('/pending/*')),
        name,
      ).toEqual([]);
    }
  });

  it('dashboard may list users and read one, and nothing that changes Cognito', () => {
    const cognito = granted(statementsOf(api, 'site-prod-dashboard')).filter((a) =>
      a.startsWith('cognito-idp:'),
    );
    expect(cognito).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminListGroupsForUser',
      'cognito-idp:ListUsers',
      'cognito-idp:ListUsersInGroup',
    ]);
  });
});
