import { type Attribution, type ConversionForm, TOUCH_DIMENSIONS } from '@app/shared/analytics';
import { analyticsDay } from '@app/shared/analytics-days';
import * as clock from '@app/shared/clock';
import { readLandingAttribution } from '@app/shared/schemas/analytics';
import { attributionOf } from '@app/shared/traffic-source';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { addToCounter } from '../../data/analytics-counters';
import { visitTouch } from '../../data/analytics-visit';
import { logger } from '../logger';
import { conversionIncrements } from './increments';
import { siteHost } from './site-host';
import { TOUCH_FIELDS } from './touch-fields';
import { hasGpc } from './viewer';
import { recentVisitorHashes } from './visitor-hash';

/**
 * The first touch a stored lead or application is attributed to: the landing
 * data the page sent with the form (`attribution` in the body), else the
 * visitor-day item of the requester's hash today (or yesterday, just after
 * midnight). GPC requests get none. Never throws: attribution must not cost a lead.
 */
export async function attributeConversion(
  event: APIGatewayProxyEventV2,
  sent: unknown,
  now = clock.now(),
): Promise<Attribution | undefined> {
  if (hasGpc(event)) return undefined;
  const landing = readLandingAttribution(sent);
  const fromLanding = landing ? attributionOf(landing.landing, landing.referrer, await siteHost()) : null;
  if (fromLanding) return { ...fromLanding, via: 'landing' };
  try {
    for (const { day, hash } of await recentVisitorHashes(event, now)) {
      const touch = await visitTouch(day, hash);
      if (!touch) continue;
      const out: Attribution = { source: touch.source, landingPage: touch.landingPage, via: 'visit' };
      for (const dim of TOUCH_DIMENSIONS) {
        const field = TOUCH_FIELDS[dim];
        const value = touch[field];
        if (field !== 'source' && typeof value === 'string')
          (out as unknown as Record<string, string>)[field] = value;
      }
      return out;
    }
  } catch (error) {
    logger.warn('conversion attribution fallback failed', { error });
  }
  return undefined;
}

/**
 * Counts a stored lead or application as a conversion of its form, and of its
 * first touch when it has one. Called after the record is stored; a failure
 * is logged and never fails the submission (the record is the source of truth).
 */
export async function recordConversion(
  form: ConversionForm,
  attribution: Attribution | undefined,
  now = clock.now(),
) {
  const day = analyticsDay(now);
  const writes = conversionIncrements(form, attribution).map(([dim, value, metrics]) =>
    addToCounter(day, dim, value, metrics),
  );
  const results = await Promise.allSettled(writes);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0)
    logger.error('conversion not fully counted', {
      form,
      failed: failed.length,
      error: (failed[0] as PromiseRejectedResult).reason,
    });
}
