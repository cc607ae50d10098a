/**
 * A deterministic model of a services company's web traffic: who arrives
 * from where, on which page, with which device. The demo seed and
 * bench:analytics draw synthetic visits from it and aggregate them straight
 * into the analytics counters (no events are replayed).
 */
import type { Attribution } from '@app/shared/analytics';
import { attributionOf } from '@app/shared/traffic-source';

/** mulberry32: a small seeded PRNG, so every seed run draws the same traffic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = ReadonlyArray<readonly [T, number]>;
export function pick<T>(rand: () => number, options: Weighted<T>): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, weight] of options) {
    r -= weight;
    if (r <= 0) return value;
  }
  return (options[options.length - 1] as readonly [T, number])[0];
}

/** Demo campaigns: their UTM tags and the share of a day's visits they bring while they run. */
export interface DemoCampaign {
  name: string;
  channel: 'Email' | 'Social' | 'Search ads' | 'Events';
  utmCampaign: string;
  utmSource: string;
  utmMedium: string;
  /** Days before today the campaign started and ended (undefined: still running). */
  startsDaysAgo: number;
  endsDaysAgo?: number;
  budget: number;
  spend: number;
  landingPage: string;
  share: number;
}

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Spring newsletter',
    channel: 'Email',
    utmCampaign: 'spring-newsletter',
    utmSource: 'newsletter',
    utmMedium: 'email',
    startsDaysAgo: 55,
    endsDaysAgo: 25,
    budget: 60_000,
    spend: 48_000,
    landingPage: '/service/mvp-development',
    share: 0.08,
  },
  {
    name: 'LinkedIn MVP launch',
    channel: 'Social',
    utmCampaign: 'linkedin-mvp-launch',
    utmSource: 'linkedin',
    utmMedium: 'social',
    startsDaysAgo: 40,
    budget: 250_000,
    spend: 180_000,
    landingPage: '/lets-connect',
    share: 0.1,
  },
  {
    name: 'Google Ads: cloud engineering',
    channel: 'Search ads',
    utmCampaign: 'google-cloud-engineering',
    utmSource: 'google',
    utmMedium: 'cpc',
    startsDaysAgo: 30,
    budget: 500_000,
    spend: 320_000,
    landingPage: '/service/cloud-engineering',
    share: 0.12,
  },
  {
    name: 'DevFest booth',
    channel: 'Events',
    utmCampaign: 'devfest-booth',
    utmSource: 'event',
    utmMedium: 'qr',
    startsDaysAgo: 20,
    endsDaysAgo: 18,
    budget: 150_000,
    spend: 150_000,
    landingPage: '/case-study',
    share: 0.25,
  },
];

/** Tagged traffic with no campaign record (shows under "Seen in traffic, not created"). */
const UNTRACKED = {
  utmCampaign: 'partner-feature',
  utmSource: 'techpartner',
  utmMedium: 'referral',
  share: 0.03,
};

const PAGES: Weighted<string> = [
  ['/', 30],
  ['/service/mvp-development', 10],
  ['/service/web-mobile-app-development', 7],
  ['/service/cloud-engineering', 6],
  ['/service/data-analytics', 5],
  ['/service/enterprise-ai-solutions', 6],
  ['/service/ui-ux-designing', 4],
  ['/case-study', 8],
  ['/blogs', 6],
  ['/blogs/how-to-scope-an-mvp', 5],
  ['/blogs/why-fast-stores-sell-more', 3],
  ['/about-us', 5],
  ['/careers', 6],
  ['/industries', 3],
  ['/our-work', 4],
  ['/contact-us', 6],
  ['/lets-connect', 5],
  ['/schedule-meeting', 2],
  ['/life-at-moondive', 2],
];
const ORGANIC: Weighted<string | undefined> = [
  [undefined, 30],
  ['https://www.google.com/', 26],
  ['https://www.bing.com/', 3],
  ['https://duckduckgo.com/', 2],
  ['https://www.linkedin.com/', 7],
  ['https://t.co/x', 3],
  ['https://www.facebook.com/', 2],
  ['https://clutch.co/profile', 6],
  ['https://github.com/', 3],
  ['https://dev.to/', 2],
  ['https://mail.google.com/', 2],
];
const DEVICES: Weighted<string> = [
  ['desktop', 62],
  ['mobile', 34],
  ['tablet', 4],
];
const BROWSERS: Weighted<string> = [
  ['Chrome', 58],
  ['Safari', 20],
  ['Microsoft Edge', 9],
  ['Firefox', 7],
  ['Samsung Internet for Android', 4],
  ['Opera', 2],
];
const COUNTRIES: Weighted<string> = [
  ['IN', 45],
  ['US', 25],
  ['GB', 8],
  ['AE', 5],
  ['DE', 4],
  ['CA', 4],
  ['AU', 3],
  ['SG', 3],
  ['unknown', 3],
];

export interface SyntheticVisit {
  touch: Omit<Attribution, 'via'>;
  pages: string[];
  device: string;
  browser: string;
  country: string;
  clickedContact: boolean;
}

/** Campaigns running `daysAgo` days before today. */
export function runningCampaigns(daysAgo: number): DemoCampaign[] {
  return DEMO_CAMPAIGNS.filter((c) => daysAgo <= c.startsDaysAgo && daysAgo >= (c.endsDaysAgo ?? 0));
}

export function syntheticVisit(rand: () => number, daysAgo: number): SyntheticVisit {
  const campaigns = runningCampaigns(daysAgo);
  let landing: string | undefined;
  let referrer: string | undefined;
  let r = rand();
  for (const c of [...campaigns, UNTRACKED]) {
    if (r < c.share) {
      const page = 'landingPage' in c ? c.landingPage : '/';
      landing = `${page}?utm_source=${c.utmSource}&utm_medium=${c.utmMedium}&utm_campaign=${c.utmCampaign}`;
      break;
    }
    r -= c.share;
  }
  if (!landing) {
    landing = pick(rand, PAGES);
    referrer = pick(rand, ORGANIC);
  }
  const touch = attributionOf(landing, referrer) as Omit<Attribution, 'via'>;
  const pages = [touch.landingPage];
  const more = Math.floor(rand() * rand() * 5);
  for (let i = 0; i < more; i++) pages.push(pick(rand, PAGES));
  return {
    touch,
    pages,
    device: pick(rand, DEVICES),
    browser: pick(rand, BROWSERS),
    country: pick(rand, COUNTRIES),
    clickedContact: rand() < 0.04,
  };
}

/** Visitors of a day (`weekday` ISO, 1 = Monday): a weekday/weekend rhythm, slow growth and noise (about 45-90 a day). */
export function visitorsOn(rand: () => number, daysAgo: number, weekday: number): number {
  const weekend = weekday >= 6 ? 0.6 : 1;
  const growth = 1 + (60 - daysAgo) / 150;
  return Math.round(62 * weekend * growth * (0.8 + rand() * 0.4));
}
