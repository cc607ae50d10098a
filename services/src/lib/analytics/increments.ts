import {
  type Attribution,
  type ConversionForm,
  type Dimension,
  type Metrics,
  TOTAL_VALUE,
  TOUCH_DIMENSIONS,
} from '@app/shared/analytics';
import type { VisitTouch } from '../../data/analytics-visit';
import { TOUCH_FIELDS } from './touch-fields';

/** One counter change: add `metrics` to day x dimension x value. */
export type Increment = readonly [dimension: Dimension, value: string, metrics: Metrics];

function touchIncrements(touch: Omit<Attribution, 'via'>, metrics: Metrics): Increment[] {
  const out: Increment[] = [['entry', touch.landingPage, metrics]];
  for (const dim of TOUCH_DIMENSIONS) {
    const value = touch[TOUCH_FIELDS[dim] as keyof Omit<Attribution, 'via'>];
    if (typeof value === 'string') out.push([dim, value, metrics]);
  }
  return out;
}

/**
 * What a page view adds: the day's page views and its page; when it starts a
 * visitor's day, also a visitor with its entry page, first touch, device,
 * browser and country. The collector, the demo seed and the benchmark all
 * count through this, so they agree.
 */
export function pageviewIncrements(page: string, firstTouch: VisitTouch | null): Increment[] {
  const out: Increment[] = [
    ['total', TOTAL_VALUE, firstTouch ? { pageviews: 1, visitors: 1 } : { pageviews: 1 }],
    ['page', page, { pageviews: 1 }],
  ];
  if (!firstTouch) return out;
  const visitor = { visitors: 1 };
  out.push(...touchIncrements(firstTouch, visitor));
  out.push(
    ['device', firstTouch.device, visitor],
    ['browser', firstTouch.browser, visitor],
    ['country', firstTouch.country, visitor],
  );
  return out;
}

export function eventIncrements(name: string): Increment[] {
  return [
    ['total', TOTAL_VALUE, { events: 1 }],
    ['event', name, { events: 1 }],
  ];
}

/** A stored lead or application: its form, and its first touch when it has one. */
export function conversionIncrements(
  form: ConversionForm,
  attribution: Attribution | undefined,
): Increment[] {
  const conversion = { conversions: 1 };
  return [
    ['total', TOTAL_VALUE, conversion],
    ['form', form, conversion],
    ...(attribution ? touchIncrements(attribution, conversion) : []),
  ];
}
