/**
 * The Powertools parameter providers the site reads its secrets and SSM
 * parameters through (origin lock, meeting links, site URL), one each per
 * container and created on first use, with their SDK client passed through
 * `traced()`: the cold-start reads show in X-Ray like every other AWS call.
 * Powertools' getSecret/getParameter would make default providers whose
 * clients nothing captures. Each provider keeps its own cache (maxAge per call).
 */
import type { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import type { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { traced } from './tracing';

let secrets: Promise<SecretsProvider> | undefined;
let ssm: Promise<SSMProvider> | undefined;

export function secretsProvider(): Promise<SecretsProvider> {
  secrets ??= import('@aws-lambda-powertools/parameters/secrets').then(({ SecretsProvider }) => {
    const provider = new SecretsProvider();
    provider.client = traced(provider.client);
    return provider;
  });
  return secrets;
}

export function ssmProvider(): Promise<SSMProvider> {
  ssm ??= import('@aws-lambda-powertools/parameters/ssm').then(({ SSMProvider }) => {
    const provider = new SSMProvider();
    provider.client = traced(provider.client);
    return provider;
  });
  return ssm;
}
