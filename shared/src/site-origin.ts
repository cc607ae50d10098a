/**
 * The site's public origin (`https://host`) in generated files.
 *
 * A web build needs absolute URLs (canonical, og:url, sitemaps, robots.txt,
 * llms.txt) before anyone may know the origin: a stage without a custom
 * domain is served from its CloudFront name, which exists only once the
 * distribution does, and the local stack listens on whatever port it got.
 * Such builds write SITE_ORIGIN_PLACEHOLDER, and whoever publishes the files
 * puts the real origin in: the CDK page deployment at deploy time (a
 * BucketDeployment marker), the local stack when it serves or copies a file.
 * A build for a known domain writes that domain and needs no stamping.
 */
import { trimEndChar } from './strings';

/** A reserved name (RFC 2606 `.invalid`): it can never resolve, so a missed stamp is obvious. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

/**
 * An origin with nothing to escape in HTML, XML, JSON or Markdown: scheme,
 * lower-case host name and an optional port, no path, no user info.
 */
const ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

export function isSiteOrigin(value: string): boolean {
  return value.length <= 253 && ORIGIN.test(value);
}

/** Throws unless `value` is a plain origin; returns it without a trailing slash. */
export function requireSiteOrigin(value: string, what = 'site URL'): string {
  const origin = trimEndChar(value, '/');
  if (!isSiteOrigin(origin)) {
    throw new Error(`The ${what} must be an origin like https://www.example.com, got "${value}"`);
  }
  return origin;
}

/**
 * Puts the real origin where a build wrote the placeholder. The origin is
 * checked first, so the replacement is inert in every file type.
 */
export function stampSiteOrigin(text: string, origin: string): string {
  return text.replaceAll(SITE_ORIGIN_PLACEHOLDER, requireSiteOrigin(origin));
}

/**
 * The header CloudFront adds to every API request (the origin lock): the
 * API answers 403 without the stage's secret value, so nobody reaches it
 * around CloudFront and its WAF.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
