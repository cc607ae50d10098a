import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy of the site, derived from the web build so it
 * allows exactly what the pages need: the hashes of their inline scripts
 * (never 'unsafe-inline' for scripts), the Cognito endpoint, and the S3
 * endpoints the browser posts presigned uploads to.
 */

/** Script types the browser treats as data, not code (JSON-LD, import maps are not used). */
const DATA_SCRIPT_TYPES = ['application/ld+json', 'application/json'];

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Every *.html file below `dir` (prerendered pages, 404.html, spa.html). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** `'sha256-…'` sources of the executable inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT_RE)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && DATA_SCRIPT_TYPES.includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The distinct inline-script hashes of every page of the build, sorted. */
export function siteScriptHashes(distDir: string): string[] {
  const all = htmlFiles(distDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return [...new Set(all)].sort();
}

export interface CspInputs {
  readonly scriptHashes: readonly string[];
  /** e.g. https://cognito-idp.eu-west-1.amazonaws.com (may hold CDK tokens). */
  readonly cognitoOrigin: string;
  /** Origins of the buckets the browser uploads to with presigned POST. */
  readonly uploadOrigins: readonly string[];
}

export function buildCsp(inputs: CspInputs): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inputs.scriptHashes],
    // Mantine writes its CSS variables and class rules into <style> elements
    // (data-mantine-styles, also in the prerendered HTML); styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Media is served from /media on this origin; data: for inline SVG icons,
    // blob: for the admin's image previews before upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", inputs.cognitoOrigin, ...inputs.uploadOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The policy for plain-http local use: upgrade-insecure-requests only makes sense behind https. */
export function buildLocalCsp(inputs: CspInputs): string {
  return buildCsp(inputs)
    .split('; ')
    .filter((d) => d !== 'upgrade-insecure-requests')
    .join('; ');
}

/**
 * The security headers CloudFront adds to every answer (edge-stack.ts
 * response headers policies); the local gateway sends the same values.
 */
export const SECURITY_HEADERS = {
  hstsMaxAgeSeconds: 730 * 24 * 60 * 60,
  frameOption: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/** JSON only: nothing may be loaded or framed on the strength of an API answer. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers as they arrive in a browser, with the site's or the API's policy. */
export function securityHeaderValues(csp: string): Record<string, string> {
  return {
    'strict-transport-security': `max-age=${SECURITY_HEADERS.hstsMaxAgeSeconds}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': SECURITY_HEADERS.frameOption,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    'content-security-policy': csp,
  };
}
