/**
 * The talent-pool consent (issue 28): 30 days before an application expires
 * the applicant gets one mail with `/careers/keep-my-application#t=<token>`.
 * The token (services/src/lib/privacy/keep-link.ts) is
 * `<application id>.<retainFrom, epoch s>.<expiry, epoch s>.<job title, base64url>.<HMAC-SHA256>`:
 * it travels in the URL fragment, so no server, WAF or CDN log sees it, and
 * in the body of the one POST route. The page reads the title from it to
 * show what is kept; the server trusts nothing in it until the HMAC checks.
 */
import { periodText, retentionOf } from '../retention';
import * as z from './zod-mini';

const KEPT = retentionOf('application').period;
/** "another year" (or "another 2 years"): how long a consent keeps the application, from the table. */
export const KEEP_FOR_ANOTHER =
  KEPT.years === 1 && !KEPT.days ? 'another year' : `another ${periodText(KEPT)}`;

/** The public page the mail links to; the token follows in the fragment as `#t=`. */
export const KEEP_APPLICATION_PATH = '/careers/keep-my-application';
export const KEEP_APPLICATION_FRAGMENT = 't';

export const KEEP_APPLICATION_MESSAGES = {
  invalid: 'This link is not valid. Please use the link from our e-mail.',
  expired: 'This link has expired: the application it names is no longer kept.',
  gone: 'This application is no longer kept.',
} as const;

/** The longest job title a token carries (longer ones are cut; the title is only shown). */
export const KEEP_TITLE_MAX = 120;

export const keepApplicationSchema = z.object({
  token: z.string({ error: KEEP_APPLICATION_MESSAGES.invalid }).check(
    z.trim(),
    z.minLength(1, { error: KEEP_APPLICATION_MESSAGES.invalid, abort: true }),
    z.maxLength(600, { error: KEEP_APPLICATION_MESSAGES.invalid, abort: true }),
    // base64url pieces, digits, dots and hyphens only: a short token never needs a slow pattern.
    z.regex(/^[A-Za-z0-9_.-]+$/, { error: KEEP_APPLICATION_MESSAGES.invalid }),
  ),
});

/** What the keep route answers: the new date the application is kept until. */
export interface KeptApplication {
  keptUntil: string;
  /** False when this link had already been used (the first use set the date). */
  extended: boolean;
}

/** The page's view of a token before it is sent: the title, or '' when the token is not readable. */
export function keepTokenTitle(token: string): string {
  const parts = token.split('.');
  if (parts.length !== 5) return '';
  try {
    const b64 = (parts[3] ?? '').replaceAll('-', '+').replaceAll('_', '/');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes).slice(0, KEEP_TITLE_MAX);
  } catch {
    return '';
  }
}
