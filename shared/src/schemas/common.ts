/**
 * Field builders shared by the entity schemas (zod 4).
 *
 * Decisions:
 * - Every string is trimmed before it is checked; every free-text field has a
 *   maximum length (FIELD_LIMITS). "Required" fails first and alone.
 * - E-mails are trimmed and lowercased and need a domain with a dot (zod's
 *   z.email() pattern): empty -> "Email is required.", malformed -> "Enter valid email".
 * - Every free-text field loses control (but tab and line breaks), bidi-control
 *   and invisible characters on input (unsafe-chars.ts); the rest of its rules
 *   stay, so "AT&T" and "Redesign (phase 2)" are valid titles.
 * - Person names (display, lead, applicant and deal contact names) follow one
 *   rule (issue 25, finding 4): no links or HTML (<, >, ://, www., @, common
 *   domain endings such as .com or .in); a letter first, then letters, marks,
 *   spaces, periods, hyphens and the apostrophes ' ’ ʼ (phones type
 *   "D’Souza"); no default-ignorable (invisible) character; at most
 *   three combining marks on one letter. Stripping would change a
 *   name silently, so a name with such characters is refused instead.
 * - Phone numbers: digits, spaces, "+", "-", "(", ")"; 7 to 15 digits (E.164).
 * - Web addresses must be http(s) with a dotted host name; a missing scheme
 *   is completed with https:// ("example.com" -> "https://example.com").
 * - Numbers accept numeric strings from form inputs ("1,20,000" included);
 *   an empty string counts as missing, so a default (if any) applies.
 */

import { FIELD_LIMITS, NUMBER_LIMITS } from '../constants';
import { MESSAGES, maxLengthMessage, rangeMessage, requiredMessage } from '../messages';
import { stripUnsafeChars } from '../unsafe-chars';
import * as z from './zod-mini';

/** Free text as stored: trimmed, without control, bidi-control or invisible characters. */
export const cleanText = () => z.overwrite((v: string) => stripUnsafeChars(v).trim());

/** A required, trimmed string of at most `max` characters. */
export function requiredText(label: string, max: number, required: string = requiredMessage(label)) {
  return checkedText(label, max, required, cleanText());
}

/**
 * requiredText for values checked character by character afterwards (names,
 * links): trimmed only, so what the check refuses is never stripped into something it accepts.
 */
function typedText(label: string, max: number) {
  return checkedText(label, max, requiredMessage(label), z.trim());
}

function checkedText(label: string, max: number, required: string, clean: z.core.$ZodCheck<string>) {
  return z.string({ error: required }).check(
    clean,
    z.minLength(1, { error: required, abort: true }),
    // abort: a too-long value never reaches the pattern checks that follow.
    z.maxLength(max, { error: maxLengthMessage(label, max), abort: true }),
  );
}

/** An optional, trimmed string of at most `max` characters ('' is kept). */
export function optionalText(label: string, max: number) {
  return z.optional(
    z.string().check(cleanText(), z.maxLength(max, { error: maxLengthMessage(label, max), abort: true })),
  );
}

export function emailField() {
  return z.pipe(
    z.string({ error: MESSAGES.emailRequired }).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: MESSAGES.emailRequired, abort: true }),
      z.maxLength(FIELD_LIMITS.email, {
        error: maxLengthMessage('Email', FIELD_LIMITS.email),
        abort: true,
      }),
    ),
    z.email({ error: MESSAGES.enterValidEmail }),
  );
}

const LINK_OR_HTML =
  /[<>@]|:\/\/|www\.|\.(?:com|net|org|io|in|co|ai|app|dev|xyz|info|biz|me|us|uk|online|site|shop|ru|cn)\b/i;
const NAME_CHARACTERS = /^\p{L}[\p{L}\p{M} '’ʼ.-]*$/u;
/** Letters (Hangul fillers) and marks (grapheme joiner, variation selectors) that show nothing. */
const INVISIBLE_IN_NAME = /\p{Default_Ignorable_Code_Point}/u;
/** Vietnamese and Indic letters carry two or three marks; more stack over the lines around them. */
const TOO_MANY_MARKS = /\p{M}{4}/u;

/** The one person-name rule (its message: MESSAGES.nameInvalidCharacters). */
export function isPersonName(value: string): boolean {
  return NAME_CHARACTERS.test(value) && !INVISIBLE_IN_NAME.test(value) && !TOO_MANY_MARKS.test(value);
}

export function personName(label = 'Name', max: number = FIELD_LIMITS.personName) {
  return typedText(label, max).check(
    z.refine((v) => !LINK_OR_HTML.test(v), { error: MESSAGES.nameNoLinksOrHtml, abort: true }),
    z.refine(isPersonName, { error: MESSAGES.nameInvalidCharacters }),
  );
}

// [^<>] not [^>]: each scan stops at the next '<', so the search stays linear.
const HTML_TAG = /<\/?[a-z!][^<>]*>/i;

/** A required single-line text that must not contain HTML tags. */
export function plainText(label: string, max: number) {
  return requiredText(label, max).check(z.refine((v) => !HTML_TAG.test(v), { error: MESSAGES.textNoHtml }));
}

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15;
}

export function phoneField(label = 'Phone number') {
  return requiredText(label, FIELD_LIMITS.phone).check(
    z.refine(isPhoneNumber, { error: MESSAGES.phoneInvalid }),
  );
}

/** Adds https:// when the text has no scheme. */
export function withScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/**
 * zod's `regexes.domain` (a dotted host name), copied: reaching it through
 * `z.regexes` keeps zod's whole regex table (~7 KB) in every bundle.
 */
const DOMAIN = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

const httpUrl = () => z.url({ protocol: /^https?$/, hostname: DOMAIN, error: MESSAGES.urlInvalid });

export function isHttpUrl(value: string): boolean {
  return httpUrl().safeParse(value).success;
}

/** An http(s) address; '' or a missing value is allowed and becomes undefined. */
export function optionalUrl(label = 'Website URL') {
  const text = z
    .string()
    .check(z.trim(), z.maxLength(FIELD_LIMITS.url, { error: maxLengthMessage(label, FIELD_LIMITS.url) }));
  return z.optional(
    z.pipe(
      z.pipe(
        text,
        z.transform((v: string) => (v === '' ? undefined : withScheme(v))),
      ),
      z.optional(httpUrl()),
    ),
  );
}

export function requiredUrl(label = 'Link') {
  return z.pipe(z.pipe(typedText(label, FIELD_LIMITS.url), z.transform(withScheme)), httpUrl());
}

const SITE_BASE = 'https://site.invalid';

/**
 * A path on this site such as /contact-us. Browsers read `\` as `/` and drop
 * tabs and newlines, so `/\evil.example` or `/\t/evil.example` would leave the
 * site: backslashes, whitespace and control characters are refused, and the
 * path must resolve to the site's own origin.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\' || code <= 0x20 || code === 0x7f || ch.trim() === '') return false;
  }
  try {
    return new URL(value, SITE_BASE).origin === SITE_BASE;
  } catch {
    return false;
  }
}

/** An http(s) address or a site path such as /contact-us (never one that resolves off-site). */
export function linkField(label = 'Link') {
  return typedText(label, FIELD_LIMITS.url).check(
    z.refine((v) => isSitePath(v) || isHttpUrl(v), { error: MESSAGES.linkInvalid }),
  );
}

/** One of a fixed list of options; anything else (including '') gets `message`. */
export function enumField<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

function toNumberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/,/g, '');
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

export interface NumberOptions {
  readonly min?: number;
  readonly max?: number;
  readonly int?: boolean;
}

/** A number (or numeric string) within [min, max]. */
export function numberField(label: string, options: NumberOptions = {}) {
  const { min = 0, max = NUMBER_LIMITS.maxAmount, int = false } = options;
  const range = rangeMessage(label, min, max);
  const schema = z
    .number({
      error: (issue) => (issue.input === undefined ? requiredMessage(label) : `${label} must be a number.`),
    })
    .check(z.gte(min, { error: range }), z.lte(max, { error: range }));
  // Classic `.int()` is this same check: z.int() is a number format and a check.
  return int ? schema.check(z.int({ error: `${label} must be a whole number.` })) : schema;
}

/** numberField that also reads numeric strings from form inputs. */
export function numericInput(label: string, options: NumberOptions = {}) {
  return z.preprocess(toNumberInput, numberField(label, options));
}

/** numericInput with a default used when the value is missing or ''. */
export function numericInputWithDefault(label: string, fallback: number, options: NumberOptions = {}) {
  return z.preprocess(toNumberInput, z._default(numberField(label, options), fallback));
}

/** A calendar date as 'YYYY-MM-DD' (an impossible day such as 2024-02-31 fails). */
export function isoDateField() {
  return z.iso.date({ error: MESSAGES.dateInvalid });
}

/** A stored timestamp or date, as an ISO 8601 string. */
export const isoDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: MESSAGES.dateInvalid,
});

/** Database identifiers as they arrive from the API. */
export const recordId = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** One page of a cursor-paged list, as every list endpoint answers (`nextCursor` null on the last). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}
