import { ANALYTICS } from '@app/shared/analytics';
import { analyticsDay } from '@app/shared/analytics-days';
import * as clock from '@app/shared/clock';
import { countActiveVisitors } from '../../data/analytics-visit';
import { defineHandler } from '../../lib/handler';

/** GET /admin/analytics/realtime: visitors seen in the last 30 minutes (a Query on the visitor-day index). */
export const realtime = defineHandler({
  run: async () => {
    const now = clock.now();
    const since = new Date(now.getTime() - ANALYTICS.realtimeMinutes * 60_000);
    const days = [...new Set([analyticsDay(since), analyticsDay(now)])];
    const visitors = await countActiveVisitors(days, since);
    return { data: { visitors, minutes: ANALYTICS.realtimeMinutes, at: now.toISOString() } };
  },
});
