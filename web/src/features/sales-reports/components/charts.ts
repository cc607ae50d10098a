import { lazy } from 'react';

/**
 * Recharts (@mantine/charts) is large: the screen's two charts are their own
 * chunks, loaded with this screen only. The page starts loading both once
 * its headline shows (preloadCharts), while the breakdowns are read, so the
 * weekly chart draws when they arrive instead of downloading only then; not
 * earlier, so parsing Recharts never delays the headline itself.
 */
const loadPipelineChart = () => import('./pipeline-chart');
const loadWeeklyLeadsChart = () => import('./weekly-leads-chart');

export const PipelineChart = lazy(loadPipelineChart);
export const WeeklyLeadsChart = lazy(loadWeeklyLeadsChart);

/** Starts both downloads (a failure shows at render, where React.lazy retries). */
export function preloadCharts(): void {
  loadPipelineChart().catch(() => undefined);
  loadWeeklyLeadsChart().catch(() => undefined);
}
