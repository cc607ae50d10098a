/**
 * Analytics request shapes: the collection beacon, the landing attribution a
 * lead form carries, and the report queries. Short keys in the beacon keep
 * the collection script small.
 */
import { ANALYTICS, PAGEVIEW_EVENT } from '../analytics';
import { dayCount } from '../analytics-days';
import { isPlausibleTag, utmValuesOf } from '../traffic-source';
import { isoDateField, isSitePath } from './common';
import * as z from './zod-mini';

const EVENT_NAME = /^[a-z][a-z0-9_]*$/;
const TAG_MESSAGE = (label: string) =>
  `${label} must be plain text of at most ${ANALYTICS.maxValueLength} characters.`;

/**
 * A site path with an optional query ('/contact-us?utm_source=x') by the one
 * site-path check (isSitePath): never '//host', '/\host' or '/\t/host',
 * which browsers follow off-site (issue 25, finding 5). Campaign landing
 * pages, the beacon's page and a lead's landing attribution all use it.
 */
export function sitePath(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .check(
      z.minLength(1, { error: `${label} is required.`, abort: true }),
      z.maxLength(2000, { error: `${label} is too long.`, abort: true }),
      z.refine(isSitePath, { error: `${label} must be a path on this site.` }),
    );
}

const referrerField = z.optional(
  z.string().check(
    z.maxLength(2000, { error: 'Referrer is too long.', abort: true }),
    z.refine((v) => v === '' || isPlausibleTag(v), { error: TAG_MESSAGE('Referrer') }),
  ),
);

/**
 * POST /analytics/collect, sent by navigator.sendBeacon as text/plain JSON:
 * `n` the event ('pageview' or a named event such as contact_us_click),
 * `u` the page (path and query), `r` the referrer (only on a landing).
 */
export const collectBodySchema = z.object({
  n: z
    .string({ error: 'Event name is required.' })
    .check(
      z.minLength(1, { error: 'Event name is required.', abort: true }),
      z.maxLength(40, { error: 'Event name is too long.', abort: true }),
      z.regex(EVENT_NAME, { error: 'Event names are lowercase letters, digits and underscores.' }),
    ),
  u: sitePath('Page').check(
    z.refine((v) => utmValuesOf(v).every(isPlausibleTag), { error: TAG_MESSAGE('Each UTM value') }),
  ),
  r: referrerField,
});
export type CollectBody = z.infer<typeof collectBodySchema>;

export const isPageview = (body: Pick<CollectBody, 'n'>) => body.n === PAGEVIEW_EVENT;

/**
 * What a lead form sends besides its fields: the page the visit landed on
 * (with its UTM tags) and the referrer then, kept in memory by the script.
 */
export const landingAttributionSchema = z.object({
  landing: sitePath('Landing page'),
  referrer: referrerField,
});
export type LandingAttribution = z.infer<typeof landingAttributionSchema>;

/** The attribution field of a form body: invalid landing data is dropped, never a reason to refuse a lead. */
export function readLandingAttribution(value: unknown): LandingAttribution | undefined {
  const parsed = z.safeParse(landingAttributionSchema, value);
  return parsed.success ? parsed.data : undefined;
}

const rangeChecks = [
  z.refine<{ from: string; to: string }>((q) => q.from <= q.to, {
    error: 'The start date must be on or before the end date.',
    path: ['to'],
  }),
  z.refine<{ from: string; to: string }>((q) => dayCount(q.from, q.to) <= ANALYTICS.maxRangeDays, {
    error: `A report covers at most ${ANALYTICS.maxRangeDays} days.`,
    path: ['from'],
  }),
] as const;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, from <= to, at most ANALYTICS.maxRangeDays days. */
export const dayRangeQuerySchema = z
  .object({ from: isoDateField(), to: isoDateField() })
  .check(...rangeChecks);
export type DayRangeQuery = z.infer<typeof dayRangeQuerySchema>;

/**
 * The Analytics overview's query: a day range, and `view=totals` for the
 * screen's first request (headline figures and the daily series from the
 * days' total items by key), the top lists following in the full overview.
 */
export const overviewQuerySchema = z
  .object({ from: isoDateField(), to: isoDateField(), view: z.optional(z.enum(['totals'])) })
  .check(...rangeChecks);

/**
 * The Sales Reports query: a day range, and `view=summary` for the screen's
 * first request (headline figures, funnel and pipeline, read by key); the
 * full report (a Query per day for the breakdowns) follows.
 */
export const salesReportQuerySchema = z
  .object({ from: isoDateField(), to: isoDateField(), view: z.optional(z.enum(['summary'])) })
  .check(...rangeChecks);
