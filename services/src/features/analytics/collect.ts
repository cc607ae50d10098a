import { ANALYTICS } from '@app/shared/analytics';
import { collectBodySchema } from '@app/shared/schemas/analytics';
import { recordHit } from '../../lib/analytics/record-hit';
import { defineHandler } from '../../lib/handler';

/**
 * POST /analytics/collect: one page view or named event from the collection
 * script (navigator.sendBeacon, text/plain JSON). 202 with no body content
 * whether it was counted or dropped (bot, GPC), so a client cannot tell;
 * 400/413/415 for bad input, 429 past the visitor's daily hits. Never sets a cookie.
 */
export const collect = defineHandler({
  body: collectBodySchema,
  maxBodyBytes: ANALYTICS.maxCollectBytes,
  acceptsTextPlain: true,
  run: async ({ event, body }) => {
    await recordHit(event, body);
    return { statusCode: 202, data: null };
  },
});
