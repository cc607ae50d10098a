import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@app/services/data/table';
import { cognitoPlaceholders, invitationMail, passwordResetMail } from '@app/services/mail/cognito-templates';
import { retentionOf } from '@app/shared/retention';
import { ROLES } from '@app/shared/roles';
import { PRIVACY_EXPORT_PREFIX } from '@app/shared/schemas/privacy';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { NONCURRENT_DAYS } from './constructs/secure-bucket';
import { ensureBundles, REHEARSAL_DOMAIN, STAGE_CONTEXT, synthStage } from './testing/synth';

let dev: Template;
let prod: Template;

beforeAll(async () => {
  await ensureBundles();
  dev = Template.fromStack(synthStage('dev').stateful);
  prod = Template.fromStack(synthStage('prod').stateful);
});

describe('table', () => {
  it('is on-demand, encrypted, with PITR, the GSIs of table.ts and TTL', () => {
    dev.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      GlobalSecondaryIndexes: GSIS.map((g) =>
        Match.objectLike({
          IndexName: g.name,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' },
            { AttributeName: g.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
    });
  });

  it('has deletion protection and RetainExceptOnCreate in prod only', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    dev.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});

describe('buckets', () => {
  it('all block public access, use S3-managed encryption and are retained in prod (except on a failed create)', () => {
    const buckets = prod.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(4); // site, media, uploads, access logs
    for (const bucket of Object.values(buckets)) {
      expect(bucket.DeletionPolicy).toBe('RetainExceptOnCreate');
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toMatchObject({
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' },
      });
    }
  });

  it('all deny requests without TLS', () => {
    const policies = Object.values(dev.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(4);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('expire unattached pending/ uploads after a day; CORS is left to the Edge stack, which knows the origin', () => {
    const withPending = Object.values(prod.findResources('AWS::S3::Bucket')).filter((b) =>
      JSON.stringify(b.Properties.LifecycleConfiguration ?? {}).includes('pending/'),
    );
    expect(withPending).toHaveLength(2); // media and uploads
    for (const bucket of withPending) {
      expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
        expect.objectContaining({ Prefix: 'pending/', ExpirationInDays: 1, Status: 'Enabled' }),
      );
      // One writer only (constructs/upload-cors.ts): a second one here would fight it.
      expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    }
  });

  it("expire privacy export ZIPs (and their old versions) after the retention table's day, in uploads only", () => {
    for (const template of [dev, prod]) {
      const buckets = Object.values(template.findResources('AWS::S3::Bucket'));
      const withExports = buckets.filter((b) =>
        JSON.stringify(b.Properties.LifecycleConfiguration ?? {}).includes(PRIVACY_EXPORT_PREFIX),
      );
      expect(withExports.map((b) => JSON.stringify(b.Properties.BucketName))).toEqual([
        expect.stringContaining('-uploads'),
      ]);
      expect(withExports[0]?.Properties.LifecycleConfiguration.Rules).toContainEqual({
        Id: 'expire-privacy-exports',
        Prefix: 'privacy-exports/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      });
    }
    expect(retentionOf('privacyExport').period).toEqual({ days: 1 });
  });

  it('version media and uploads (Lambdas delete from them) and expire old versions after 30 days', () => {
    for (const template of [dev, prod]) {
      const versioned = Object.values(template.findResources('AWS::S3::Bucket')).filter(
        (b) => b.Properties.VersioningConfiguration?.Status === 'Enabled',
      );
      expect(versioned.map((b) => JSON.stringify(b.Properties.BucketName))).toEqual([
        expect.stringContaining('-media'),
        expect.stringContaining('-uploads'),
      ]);
      for (const bucket of versioned) {
        expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
          expect.objectContaining({
            NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_DAYS },
            ExpiredObjectDeleteMarker: true,
            Status: 'Enabled',
          }),
        );
      }
    }
    expect(NONCURRENT_DAYS).toBe(30);
  });
});

describe('staff user pool', () => {
  it('is invite-only with e-mail sign-in, a 12-character policy and optional TOTP', () => {
    dev.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          // PASSWORD_POLICY (ASVS V2.1.9: no composition rules; acknowledged against cdk-nag COG1).
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('has a group for every role', () => {
    const groups = Object.values(dev.findResources('AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties.GroupName,
    );
    expect(groups.sort()).toEqual([...ROLES].sort());
  });

  it('has a secretless SPA client with password and SRP flows', () => {
    dev.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    });
  });

  it('sends invitation and OTP mails through SES with the shared templates once a sender is set', () => {
    const pool = Object.values(prod.findResources('AWS::Cognito::UserPool'))[0]?.Properties;
    expect(pool.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      ConfigurationSet: 'site-prod-mail',
      From: expect.stringContaining(STAGE_CONTEXT.prod.mailFrom as string),
    });
    const invitation = invitationMail(cognitoPlaceholders(`https://${REHEARSAL_DOMAIN}`));
    const reset = passwordResetMail(cognitoPlaceholders(`https://${REHEARSAL_DOMAIN}`));
    expect(pool.AdminCreateUserConfig.InviteMessageTemplate).toEqual({
      EmailSubject: invitation.subject,
      EmailMessage: invitation.html,
    });
    expect(pool.VerificationMessageTemplate).toMatchObject({
      DefaultEmailOption: 'CONFIRM_WITH_CODE',
      EmailSubject: reset.subject,
      EmailMessage: reset.html,
    });
    // Cognito refuses templates without its placeholders, and over 20,000 characters.
    expect(invitation.html).toContain('{####}');
    expect(invitation.html).toContain('{username}');
    expect(invitation.html.length).toBeLessThan(20_000);
  });

  it('deploys a new account with no sender: Cognito mail, a warning that says what to do next', () => {
    const site = synthStage('dev');
    const pool = Object.values(Template.fromStack(site.stateful).findResources('AWS::Cognito::UserPool'))[0]
      ?.Properties;
    expect(pool.EmailConfiguration).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
    expect(pool.AdminCreateUserConfig.InviteMessageTemplate.EmailSubject).toBe(
      invitationMail(cognitoPlaceholders('')).subject,
    );
    const warnings = site.app
      .synth()
      .getStackByName(site.stateful.stackName)
      .messages.filter((m) => m.level === 'warning')
      .map((m) => String(m.entry.data));
    expect(warnings.join('\n')).toContain('deploy with -c mailFrom=');
  });

  it("words every mail at send time through the CustomMessage trigger, which reads the stage's site URL", () => {
    for (const template of [dev, prod]) {
      const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]?.Properties;
      const [triggerId] = pool.LambdaConfig.CustomMessage['Fn::GetAtt'];
      const fn = template.toJSON().Resources[triggerId].Properties;
      expect(fn.Environment.Variables.SITE_URL_PARAMETER).toMatch(/^\/site\/(dev|prod)\/site-url$/);
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 5 });
    }
  });

  it('ends every session after a password reset through the PostConfirmation trigger, with no more rights than that', () => {
    for (const template of [dev, prod]) {
      const resources = template.toJSON().Resources;
      const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]?.Properties;
      const [triggerId] = pool.LambdaConfig.PostConfirmation['Fn::GetAtt'];
      const fn = resources[triggerId].Properties;
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Timeout: 5 });
      expect(fn.FunctionName).toMatch(/^site-(dev|prod)-cognito-password-reset$/);
      const roleId = fn.Role['Fn::GetAtt'][0];
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
        .flatMap((p) => p.Properties.PolicyDocument.Statement);
      const actions = statements.flatMap((st) => [st.Action].flat());
      // Logs and the site URL parameter (every Lambda), one UpdateItem, one global sign-out.
      expect(actions).toContain('dynamodb:UpdateItem');
      expect(actions).toContain('cognito-idp:AdminUserGlobalSignOut');
      expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:UpdateItem']);
      expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([
        'cognito-idp:AdminUserGlobalSignOut',
      ]);
      const signOut = statements.find((st) => st.Action === 'cognito-idp:AdminUserGlobalSignOut');
      expect(signOut.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/UserPool/), 'Arn'] });
    }
  });

  it('uses the Plus plan with threat protection in prod', () => {
    prod.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'PLUS' });
  });
});

describe('mail', () => {
  it('has a configuration set per stage and leaves the SES identity to the account (no clash between stages)', () => {
    dev.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'site-dev-mail' });
    prod.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'site-prod-mail',
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    // dev and prod in one account and region would both create the same domain identity.
    dev.resourceCountIs('AWS::SES::EmailIdentity', 0);
    prod.resourceCountIs('AWS::SES::EmailIdentity', 0);
  });
});
