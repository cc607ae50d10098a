import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { dataRemovalPolicy, type StageConfig } from '../config';
import { acknowledge } from '../nag';

/**
 * The key that signs visitors' meeting links (issue 30), JSON
 * `{ "current": "…", "previous"?: "…" }`: links are signed with `current`,
 * `previous` is still accepted (services/src/lib/meeting-link.ts). Only the
 * Lambdas with the `meeting-links` access may read it (feature-access.ts).
 */
export class MeetingLinkSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: `Signs the meeting links mailed to visitors (${config.stage})`,
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
      removalPolicy: dataRemovalPolicy(config),
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'Rotated by hand (infra/README.md): a new current value with the old one kept as previous, so links already ' +
        'mailed keep working until they expire; an automatic rotation would drop the previous value.',
    );
  }
}
