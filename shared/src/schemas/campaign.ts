/**
 * Marketing campaigns (our design; the spec names campaigns only as a
 * dashboard item). A campaign ties a UTM campaign tag to a name, a channel,
 * a period and its money (budget and spend in rupees, shown with the shared
 * currency formatter). Its visits and leads come from the analytics counters
 * of its `utmCampaign` (part 2 adds deals and won value).
 */

import { sitePath } from './analytics';
import { isoDateField, isSitePath, numberField, optionalText, plainText } from './common';
import * as z from './zod-mini';

export const CAMPAIGN_CHANNELS = [
  'Email',
  'Social',
  'Search ads',
  'Display',
  'Referral',
  'Events',
  'Other',
] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** utm_source / utm_medium the link builder proposes for each channel. */
export const CHANNEL_UTM_DEFAULTS: Record<CampaignChannel, { source: string; medium: string }> = {
  Email: { source: 'newsletter', medium: 'email' },
  Social: { source: 'linkedin', medium: 'social' },
  'Search ads': { source: 'google', medium: 'cpc' },
  Display: { source: 'display', medium: 'display' },
  Referral: { source: 'partner', medium: 'referral' },
  Events: { source: 'event', medium: 'offline' },
  Other: { source: 'other', medium: 'other' },
};

/** A UTM tag value as collected: lowercase letters, digits, '-', '_' and '.'. */
export const UTM_VALUE = /^[a-z0-9][a-z0-9._-]*$/;
export const UTM_MESSAGE = 'Use lowercase letters, digits, hyphens, underscores and dots.';

function utmField(label: string, required: boolean) {
  const base = z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(100, { error: `${label} must be at most 100 characters.`, abort: true }),
    );
  const checked = required
    ? base.check(
        z.minLength(1, { error: `${label} is required.`, abort: true }),
        z.regex(UTM_VALUE, { error: UTM_MESSAGE }),
      )
    : base.check(z.refine((v) => v === '' || UTM_VALUE.test(v), { error: UTM_MESSAGE }));
  return checked;
}

const money = (label: string) => z.optional(numberField(label, { min: 0 }));

export const CAMPAIGN_MESSAGES = {
  utmTaken: 'Another campaign already uses this UTM campaign tag.',
  stale: 'Someone else changed this campaign since you opened it. Reload it and make your change again.',
  notFound: 'Campaign not found',
  endBeforeStart: 'The end date must be on or after the start date.',
} as const;

const fields = {
  name: plainText('Name', 120),
  channel: z.enum(CAMPAIGN_CHANNELS, { error: 'Select a channel.' }),
  utmCampaign: utmField('UTM campaign', true),
  utmSource: z.optional(utmField('UTM source', false)),
  utmMedium: z.optional(utmField('UTM medium', false)),
  startDate: isoDateField(),
  endDate: z.optional(z.union([isoDateField(), z.literal('')])),
  budget: money('Budget'),
  spend: money('Spend'),
  landingPage: sitePath('Landing page'),
  notes: optionalText('Notes', 2000),
};

const endAfterStart = z.refine(
  (value: unknown) => {
    const c = value as { startDate: string; endDate?: string };
    return !c.endDate || c.endDate >= c.startDate;
  },
  { error: CAMPAIGN_MESSAGES.endBeforeStart, path: ['endDate'] },
);

export const campaignInputSchema = z.object(fields).check(endAfterStart);
export type CampaignInput = z.infer<typeof campaignInputSchema>;
export type CampaignFormInput = z.input<typeof campaignInputSchema>;

/** PUT body: the whole campaign plus the `version` it was read at (optimistic concurrency). */
export const campaignUpdateSchema = z
  .object({
    ...fields,
    version: z
      .number({ error: 'version is required.' })
      .check(z.int(), z.gte(1, { error: 'version is required.' })),
  })
  .check(endAfterStart);
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

export interface Campaign extends CampaignInput {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
}

/** Figures of a campaign from the analytics counters of its UTM tag over its period (up to today). */
export interface CampaignStats {
  from: string;
  to: string;
  visitors: number;
  conversions: number;
  /** spend / conversions in rupees; null without spend or conversions. */
  costPerLead: number | null;
  /** Deals made from the campaign's leads (created in the period), won deals and their value (sales counters). */
  deals: number;
  won: number;
  /** Won value of INR deals; `wonValueUSD` of USD deals (issue 27 item 6). */
  wonValue: number;
  wonValueUSD: number;
  /** Both in the reporting currency at the set rate (`rateLabel`); null when a rate is needed and not set. */
  wonValueCombined: number | null;
  rateLabel: string;
  /** (won value in rupees at the rate - spend) / spend (spend is in rupees); null without spend or a needed rate. */
  roi: number | null;
  /** Every other metric the counters hold (part 2: deals, wonValue). */
  [metric: string]: number | string | null;
}

export interface CampaignWithStats extends Campaign {
  stats: CampaignStats;
}

/** A utm_campaign value seen in traffic with no campaign record. */
export interface UntrackedCampaign {
  utmCampaign: string;
  visitors: number;
  conversions: number;
}

export interface CampaignList {
  items: CampaignWithStats[];
  nextCursor: string | null;
  untracked: UntrackedCampaign[];
  untrackedRange: { from: string; to: string };
}

/**
 * The tagged link of the UTM builder (and its QR code): the landing page on
 * the site with the campaign's tags. A landing page stored before the
 * site-path check (issue 25, finding 5) that would leave the site gives the home page.
 */
export function campaignLink(
  siteUrl: string,
  tags: {
    landingPage: string;
    utmCampaign: string;
    utmSource?: string;
    utmMedium?: string;
    utmTerm?: string;
    utmContent?: string;
  },
): string {
  const url = new URL(isSitePath(tags.landingPage) ? tags.landingPage : '/', siteUrl);
  const set = (k: string, v?: string) => {
    if (v?.trim()) url.searchParams.set(k, v.trim());
  };
  set('utm_source', tags.utmSource);
  set('utm_medium', tags.utmMedium);
  set('utm_campaign', tags.utmCampaign);
  set('utm_term', tags.utmTerm);
  set('utm_content', tags.utmContent);
  return url.toString();
}
