/**
 * First-party analytics: the constants, names and shapes that the collection
 * script, the services and the admin screens share. Our design (the spec has
 * no analytics); docs/architecture.md ("Analytics") explains it.
 *
 * - A visit is a visitor-day: one visitor (a salted daily hash, no cookie) on
 *   one day in ANALYTICS.timeZone. Visitors over a range are the sum of the
 *   daily unique visitors.
 * - Counters are kept per day x dimension x value, each value item holding
 *   the metrics that apply to it (visitors, pageviews, conversions, events;
 *   part 2 adds deals and won value per campaign and source).
 */

import { COMPANY } from './company';

export const ANALYTICS = {
  /** Analytics days are the company's days (job deadlines use the same zone). */
  timeZone: COMPANY.timeZone,
  /** Distinct values kept per day and dimension; later ones are counted as OTHER_VALUE. */
  maxValuesPerDimension: 500,
  /** Longest stored value (a path, a host, a UTM value); longer ones are cut. */
  maxValueLength: 200,
  /** Hits (page views + events) one visitor may send in one day before the collector answers 429. */
  maxHitsPerVisitorDay: 2000,
  /**
   * New visitors one address (IPv4, or IPv6 /64) may add per hour; past it a
   * new visitor's page views count for the address's one overflow visitor of
   * the day (rotating the User-Agent must not invent visitors: issue 25, finding 3).
   */
  maxNewVisitorsPerAddressHour: 20,
  /** The realtime figure: visitors seen in the last this many minutes. */
  realtimeMinutes: 30,
  /** Longest report range. */
  maxRangeDays: 366,
  /** Rows returned per top list. */
  topListSize: 20,
  /** The collection body limit (413 beyond). */
  maxCollectBytes: 4096,
  /** Name of the global the collection script sets (landing attribution and `track`). */
  scriptGlobal: 'insights',
  /** Queue pushed by pages before the deferred script has run. */
  queueGlobal: 'insightsQueue',
} as const;

/** Value that stands for every value past the per-day cap. */
export const OTHER_VALUE = '(other)';
/** Country when the edge did not say (always locally). */
export const UNKNOWN_COUNTRY = 'unknown';
/** The event name of a page view; every other name is a named event. */
export const PAGEVIEW_EVENT = 'pageview';

/**
 * Per visitor rate limit of POST /analytics/collect, separate from the form
 * limit (PUBLIC_FORM_RATE_LIMIT) so browsing never uses up a visitor's form
 * submissions. Generous: a person reading pages sends a few hits a minute.
 */
export const COLLECT_RATE_LIMIT = {
  burst: 60,
  perMinute: 120,
  message: 'Too many analytics events from your network. Please slow down.',
} as const;

export const TRAFFIC_SOURCES = ['search', 'social', 'email', 'referral', 'direct'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const SOURCE_LABELS: Record<TrafficSource, string> = {
  search: 'Search',
  social: 'Social',
  email: 'E-mail',
  referral: 'Referral',
  direct: 'Direct',
};

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Every stored lead and job application is a conversion of one of these forms. */
export const CONVERSION_FORMS = ['contact', 'lets-connect', 'schedule-meeting', 'job-application'] as const;
export type ConversionForm = (typeof CONVERSION_FORMS)[number];

export const FORM_LABELS: Record<ConversionForm, string> = {
  contact: 'Contact Us',
  'lets-connect': "Let's Connect",
  'schedule-meeting': 'Schedule Meeting',
  'job-application': 'Job application',
};

/** The dimensions counters are kept for. `total` has the one value `all`. */
export const DIMENSIONS = [
  'total',
  'page',
  'entry',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'device',
  'browser',
  'country',
  'form',
  'event',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Dimensions of a visit's first touch: counted once per visitor-day, and again on its conversions. */
export const TOUCH_DIMENSIONS = [
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly Dimension[];
export type TouchDimension = (typeof TOUCH_DIMENSIONS)[number];

export const TOTAL_VALUE = 'all';

/** Metrics a counter item may carry. Part 2 adds its own (e.g. deals, wonValue). */
export type Metrics = Partial<
  Record<'visitors' | 'pageviews' | 'conversions' | 'events' | 'overLimitVisits', number>
> &
  Record<string, number | undefined>;

/**
 * A visit's first touch, as stored on the visitor-day item and on a lead.
 * `via` says where it came from: the landing data the page sent with the
 * form, or the server's visitor-day item (the fallback).
 */
export interface Attribution {
  source: TrafficSource;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  landingPage: string;
  via: 'landing' | 'visit';
}

/** One row of a top list. */
export interface TopRow {
  value: string;
  visitors?: number;
  pageviews?: number;
  conversions?: number;
  events?: number;
  [metric: string]: string | number | undefined;
}

export interface SeriesPoint {
  date: string;
  visitors: number;
  pageviews: number;
  conversions: number;
}

export interface OverviewTotals {
  visitors: number;
  pageviews: number;
  viewsPerVisit: number;
  conversions: number;
  /** Conversions per visit, 0..1. */
  conversionRate: number;
}

/** GET /admin/analytics/overview. */
export interface AnalyticsOverview extends OverviewTotals {
  range: { from: string; to: string; days: number };
  previous: OverviewTotals & { from: string; to: string };
  series: SeriesPoint[];
  pages: TopRow[];
  entryPages: TopRow[];
  sources: TopRow[];
  referrers: TopRow[];
  campaigns: TopRow[];
  utmSources: TopRow[];
  utmMediums: TopRow[];
  devices: TopRow[];
  browsers: TopRow[];
  countries: TopRow[];
  forms: TopRow[];
  events: TopRow[];
  /** Visitor-days past the per-address cap, folded into their address's overflow visitor (not counted as visitors). */
  overLimitVisits: number;
  /** Counter items the report read (its cost: O(days x dimensions), never O(events)). */
  itemsRead: number;
}

/** GET /admin/analytics/overview?view=totals: the screen's first figures, without the top lists. */
export type AnalyticsTotals = Pick<
  AnalyticsOverview,
  keyof OverviewTotals | 'range' | 'previous' | 'series' | 'overLimitVisits' | 'itemsRead'
>;

/** GET /admin/analytics/realtime. */
export interface RealtimeCount {
  visitors: number;
  minutes: number;
  at: string;
}

/** The Analytics screen's line about visitor-days past the per-address cap. */
export function overLimitLine(n: number): string {
  return n === 1
    ? '1 visit above the per-address limit was not counted as a visitor'
    : `${n.toLocaleString('en-US')} visits above the per-address limit were not counted as visitors`;
}

export function totalsOf(m: { visitors?: number; pageviews?: number; conversions?: number }): OverviewTotals {
  const visitors = m.visitors ?? 0;
  const pageviews = m.pageviews ?? 0;
  const conversions = m.conversions ?? 0;
  return {
    visitors,
    pageviews,
    conversions,
    viewsPerVisit: visitors > 0 ? Math.round((pageviews / visitors) * 100) / 100 : 0,
    conversionRate: visitors > 0 ? Math.round((conversions / visitors) * 10_000) / 10_000 : 0,
  };
}
