import { COLLECT_ROUTE } from '@app/shared/routes/analytics';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { StageConfig } from '../config';
import type { FeatureFunction } from './feature-function';

/**
 * With `-c beaconConcurrency=N`, the function that serves the analytics
 * beacon may run at most N at once, so a flood of beacons throttles only
 * itself and leaves the account's concurrency to the forms. The WAF rate
 * rule on the beacon (edge-waf.ts) limits each visitor either way.
 */
export function capBeaconConcurrency(
  config: StageConfig,
  functions: ReadonlyMap<string, FeatureFunction>,
): lambda.Function | undefined {
  if (config.beaconConcurrency === undefined) return undefined;
  const beacon = functions.get(COLLECT_ROUTE.feature)?.fn;
  if (!beacon) throw new Error(`No function serves the analytics beacon (${COLLECT_ROUTE.feature})`);
  (beacon.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = config.beaconConcurrency;
  return beacon;
}
