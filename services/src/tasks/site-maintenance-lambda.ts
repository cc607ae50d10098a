import { type MaintenanceMode, runSiteMaintenance } from './site-maintenance';

/**
 * Invoked by the deploy Trigger (its custom-resource event: a full refresh)
 * and by the EventBridge schedule (`{ "mode": "sweep" }`). A failed step
 * fails the invocation, so the Lambda error alarm reports it; the other
 * steps have still run.
 */
export const handler = async (event: { mode?: unknown } | undefined) => {
  const mode: MaintenanceMode = event?.mode === 'sweep' ? 'sweep' : 'deploy';
  const report = await runSiteMaintenance(mode);
  const failed = report.steps.filter((s) => !s.ok).map((s) => s.step);
  if (failed.length > 0) throw new Error(`Site maintenance (${mode}) failed: ${failed.join(', ')}`);
  return report;
};
