/**
 * Where a visit came from: the landing URL's UTM tags and the referrer's host,
 * classified as search, social, e-mail, referral or direct (Plausible's
 * channel grouping, simplified). Pure functions with fixed lists and no
 * regular expressions over input, so hostile input costs linear time.
 */
import { ANALYTICS, type Attribution, type TrafficSource } from './analytics';
import { stripUnsafeChars } from './unsafe-chars';

/** Host labels of search engines (any TLD: google.co.in, yandex.ru). */
const SEARCH_LABELS = new Set([
  'google',
  'bing',
  'duckduckgo',
  'yahoo',
  'baidu',
  'yandex',
  'ecosia',
  'startpage',
  'qwant',
  'naver',
  'seznam',
  'sogou',
]);
const SEARCH_HOSTS = ['search.brave.com', 'perplexity.ai', 'kagi.com'];

const SOCIAL_LABELS = new Set([
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'reddit',
  'youtube',
  'pinterest',
  'tiktok',
  'quora',
  'threads',
  'whatsapp',
  'telegram',
  'discord',
  'snapchat',
  'tumblr',
  'vk',
  'weibo',
]);
const SOCIAL_HOSTS = [
  't.co',
  'x.com',
  'fb.com',
  'fb.me',
  'lnkd.in',
  'wa.me',
  't.me',
  'bsky.app',
  'news.ycombinator.com',
];

const EMAIL_HOSTS = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.proton.me',
  'mail.zoho.com',
  'mail.zoho.in',
  'mail.aol.com',
  'webmail.',
];

const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'e_mail', 'mail', 'newsletter']);
const SOCIAL_MEDIUMS = new Set([
  'social',
  'social-media',
  'social_media',
  'socialmedia',
  'sm',
  'social-network',
  'paid-social',
  'paid_social',
  'paidsocial',
  'organic-social',
]);
const SEARCH_MEDIUMS = new Set([
  'cpc',
  'ppc',
  'paid-search',
  'paid_search',
  'paidsearch',
  'sem',
  'organic',
  'search',
]);
const EMAIL_SOURCES = new Set([
  'email',
  'e-mail',
  'newsletter',
  'mailchimp',
  'sendgrid',
  'hubspot',
  'substack',
]);

function matchesHost(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => (d.endsWith('.') ? host.startsWith(d) : host === d || host.endsWith(`.${d}`)));
}

function hasLabel(host: string, labels: ReadonlySet<string>): boolean {
  return host.split('.').some((label) => labels.has(label));
}

/** Classifies a host or a bare source name such as 'google' or 'linkedin'. */
export function classifyHost(host: string): TrafficSource {
  if (matchesHost(host, EMAIL_HOSTS) || EMAIL_SOURCES.has(host)) return 'email';
  if (matchesHost(host, SEARCH_HOSTS) || hasLabel(host, SEARCH_LABELS)) return 'search';
  if (matchesHost(host, SOCIAL_HOSTS) || hasLabel(host, SOCIAL_LABELS)) return 'social';
  return 'referral';
}

export interface SourceInput {
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
}

/** UTM medium first, then UTM source, then the referrer; nothing at all is direct. */
export function classifySource({ referrerHost, utmSource, utmMedium }: SourceInput): TrafficSource {
  const medium = utmMedium?.toLowerCase();
  if (medium) {
    if (EMAIL_MEDIUMS.has(medium)) return 'email';
    if (SOCIAL_MEDIUMS.has(medium)) return 'social';
    if (SEARCH_MEDIUMS.has(medium)) return 'search';
  }
  if (utmSource) return classifyHost(utmSource.toLowerCase());
  if (referrerHost) return classifyHost(referrerHost);
  return medium ? 'referral' : 'direct';
}

/** Trims, drops control characters and cuts to the stored length; '' becomes undefined. */
export function cleanValue(value: string | null | undefined, max: number = ANALYTICS.maxValueLength) {
  if (value === null || value === undefined) return undefined;
  let out = '';
  for (const ch of value.trim()) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 32 && code !== 127) out += ch;
    if (out.length >= max) break;
  }
  out = out.slice(0, max).trim();
  return out === '' ? undefined : out;
}

/**
 * A referrer or UTM value a browser could have sent (issue 25, finding 3):
 * at most ANALYTICS.maxValueLength characters, no control, bidi or invisible
 * character, no markup and no script scheme. The collector refuses the others
 * (400) instead of storing them.
 */
export function isPlausibleTag(value: string): boolean {
  if (value.length > ANALYTICS.maxValueLength) return false;
  if (stripUnsafeChars(value) !== value) return false;
  for (const ch of ['\t', '\n', '\r', '<', '>']) if (value.includes(ch)) return false;
  return !value.toLowerCase().includes('javascript:');
}

/** The raw utm_* values of a page URL (decoded), for the plausibility check. */
export function utmValuesOf(page: string): string[] {
  const url = parsePageUrl(page);
  if (!url) return [];
  return [...url.searchParams].filter(([name]) => name.toLowerCase().startsWith('utm_')).map(([, v]) => v);
}

/** The referrer's host without 'www.', or undefined when absent, unparsable or the site itself. */
export function referrerHostOf(referrer: string | undefined, siteHost?: string): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    host = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (host.startsWith('www.')) host = host.slice(4);
  if (!host || (siteHost && host === siteHost.toLowerCase().replace(/^www\./, ''))) return undefined;
  return cleanValue(host);
}

/** A page path for counting: no query or fragment, no trailing slash (except '/'). */
export function pagePath(url: URL): string {
  let path = url.pathname || '/';
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return cleanValue(path) ?? '/';
}

/** Parses '/path?query' (or an absolute URL) relative to a dummy origin; null when invalid. */
export function parsePageUrl(value: string): URL | null {
  try {
    return new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
}

const utm = (url: URL, name: string, lower: boolean) => {
  const value = cleanValue(url.searchParams.get(`utm_${name}`));
  return lower ? value?.toLowerCase() : value;
};

/** The first touch of a visit from its landing URL and referrer. */
export function attributionOf(
  landing: string,
  referrer: string | undefined,
  siteHost?: string,
): Omit<Attribution, 'via'> | null {
  const url = parsePageUrl(landing);
  if (!url) return null;
  const referrerHost = referrerHostOf(referrer, siteHost);
  const touch = {
    referrer: referrerHost,
    utmSource: utm(url, 'source', true),
    utmMedium: utm(url, 'medium', true),
    utmCampaign: utm(url, 'campaign', true),
    utmTerm: utm(url, 'term', false),
    utmContent: utm(url, 'content', false),
  };
  const out: Omit<Attribution, 'via'> = {
    source: classifySource({ referrerHost, ...touch }),
    landingPage: pagePath(url),
  };
  for (const [k, v] of Object.entries(touch))
    if (v !== undefined) (out as unknown as Record<string, string>)[k] = v;
  return out;
}
