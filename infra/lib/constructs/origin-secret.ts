import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { dataRemovalPolicy, type StageConfig } from '../config';
import { acknowledge } from '../nag';

/**
 * The origin lock's shared secret, JSON `{ "current": "…", "previous"?: "…" }`.
 * CloudFront sends `current` in ORIGIN_VERIFY_HEADER (the Edge stack reads it
 * with a CloudFormation dynamic reference, so the value is in no template and
 * no repository); the API accepts `current` or `previous`
 * (services/src/lib/origin-lock.ts). Rotating = writing a new `current` and
 * keeping the old one as `previous`, then deploying (infra/README.md).
 * CloudFormation names it, so a re-created stack never meets a retained or
 * recovering secret of the same name.
 */
export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: `Origin lock of the website API (${config.stage}): CloudFront sends it, the API requires it`,
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        // A header value: letters and digits only, 48 of them (~285 bits).
        excludePunctuation: true,
        passwordLength: 48,
      },
      removalPolicy: dataRemovalPolicy(config),
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'Rotated by hand, not by a rotation Lambda: CloudFront must be redeployed with each new value, so the ' +
        'documented rotation (infra/README.md) writes a new current value, keeps the old one as previous ' +
        '(still accepted by the API) and deploys; an automatic rotation would cut traffic until that deploy.',
    );
  }
}
