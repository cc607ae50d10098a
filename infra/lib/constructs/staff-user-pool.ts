import { ROLES } from '@app/shared/roles';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { acknowledge } from '../nag';

/**
 * Staff sign-in. Members are invited by an administrator (SPEC §2 member
 * management), so there is no self sign-up; Cognito groups carry the roles and
 * arrive in the token as `cognito:groups`.
 */
export class StaffUserPool extends Construct {
  readonly userPool: cognito.UserPool;
  readonly spaClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const plus = config.cognitoThreatProtection;
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `site-${config.stage}-staff`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Forgot-password sends the 6-digit e-mail code of SPEC §2; never SMS.
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: plus ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: plus ? cognito.StandardThreatProtectionMode.FULL_FUNCTION : undefined,
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
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
