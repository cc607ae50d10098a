import { cognitoPlaceholders, invitationMail, passwordResetMail } from '@app/services/mail/cognito-templates';
import { PASSWORD_POLICY } from '@app/shared/constants';
import { ROLES } from '@app/shared/roles';
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { dataRemovalPolicy, type StageConfig } from '../config';
import { acknowledge } from '../nag';
import { mailConfigurationSetName, mailDomain } from '../resource-names';

/**
 * Staff sign-in. Members are invited by an administrator (SPEC §2 member
 * management), so there is no self sign-up; Cognito groups carry the roles and
 * arrive in the token as `cognito:groups`.
 */
export class StaffUserPool extends Construct {
  readonly userPool: cognito.UserPool;
  readonly spaClient: cognito.UserPoolClient;

  /**
   * `customMessage` words the mails with the stage's site URL at send time (constructs/cognito-message.ts);
   * `postConfirmation` ends every session after a password reset (constructs/password-reset-trigger.ts).
   */
  constructor(
    scope: Construct,
    id: string,
    config: StageConfig,
    triggers: { customMessage: lambda.IFunction; postConfirmation: lambda.IFunction },
  ) {
    super(scope, id);
    const plus = config.cognitoThreatProtection;
    const sesDomain = mailDomain(config);
    if (!sesDomain) {
      Validations.of(this).addWarning(
        'CognitoDefaultMail',
        'No sender yet: staff mails go through Cognito (50 a day) and notifications are not sent. Verify the domain in SES, then deploy with -c mailFrom=no-reply@<domain>.',
      );
    }
    // The trigger replaces these texts at send time; they are the fallback only.
    // {username} and {####} stay for Cognito.
    // Used only if the CustomMessage trigger is ever detached: the same mails, with Cognito's placeholders.
    const invitation = invitationMail(cognitoPlaceholders(config.siteUrl ?? ''));
    const reset = passwordResetMail(cognitoPlaceholders(config.siteUrl ?? ''));
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `site-${config.stage}-staff`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The shared policy (OWASP ASVS L2, see PASSWORD_POLICY); breached-password
      // checks come with threat protection (prod).
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(7) },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Forgot-password sends the 6-digit e-mail code of SPEC §2; never SMS.
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Through our SES identity and configuration set (not Cognito's 50-a-day
      // default sender), with the same texts the local stack sends.
      email: sesDomain
        ? cognito.UserPoolEmail.withSES({
            fromEmail: config.mail.from as string,
            fromName: 'Moondive',
            sesVerifiedDomain: sesDomain,
            // The identity lives in this stack's region; a token keeps the synth env-agnostic.
            sesRegion: Aws.REGION,
            configurationSetName: mailConfigurationSetName(config.stage),
          })
        : cognito.UserPoolEmail.withCognito(),
      userInvitation: {
        emailSubject: invitation.subject,
        emailBody: invitation.html,
      },
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: reset.subject,
        emailBody: reset.html,
      },
      lambdaTriggers: triggers,
      featurePlan: plus ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: plus ? cognito.StandardThreatProtectionMode.FULL_FUNCTION : undefined,
      deletionProtection: config.retainData,
      removalPolicy: dataRemovalPolicy(config),
    });

    for (const role of ROLES) {
      new cognito.UserPoolGroup(this, `Group${role}`, {
        userPool: this.userPool,
        groupName: role,
        description: `Members with the ${role} role`,
      });
    }

    this.spaClient = this.userPool.addClient('SpaClient', {
      userPoolClientName: `site-${config.stage}-spa`,
      // A browser cannot keep a secret.
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      // The admin area signs in with its own forms, not the hosted UI.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'Departs from COG1 on purpose: OWASP ASVS L2 asks for at least 12 characters (V2.1.1, enforced) and forbids ' +
        'composition rules (V2.1.9: no required upper/lower case, digits or symbols), which push users to predictable ' +
        'patterns; length plus Cognito compromised-credential checks (Plus plan in prod) are the stronger control.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is optional (TOTP only) for staff: the SPEC sign-in, OTP-reset and invite flows have no MFA step yet; ' +
        'members can enrol TOTP and the pool moves to REQUIRED once the admin UI offers enrolment.',
    );
    if (!plus) {
      acknowledge(
        this.userPool,
        'AwsSolutions-COG8',
        'Dev pool holds only test staff accounts, so the per-MAU Plus plan (threat protection) is enabled in prod only.',
      );
    }
  }
}
