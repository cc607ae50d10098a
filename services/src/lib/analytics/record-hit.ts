import { TOTAL_VALUE } from '@app/shared/analytics';
import * as clock from '@app/shared/clock';
import { type CollectBody, isPageview } from '@app/shared/schemas/analytics';
import { attributionOf } from '@app/shared/traffic-source';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { claimNewVisitor, markOverflow, overflowVisitor, visitState } from '../../data/analytics-address';
import { addToCounter } from '../../data/analytics-counters';
import { touchVisit, type VisitTouch } from '../../data/analytics-visit';
import { ValidationError } from '../errors';
import { eventIncrements, pageviewIncrements } from './increments';
import { siteHost } from './site-host';
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
 *
 * New visitors per address are capped (ANALYTICS.maxNewVisitorsPerAddressHour):
 * a visitor-day past the cap is marked overflow and counted once as an
 * over-limit visit (`overLimitVisits`); its hits, now and later that day, go to
 * the address's one overflow visitor, so page views still count.
 */
export async function recordHit(
  event: APIGatewayProxyEventV2,
  body: CollectBody,
  now = clock.now(),
): Promise<HitOutcome> {
  if (hasGpc(event)) return 'gpc';
  const userAgent = userAgentOf(event);
  if (isBotAgent(userAgent)) return 'bot';
  const attribution = attributionOf(body.u, body.r, await siteHost());
  if (!attribution) throw new ValidationError('Page must be a path on this site.', { u: 'Invalid page' });
  const pageview = isPageview(body);
  const { day, hash, address } = await todaysVisitor(event, now);
  const state = await visitState(day, hash);
  let refused = false;
  if (state === 'new' && pageview && !(await claimNewVisitor(day, now, address))) {
    await markOverflow(day, hash, now);
    refused = true;
  }
  const visitHash = refused || state === 'overflow' ? overflowVisitor(address) : hash;
  const touch: VisitTouch = { ...attribution, ...describeAgent(userAgent), country: viewerCountry(event) };
  const visit = await touchVisit({ day, hash: visitHash, now, pageview, touch });
  const increments = pageview
    ? pageviewIncrements(attribution.landingPage, visit.newVisit ? (visit.touch ?? touch) : null)
    : eventIncrements(body.n);
  if (refused) increments.push(['total', TOTAL_VALUE, { overLimitVisits: 1 }]);
  await Promise.all(increments.map(([dim, value, metrics]) => addToCounter(day, dim, value, metrics)));
  return 'recorded';
}
