/**
 * Business constants and limits (SPEC §9) shared by the web app, the services
 * and the infrastructure. Option lists live in ./form-options and user-facing
 * texts in ./messages; both are re-exported here so `@app/shared/constants`
 * is the one import.
 *
 * Decisions (not in the spec):
 * - EDITOR_SIZES: the spec says "14px to 36px"; we offer every 2px from 14 to 36.
 * - FIELD_LIMITS: the spec gives no maximum lengths; the values below are ours.
 *   Email 254 is the RFC 5321 practical maximum, phone 20 characters covers
 *   E.164 (15 digits) with "+", spaces and brackets.
 * - Password: minimum 8 characters (Cognito's default minimum), maximum 128.
 */
export * from './form-options';
export * from './messages';

/** Limits that the API and the forms share. */
export const LIMITS = {
  /** Largest JSON body any API route accepts (64 KB). */
  maxJsonBodyBytes: 64 * 1024,
  /** Largest resume upload (5 MB). */
  maxResumeBytes: 5 * 1024 * 1024,
} as const;

/** Largest resume upload in bytes (5 MB). */
export const RESUME_MAX_BYTES = LIMITS.maxResumeBytes;
/** The only resume type accepted (SPEC §5: "Please select a PDF file."). */
export const RESUME_MIME_TYPE = 'application/pdf';

/** Maximum string lengths (characters) for form fields. Our design, see the header. */
export const FIELD_LIMITS = {
  personName: 100,
  email: 254,
  phone: 20,
  message: 5000,
  companyName: 200,
  url: 2048,
  additionalDetails: 5000,
  coverLetter: 5000,
  resumeKey: 1024,
  password: 128,
  jobTitle: 150,
  jobDescription: 20_000,
  qualifications: 10_000,
  supplementalPay: 500,
  benefits: 2000,
  jobNote: 2000,
  blogTitle: 200,
  blogContent: 200_000,
  tag: 50,
  slug: 200,
  metaTitle: 120,
  metaDescription: 320,
  altText: 250,
  imageKey: 1024,
  ogTitle: 120,
  ctaTitle: 150,
  ctaDescription: 500,
  ctaButtonText: 50,
  designation: 100,
  websiteName: 100,
  testimonial: 2000,
  shortText: 200,
  longText: 2000,
} as const;

/**
 * The staff password policy, one source for the zod schemas, the AWS user
 * pool and the local pool: OWASP ASVS L2 asks for at least 12 characters
 * (V2.1.1) and no composition rules (V2.1.9), which push people to
 * predictable patterns. Length (and Cognito's compromised-credential checks
 * in prod) is the control.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
} as const;
export const PASSWORD_MIN_LENGTH = PASSWORD_POLICY.minLength;
/** Number of digits in the e-mailed one-time password (SPEC §5). */
export const OTP_LENGTH = 6;

/** Upper bounds for numeric form fields (our design). */
export const NUMBER_LIMITS = {
  maxOpenings: 1000,
  maxExperienceYears: 50,
  maxAmount: 10_000_000_000,
} as const;

/** Profile refresh timings (SPEC §4, §9), in milliseconds. */
export const PROFILE_REFRESH = {
  /** Refresh every 30 s while signed in. */
  intervalMs: 30_000,
  /** On the tab becoming visible, refresh at most once per 10 s. */
  visibilityThrottleMs: 10_000,
  /** First refresh 500 ms after load when both a cookie token and a stored user exist. */
  initialDelayMs: 500,
  /** When the roles changed, reload the page after 2 s. */
  rolesChangeReloadMs: 2_000,
  /** On a 401 with a stored user, sign out after 5 s (immediately without one). */
  unauthorizedSignOutMs: 5_000,
} as const;

/** Maximum tags per blog. */
export const MAX_TAGS = 10;
/** Length of the default meta description (first N characters of the content). */
export const META_DESCRIPTION_LENGTH = 170;
/** SEO hint: titles should be no longer than this. */
export const TITLE_RECOMMENDED_LENGTH = 60;

/** Layout breakpoints in px. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, custom: 768 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The mobile drawer closes this long after a navigation. */
export const DRAWER_CLOSE_DELAY_MS = 1000;
/** The navigation hides when scrolling down past this many px. */
export const NAV_HIDE_THRESHOLD_PX = 100;
/** Size of the social share popup window. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;
/** Toast notifications. */
export const TOAST = { position: 'top-right', autoClose: 5000 } as const;

/** Rich-text editor fonts (SPEC §2). */
export const EDITOR_FONTS = [
  'arial',
  'courier-prime',
  'georgia',
  'noto-serif',
  'verdana',
  'roboto',
  'open-sans',
  'montserrat',
  'poppins',
  'raleway',
  'ubuntu',
] as const;
export type EditorFont = (typeof EDITOR_FONTS)[number];

/** Rich-text editor sizes: the four named sizes, then every 2px from 14px to 36px. */
export const EDITOR_SIZES = [
  'small',
  'normal',
  'large',
  'huge',
  '14px',
  '16px',
  '18px',
  '20px',
  '22px',
  '24px',
  '26px',
  '28px',
  '30px',
  '32px',
  '34px',
  '36px',
] as const;
export type EditorSize = (typeof EDITOR_SIZES)[number];

/** Marketing claims shown on the site (SPEC §1). */
export const MARKETING_CLAIMS = {
  projectsDelivered: 50,
  projectsText: 'over 50 projects',
  mvpCostMinUsd: 15_000,
  mvpCostMaxUsd: 30_000,
  mvpCostText: '$15,000 to $30,000',
} as const;

/** Where the session lives (SPEC §3, §4, §7). */
export const AUTH = {
  /** localStorage key of the stored user record. */
  userStorageKey: 'user',
  /** Cookie holding the session token. */
  tokenCookie: 'token',
  /** Request header carrying the session token. */
  tokenHeader: 'token',
} as const;

/** The user type that switches the navigation to the single word Admin (SPEC §2). */
export const ADMIN_USER_TYPE = 'Admin';
