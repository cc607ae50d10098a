import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '@app/services/data/table';
import { INVITATION_TEMPLATE, VERIFICATION_TEMPLATE } from '@app/services/mail/cognito-templates';
import { ROLES } from '@app/shared/roles';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAGE_CONFIG } from './config';
import { ensureBundles, synthStage } from './testing/synth';

let dev: Template;
let prod: Template;

beforeAll(async () => {
  await ensureBundles();
  dev = Template.fromStack(synthStage('dev').stateful);
  prod = Template.fromStack(synthStage('prod', { siteUrl: 'https://www.example.org' }).stateful);
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

  it('has deletion protection and Retain in prod only', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    dev.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});

describe('buckets', () => {
  it('all block public access, use S3-managed encryption and are retained in prod', () => {
    const buckets = prod.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(4); // site, media, uploads, access logs
    for (const bucket of Object.values(buckets)) {
      expect(bucket.DeletionPolicy).toBe('Retain');
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

  it('expire unattached pending/ uploads after a day and allow CORS from the site origin only', () => {
    const withPending = Object.values(prod.findResources('AWS::S3::Bucket')).filter((b) =>
      JSON.stringify(b.Properties.LifecycleConfiguration ?? {}).includes('pending/'),
    );
    expect(withPending).toHaveLength(2); // media and uploads
    for (const bucket of withPending) {
      expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
        expect.objectContaining({ Prefix: 'pending/', ExpirationInDays: 1, Status: 'Enabled' }),
      );
      expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
        expect.objectContaining({ AllowedOrigins: ['https://www.example.org'] }),
      ]);
    }
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

  it('sends invitation and OTP mails through SES with the shared templates and the site URL', () => {
    const pool = Object.values(prod.findResources('AWS::Cognito::UserPool'))[0]?.Properties;
    expect(pool.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      ConfigurationSet: 'site-prod-mail',
      From: expect.stringContaining(STAGE_CONFIG.prod.mail.from),
    });
    expect(pool.AdminCreateUserConfig.InviteMessageTemplate).toEqual({
      EmailSubject: INVITATION_TEMPLATE.subject,
      EmailMessage: INVITATION_TEMPLATE.body.replaceAll('{siteUrl}', 'https://www.example.org'),
    });
    expect(pool.AdminCreateUserConfig.InviteMessageTemplate.EmailMessage).toContain(
      'https://www.example.org/login',
    );
    expect(pool.VerificationMessageTemplate).toMatchObject({
      DefaultEmailOption: 'CONFIRM_WITH_CODE',
      EmailSubject: VERIFICATION_TEMPLATE.subject,
      EmailMessage: VERIFICATION_TEMPLATE.body,
    });
  });

  it('bootstraps a new account with Cognito mail (-c cognitoMail=cognito), keeping the templates', () => {
    const site = synthStage('dev', { cognitoMail: 'cognito' });
    const pool = Object.values(Template.fromStack(site.stateful).findResources('AWS::Cognito::UserPool'))[0]
      ?.Properties;
    expect(pool.EmailConfiguration).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
    expect(pool.AdminCreateUserConfig.InviteMessageTemplate.EmailSubject).toBe(INVITATION_TEMPLATE.subject);
    const warnings = site.app
      .synth()
      .getStackByName(site.stateful.stackName)
      .messages.filter((m) => m.level === 'warning')
      .map((m) => String(m.entry.data));
    expect(warnings.join('\n')).toContain('cognitoMail=cognito');
  });

  it('uses the Plus plan with threat protection in prod', () => {
    prod.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'PLUS' });
  });
});

describe('mail', () => {
  it('has an SES identity with a configuration set', () => {
    dev.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    dev.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });
});
