import { TOTAL_VALUE, TOUCH_DIMENSIONS } from '@app/shared/analytics';
import { type CollectBody, isPageview } from '@app/shared/schemas/analytics';
import { attributionOf } from '@app/shared/traffic-source';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { addToCounter } from '../../data/analytics-counters';
import { touchVisit, type VisitTouch } from '../../data/analytics-visit';
import { ValidationError } from '../errors';
import { SITE_HOST } from './site-host';
import { TOUCH_FIELDS } from './touch-fields';
import { describeAgent, isBotAgent } from './user-agent';
import { hasGpc, userAgentOf, viewerCountry } from './viewer';
import { todaysVisitor } from './visitor-hash';

export type HitOutcome = 'recorded' | 'gpc' | 'bot';

/**
 * One page view or named event from the collection script. GPC visitors and
 * bots are answered like everyone else and nothing is stored. A page view
 * adds to the day's page views and its page; the first one of a visitor's
 * day also counts a visitor with its entry page, first touch, device,
 * browser and country. Events add to their name.
 */
export async function recordHit(
  event: APIGatewayProxyEventV2,
  body: CollectBody,
  now = new Date(),
): Promise<HitOutcome> {
  if (hasGpc(event)) return 'gpc';
  const userAgent = userAgentOf(event);
  if (isBotAgent(userAgent)) return 'bot';
  const attribution = attributionOf(body.u, body.r, SITE_HOST);
  if (!attribution) throw new ValidationError('Page must be a path on this site.', { u: 'Invalid page' });
  const pageview = isPageview(body);
  const { day, hash } = await todaysVisitor(event, now);
  const touch: VisitTouch = { ...attribution, ...describeAgent(userAgent), country: viewerCountry(event) };
  const visit = await touchVisit({ day, hash, now, pageview, touch });
  const page = attribution.landingPage;
  const writes: Array<Promise<unknown>> = [];
  if (!pageview) {
    writes.push(addToCounter(day, 'total', TOTAL_VALUE, { events: 1 }));
    writes.push(addToCounter(day, 'event', body.n, { events: 1 }));
  } else {
    writes.push(
      addToCounter(day, 'total', TOTAL_VALUE, { pageviews: 1, ...(visit.newVisit ? { visitors: 1 } : {}) }),
    );
    writes.push(addToCounter(day, 'page', page, { pageviews: 1 }));
    if (visit.newVisit) {
      const first = visit.touch ?? touch;
      writes.push(addToCounter(day, 'entry', first.landingPage, { visitors: 1 }));
      for (const dim of TOUCH_DIMENSIONS) {
        const value = first[TOUCH_FIELDS[dim]];
        if (typeof value === 'string') writes.push(addToCounter(day, dim, value, { visitors: 1 }));
      }
      writes.push(addToCounter(day, 'device', first.device, { visitors: 1 }));
      writes.push(addToCounter(day, 'browser', first.browser, { visitors: 1 }));
      writes.push(addToCounter(day, 'country', first.country, { visitors: 1 }));
    }
  }
  await Promise.all(writes);
  return 'recorded';
}
