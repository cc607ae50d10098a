/**
 * Where /admin/operations reads the figures: CloudWatch GetMetricData in AWS
 * (ops-metrics-cloudwatch.ts, loaded on first use); the local stack registers
 * its own reader of the EMF lines it collected (services/local/metrics-store.ts).
 */
import type { OpsReader } from './ops-figures';

let localReader: OpsReader | null = null;

export function setOpsReader(reader: OpsReader | null): void {
  localReader = reader;
}

export async function readOpsPoints(from: string, to: string) {
  if (localReader) return localReader(from, to);
  const { readCloudWatchOps } = await import('./ops-metrics-cloudwatch');
  return readCloudWatchOps(from, to);
}
